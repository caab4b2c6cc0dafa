import type { Meta, StoryObj } from '@storybook/react-vite';
import { States } from '../fixtures/states';
import { CarCardSkeleton, Skeleton } from './skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { width: '12rem', height: '1rem' },
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <States
      columns={3}
      items={[
        [
          'Blocks',
          <div key="b" style={{ display: 'grid', gap: 8 }}>
            <Skeleton shape="text" width="80%" />
            <Skeleton shape="text" width="60%" />
            <Skeleton shape="circle" width="3rem" height="3rem" />
            <Skeleton width="100%" height="4rem" />
          </div>,
        ],
        ['Car card loading', <CarCardSkeleton key="c" />],
        ['Another card', <CarCardSkeleton key="d" />],
      ]}
    />
  ),
};
