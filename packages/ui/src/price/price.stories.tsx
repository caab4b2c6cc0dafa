import type { Meta, StoryObj } from '@storybook/react-vite';
import { Disclosure } from '../disclosure/disclosure';
import { States } from '../fixtures/states';
import { FinanceEstimate, Price } from './price';

const meta = {
  title: 'Components/Price and finance',
  component: Price,
  args: { label: '$34,990', note: 'Drive away' },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Finance: Story = {
  render: () => (
    <FinanceEstimate
      label="$123 per week"
      details={['8.95% p.a.', '9.45% comparison rate']}
      termsHref="/terms-and-conditions"
    />
  ),
};

export const AllStates: Story = {
  render: () => (
    <States
      columns={2}
      items={[
        ['Price', <Price key="p" label="$34,990" note="Drive away" />],
        ['Reduced', <Price key="r" label="$31,990" beforeLabel="$34,990" note="Drive away" />],
        ['No usable price', <Price key="e" label="Enquire for price." size="sm" />],
        ['Preorder', <Price key="o" label="PREORDER" />],
        ['Large', <Price key="l" label="$64,500" size="lg" />],
        [
          'Finance estimate',
          <FinanceEstimate
            key="f"
            label="$123 per week"
            details={['8.95% p.a.', '9.45% comparison rate']}
            termsHref="/terms-and-conditions"
            disclaimer={
              <Disclosure preview="Repayments are indicative only…">
                Repayments are indicative only and finance is for approved applicants. The
                comparison rate is based on a 5-year secured loan of $30,000.
              </Disclosure>
            }
          />,
        ],
      ]}
    />
  ),
};
