import type { Meta, StoryObj } from '@storybook/react-vite';
import { brands } from '../fixtures/fixtures';
import { States } from '../fixtures/states';
import { BrandGrid } from './brand-grid';

const meta = {
  title: 'Components/Brand grid',
  component: BrandGrid,
  args: { brands, label: 'Shop by brand' },
} satisfies Meta<typeof BrandGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <States
      items={[
        ['Six brands', <BrandGrid key="6" brands={brands} label="Shop by brand" />],
        ['Two brands', <BrandGrid key="2" brands={brands.slice(0, 2)} label="Our franchises" />],
      ]}
    />
  ),
};
