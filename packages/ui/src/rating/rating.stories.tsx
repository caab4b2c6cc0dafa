import type { Meta, StoryObj } from '@storybook/react-vite';
import { States } from '../fixtures/states';
import { Rating } from './rating';

const meta = {
  title: 'Components/Rating',
  component: Rating,
  args: { value: 4.6, countLabel: '(128 reviews)' },
} satisfies Meta<typeof Rating>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <States
      items={[
        ['Five', <Rating key="5" value={5} countLabel="(12 reviews)" />],
        ['Partial star', <Rating key="46" value={4.6} countLabel="(128 reviews)" />],
        ['Half', <Rating key="45" value={4.5} />],
        ['Low', <Rating key="2" value={2.2} countLabel="(3 reviews)" />],
      ]}
    />
  ),
};
