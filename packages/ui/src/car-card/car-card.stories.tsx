import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Button } from '../button/button';
import { carImage } from '../fixtures/fixtures';
import { inBox, States } from '../fixtures/states';
import { CarCard, type CarCardProps } from './car-card';

const base: CarCardProps = {
  title: '2021 Toyota RAV4 GX Hybrid',
  href: '/cars/2021-toyota-rav4-gx',
  image: { src: carImage('#b91c1c'), alt: 'Red 2021 Toyota RAV4 GX, side view' },
  locationLabel: 'Brisbane City',
  status: 'in_stock',
  priceLabel: '$34,990',
  priceNote: 'Drive away',
  financeLabel: '$123 per week',
  specs: ['32,100 km', 'Automatic', 'Hybrid'],
};

function Actions({ sold = false }: { sold?: boolean }) {
  return sold ? (
    <Button size="sm" variant="outline" fullWidth>
      Find Me Something Similar
    </Button>
  ) : (
    <>
      <Button size="sm">Details</Button>
      <Button size="sm" variant="outline">
        Get Finance
      </Button>
    </>
  );
}

const meta = {
  title: 'Components/Car card',
  component: CarCard,
  args: { ...base, favourite: { onPressedChange: fn() }, actions: <Actions /> },
  decorators: [inBox({ maxWidth: 320 })],
} satisfies Meta<typeof CarCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  decorators: [inBox({ width: 1000 })],
  render: () => (
    <States
      columns={3}
      items={[
        [
          'In stock, favourite',
          <CarCard
            key="a"
            {...base}
            tag={{ kind: 'hybrid', label: 'Hybrid' }}
            favourite={{ defaultPressed: true }}
            actions={<Actions />}
          />,
        ],
        [
          'Reduced, reserved',
          <CarCard
            key="b"
            {...base}
            title="2019 Mazda CX-5 Maxx Sport"
            image={{ src: carImage('#1d4ed8', '#fde68a'), alt: 'Blue 2019 Mazda CX-5, side view' }}
            status="in_stock"
            tag={{ kind: 'reserved', label: 'Reserved' }}
            priceLabel="$27,990"
            beforePriceLabel="$29,990"
            financeLabel={undefined}
            favourite={{}}
            actions={<Actions />}
          />,
        ],
        [
          'Sold',
          <CarCard
            key="c"
            {...base}
            title="2018 Kia Cerato S"
            image={{
              src: carImage('#334155', '#d1fae5'),
              alt: 'Charcoal 2018 Kia Cerato, side view',
            }}
            status="sold"
            tag={{ kind: 'sold', label: 'SOLD' }}
            financeLabel={undefined}
            favourite={{}}
            actions={<Actions sold />}
          />,
        ],
        [
          'No price, no image',
          <CarCard
            key="d"
            {...base}
            title="2025 Toyota bZ4X"
            image={undefined}
            status="coming_soon"
            tag={{ kind: 'coming-soon', label: 'Coming soon' }}
            priceLabel="Enquire for price."
            priceNote={undefined}
            financeLabel={undefined}
            description="Arriving next month. Enquire now to reserve yours."
          />,
        ],
      ]}
    />
  ),
};
