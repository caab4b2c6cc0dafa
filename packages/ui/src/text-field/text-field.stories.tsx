import type { Meta, StoryObj } from '@storybook/react-vite';
import { States } from '../fixtures/states';
import { TextField } from './text-field';

const meta = {
  title: 'Components/Text field',
  component: TextField,
  args: { label: 'Postcode', name: 'postcode', maxLength: 4, inputMode: 'numeric' },
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <States
      columns={2}
      items={[
        ['Empty', <TextField key="e" label="First name" name="name" />],
        ['Placeholder', <TextField key="p" label="Keyword" placeholder="Search..." />],
        [
          'Filled, required',
          <TextField key="f" label="Email" required defaultValue="sam@example.com" />,
        ],
        ['With hint', <TextField key="h" label="Rego" hint="Optional" />],
        [
          'Error',
          <TextField
            key="x"
            label="Postcode"
            required
            defaultValue="40"
            error="Invalid postcode. Please enter a 4-digit number."
          />,
        ],
        [
          'Disabled',
          <TextField key="d" label="Dealership" disabled defaultValue="Brisbane City" />,
        ],
        ['Message', <TextField key="m" label="Message" multiline rows={3} />],
      ]}
    />
  ),
};
