import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { carImages } from '../fixtures/fixtures';
import { inBox, States } from '../fixtures/states';
import { Carousel } from './carousel';

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: { label: '2021 Toyota RAV4 GX photos', images: carImages, onIndexChange: fn() },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [inBox({ maxWidth: 640 })],
};

export const AllStates: Story = {
  render: () => (
    <States
      columns={2}
      items={[
        ['Starts at index 1', <Carousel key="a" label="Photos" images={carImages} />],
        [
          'Last image',
          <Carousel key="b" label="More photos" images={carImages} defaultIndex={3} />,
        ],
        [
          'Single image: no controls',
          <Carousel key="c" label="One photo" images={carImages.slice(0, 1)} />,
        ],
      ]}
    />
  ),
};
