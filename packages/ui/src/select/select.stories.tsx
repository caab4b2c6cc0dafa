import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { States } from '../fixtures/states';
import { Select } from './select';

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
  title: 'Components/Select',
  component: Select,
  args: { label: 'Sort by', options: sortOptions, defaultValue: 'relevant', onValueChange: fn() },
} satisfies Meta<typeof Select>;
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
            <Select key="c" label="Sort by" options={sortOptions} defaultValue="latest" />,
          ],
          [
            'Placeholder',
            <Select key="p" label="Model" options={models} placeholder="Any model" />,
          ],
          [
            'Disabled',
            <Select key="d" label="Make" options={sortOptions} placeholder="Any make" disabled />,
          ],
          [
            'Error',
            <Select
              key="e"
              label="Category"
              options={sortOptions}
              placeholder="Choose…"
              error="Please choose a category"
            />,
          ],
          [
            'Grouped',
            <Select key="o" label="Models by body" options={models} defaultValue="rav4" />,
          ],
        ]}
      />
    </div>
  ),
};
