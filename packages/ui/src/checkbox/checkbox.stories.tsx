import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { States } from '../fixtures/states';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: {
    label: 'Email me similar stock and latest offers.',
    defaultChecked: true,
    onCheckedChange: fn(),
  },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <States
      columns={2}
      items={[
        ['Unchecked', <Checkbox key="u" label="Toyota (42)" />],
        [
          'Checked',
          <Checkbox key="c" label="Email me similar stock and latest offers." defaultChecked />,
        ],
        ['Indeterminate', <Checkbox key="i" label="All makes" checked="indeterminate" />],
        ['Disabled', <Checkbox key="d" label="Holden (0)" disabled />],
        [
          'Error',
          <Checkbox
            key="e"
            label={
              <>
                I agree to the <a href="/terms-and-conditions">terms of use</a>
              </>
            }
            error="*You must agree to the terms of use before submitting."
          />,
        ],
      ]}
    />
  ),
};
