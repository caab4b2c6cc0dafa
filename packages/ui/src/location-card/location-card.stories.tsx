import type { Meta, StoryObj } from '@storybook/react-vite';
import { buttonVariants } from '../button';
import { mapImage } from '../fixtures/fixtures';
import { States } from '../fixtures/states';
import { LocationCard } from './location-card';

const sales = {
  name: 'Harbour Toyota Sales',
  href: '/contact-us/harbour-toyota-sales',
  typeLabel: 'Sales',
  image: { src: mapImage(), alt: 'Map of Harbour Toyota Sales, Homebush NSW' },
  address: '412 Parramatta Road, Homebush NSW 2140',
  phone: { text: '02 5550 1010', href: 'tel:0255501010' },
  today: {
    hours: '8:30 AM - 5:30 PM',
    status: 'Open now until 5:30 PM',
    state: 'open' as const,
  },
};

const directions = (
  <a
    className={buttonVariants({ variant: 'outline', size: 'sm' })}
    href="https://www.google.com/maps/search/?api=1&query=Harbour"
    target="_blank"
    rel="noopener noreferrer"
  >
    Get Directions
  </a>
);

const meta = {
  title: 'Components/Location card',
  component: LocationCard,
  args: { ...sales, actions: directions },
} satisfies Meta<typeof LocationCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  render: () => (
    <States
      columns={3}
      items={[
        ['Open now, with directions', <LocationCard key="o" {...sales} actions={directions} />],
        [
          'Closed today, nearest first (4.2 km)',
          <LocationCard
            key="c"
            {...sales}
            name="Harbour Toyota Service"
            typeLabel="Service"
            distance="4.2 km"
            today={{ hours: 'Closed', status: 'Closed today', state: 'closed-today' }}
          />,
        ],
        [
          'No phone, opens later',
          <LocationCard
            key="p"
            {...sales}
            name="Harbour Toyota Parts"
            typeLabel="Parts"
            phone={null}
            today={{
              hours: '8:00 AM - 5:00 PM',
              status: 'Opens today at 8:00 AM',
              state: 'opens-later',
            }}
          />,
        ],
      ]}
    />
  ),
};
