import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { States } from '../fixtures/states';
import { NativeSelect } from './native-select';

const sortOptions = [
  { value: 'relevant', label: 'Most relevant' },
  { value: 'latest', label: 'Latest' },
  { value: 'price-desc', label: 'Highest price' },
  { value: 'price-asc', label: 'Lowest price' },
];

const models = [
  {
    label: 'SUV',
    options: [
      { value: 'rav4', label: 'RAV4' },
      { value: 'kluger', label: 'Kluger' },
    ],
  },
  {
    label: 'Hatch and Sedan',
    options: [
      { value: 'corolla', label: 'Corolla' },
      { value: 'camry', label: 'Camry' },
    ],
  },
];

const meta = {
  title: 'Components/NativeSelect',
  component: NativeSelect,
  args: { label: 'Sort by', options: sortOptions, defaultValue: 'relevant', onValueChange: fn() },
} satisfies Meta<typeof NativeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div>
      <States
        columns={2}
        items={[
          [
            'Chosen',
            <NativeSelect key="c" label="Sort by" options={sortOptions} defaultValue="latest" />,
          ],
          [
            'Placeholder',
            <NativeSelect key="p" label="Model" options={models} placeholder="Any model" />,
          ],
          [
            'Disabled',
            <NativeSelect
              key="d"
              label="Make"
              options={sortOptions}
              placeholder="Any make"
              disabled
            />,
          ],
          [
            'Error',
            <NativeSelect
              key="e"
              label="Model"
              options={models}
              placeholder="Any model"
              error="Choose a model."
            />,
          ],
        ]}
      />
    </div>
  ),
};
