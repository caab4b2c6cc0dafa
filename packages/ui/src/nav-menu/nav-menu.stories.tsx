import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavMenu } from './nav-menu';

const items = [
  { label: 'Home', href: '/' },
  {
    label: 'Models',
    links: [
      { label: 'RAV4', href: '/models/rav4', group: 'SUV' },
      { label: 'Kluger', href: '/models/kluger', group: 'SUV' },
      { label: 'Corolla', href: '/models/corolla', group: 'Hatch and Sedan' },
      { label: 'Camry', href: '/models/camry', group: 'Hatch and Sedan' },
      { label: 'HiLux', href: '/models/hilux', group: 'Vans and Trucks' },
    ],
  },
  { label: 'Offers', href: '/special-offers' },
  {
    label: 'Our Stock',
    links: [
      { label: 'New cars', href: '/search/new-cars' },
      { label: 'Used cars', href: '/search/used-cars' },
      { label: 'Demo cars', href: '/search/demo-cars' },
    ],
  },
  {
    label: 'Service and Parts',
    links: [
      { label: 'Book a service', href: '/service' },
      { label: 'Parts', href: '/parts/search' },
    ],
  },
  {
    label: 'Company',
    links: [
      { label: 'Brisbane City', href: '/contact-us/brisbane-city', description: '(07) 3000 0000' },
      { label: 'Gold Coast', href: '/contact-us/gold-coast', description: '(07) 5500 0000' },
    ],
  },
  { label: 'Finance', href: '/finance' },
];

const meta = {
  title: 'Components/Navigation menu',
  component: NavMenu,
  args: { label: 'Main', items },
} satisfies Meta<typeof NavMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <div style={{ minHeight: 320 }}>
      <NavMenu label="Main" items={items} defaultValue="Models" />
    </div>
  ),
};
