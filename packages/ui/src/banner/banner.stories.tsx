import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { States } from '../fixtures/states';
import { Banner } from './banner';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: {
    label: 'Service notice',
    tone: 'warning',
    dismissible: true,
    children: 'Our workshop is open through the holidays.',
    action: <a href="/service#service-booking">Book a Service</a>,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <States
      items={[
        [
          'Info',
          <Banner key="i" label="Offers">
            See our latest offers
          </Banner>,
        ],
        [
          'Promo with action',
          <Banner
            key="p"
            label="Sell your car"
            tone="promo"
            action={<a href="/sell-your-car">Sell your car</a>}
          >
            Get an instant offer in 2 minutes
          </Banner>,
        ],
        [
          'Emergency, dismissible',
          <Banner
            key="w"
            label="Service notice"
            tone="warning"
            dismissible
            action={<a href="/service#service-booking">Book a Service</a>}
          >
            Flood damage? Our service team is open this weekend.
          </Banner>,
        ],
        [
          'Danger',
          <Banner key="d" label="Notice" tone="danger" dismissible>
            Online payments are unavailable right now.
          </Banner>,
        ],
      ]}
    />
  ),
};
