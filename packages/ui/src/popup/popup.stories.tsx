import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { carImage } from '../fixtures/fixtures';
import { Popup } from './popup';

const meta = {
  title: 'Components/Popup',
  component: Popup,
  args: {
    title: 'End of financial year sale',
    description: 'Drive away pricing on every demo car until 30 June.',
    image: { src: carImage('#0f766e', '#fde68a'), alt: 'A green hatchback in the sun' },
    buttonText: 'See our latest offers',
    href: '/special-offers',
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Popup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutImage: Story = { args: { image: undefined } };

export const AllStates: Story = {};
