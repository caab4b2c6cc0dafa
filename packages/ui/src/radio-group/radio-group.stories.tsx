import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { States } from '../fixtures/states';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
];

const meta = {
  title: 'Components/Radio group',
  component: RadioGroup,
  args: { label: 'Repayment frequency', options, defaultValue: 'weekly', onValueChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <States
      columns={2}
      items={[
        [
          'Chosen',
          <RadioGroup
            key="c"
            label="Repayment frequency"
            options={options}
            defaultValue="monthly"
          />,
        ],
        [
          'Horizontal',
          <RadioGroup
            key="h"
            label="Car type"
            orientation="horizontal"
            defaultValue="new"
            options={[
              { value: 'new', label: 'New' },
              { value: 'used', label: 'Used' },
              { value: 'demo', label: 'Demo' },
            ]}
          />,
        ],
        [
          'With a disabled option',
          <RadioGroup
            key="d"
            label="Location"
            options={[...options, { value: 'fortnightly', label: 'Fortnightly', disabled: true }]}
          />,
        ],
        [
          'Error',
          <RadioGroup
            key="e"
            label="Location"
            options={options}
            error="Please choose a location"
          />,
        ],
      ]}
    />
  ),
};
