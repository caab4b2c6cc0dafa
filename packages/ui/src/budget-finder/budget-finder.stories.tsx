import type { Meta, StoryObj } from '@storybook/react-vite';
import { States } from '../fixtures/states';
import { BudgetFinder, type BudgetFinderProps } from './budget-finder';

const noop = () => {};

const base: BudgetFinderProps = {
  heading: 'Find cars for your budget',
  bodies: [
    { value: 'SUV', detail: '531 cars' },
    { value: 'Ute', detail: '288 cars' },
    { value: 'Hatch', detail: '174 cars' },
    { value: 'Sedan', detail: '96 cars' },
  ],
  body: null,
  onBodyChange: noop,
  frequency: 'monthly',
  onFrequencyChange: noop,
  repayment: 600,
  onRepaymentChange: noop,
  deposit: 2000,
  onDepositChange: noop,
  estimate: '$38,000',
  buttonLabel: 'View Cars In This Range',
  disabled: false,
  message: null,
  onView: noop,
};

const meta = {
  title: 'Components/Budget finder',
  component: BudgetFinder,
  args: base,
} satisfies Meta<typeof BudgetFinder>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <States
      items={[
        ['Monthly defaults', <BudgetFinder key="m" {...base} />],
        [
          'Weekly, SUV chosen',
          <BudgetFinder
            key="w"
            {...base}
            frequency="weekly"
            repayment={200}
            body="SUV"
            estimate="$54,000"
          />,
        ],
        [
          'Budget too low',
          <BudgetFinder
            key="low"
            {...base}
            repayment={0}
            deposit={2000}
            estimate="$2,000"
            buttonLabel="0 Cars Found"
            disabled
            message="No Cars found for this budget"
          />,
        ],
      ]}
    />
  ),
};
