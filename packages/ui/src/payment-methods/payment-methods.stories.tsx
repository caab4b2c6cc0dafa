import type { Meta, StoryObj } from '@storybook/react-vite';
import { States } from '../fixtures/states';
import { PaymentMethods } from './payment-methods';

const meta = {
  title: 'Components/Payment methods',
  component: PaymentMethods,
} satisfies Meta<typeof PaymentMethods>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <States
      items={[
        ['All methods', <PaymentMethods key="a" />],
        [
          'Cards only',
          <PaymentMethods key="c" methods={['visa', 'mastercard']} label="Cards we accept" />,
        ],
      ]}
    />
  ),
};
