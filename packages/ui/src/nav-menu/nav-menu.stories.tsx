import type { Meta, StoryObj } from '@storybook/react-vite';
import { NavMenu } from './nav-menu';

// The default navigation of a franchise site (docs/rules.md#navigation): Models drops down the range by
// body category (a long group flows into columns), Company lists its pages and, under
// 'Locations', each location with its phone.
const items = [
  { label: 'Home', href: '/' },
  {
    label: 'Models',
    links: [
      { label: 'RAV4', href: '/models/rav4', group: 'SUV' },
      { label: 'Kluger', href: '/models/kluger', group: 'SUV' },
      { label: 'LandCruiser', href: '/models/landcruiser', group: 'SUV' },
      { label: 'LandCruiser Prado', href: '/models/landcruiser-prado', group: 'SUV' },
      { label: 'Yaris Cross', href: '/models/yaris-cross', group: 'SUV' },
      { label: 'C-HR', href: '/models/c-hr', group: 'SUV' },
      { label: 'Corolla Cross', href: '/models/corolla-cross', group: 'SUV' },
      { label: 'bZ4X', href: '/models/bz4x', group: 'SUV' },
      { label: 'Fortuner', href: '/models/fortuner', group: 'SUV' },
      { label: 'Corolla', href: '/models/corolla', group: 'Hatch and Sedan' },
      { label: 'Camry', href: '/models/camry', group: 'Hatch and Sedan' },
      { label: 'HiLux', href: '/models/hilux', group: 'Vans and Trucks' },
      { label: 'RAV4', href: '/models/rav4', group: 'Hybrid' },
      { label: 'Camry', href: '/models/camry', group: 'Hybrid' },
      { label: 'All models', href: '/models' },
    ],
  },
  { label: 'Offers', href: '/special-offers' },
  { label: 'Our Stock', href: '/search' },
  {
    label: 'Service and Parts',
    links: [
      { label: 'Book a Service', href: '/service#service-booking' },
      { label: 'Parts', href: '/parts/search' },
    ],
  },
  {
    label: 'Company',
    links: [
      { label: 'About Us', href: '/about-us' },
      { label: 'Dealerships', href: '/dealerships' },
      { label: 'Contact', href: '/contact' },
      {
        label: 'Brisbane City Sales',
        href: '/contact-us/brisbane-city-sales',
        description: '(07) 3000 0000',
        group: 'Locations',
      },
      {
        label: 'Brisbane City Service',
        href: '/contact-us/brisbane-city-service',
        description: '(07) 3000 0100',
        group: 'Locations',
      },
      {
        label: 'Gold Coast Sales',
        href: '/contact-us/gold-coast-sales',
        description: '(07) 5500 0000',
        group: 'Locations',
      },
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

/** Models open: groups side by side, the nine SUVs in two columns, All models last. */
export const AllStates: Story = {
  render: () => (
    <div style={{ minHeight: 420 }}>
      <NavMenu label="Main" items={items} defaultValue="Models" />
    </div>
  ),
};

/** Company open: its pages, then each location with its phone under 'Locations'. */
export const LocationsOpen: Story = {
  name: 'Locations open',
  render: () => (
    <div style={{ minHeight: 320 }}>
      <NavMenu label="Main" items={items} defaultValue="Company" />
    </div>
  ),
};
