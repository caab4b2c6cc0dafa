import type { Meta, StoryObj } from '@storybook/react-vite';
import { HeartIcon } from '../icons';
import { Chip } from './chip';

const meta = {
  title: 'Components/Chip',
  component: Chip,
  args: { children: 'SUV', removable: true, 'aria-label': 'Remove SUV' },
} satisfies Meta<typeof Chip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Removable refinements as the search shows them, and a pressed and unpressed toggle. */
export const AllStates: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <Chip removable aria-label="Remove White">
        White
      </Chip>
      <Chip removable aria-label="Remove Up to $30,000">
        Up to $30,000
      </Chip>
      <Chip removable aria-label="Remove RAV4">
        RAV4
      </Chip>
      <Chip aria-pressed={false}>
        <HeartIcon filled={false} />
        Save
      </Chip>
      <Chip aria-pressed>
        <HeartIcon filled />
        Saved
      </Chip>
    </div>
  ),
};
