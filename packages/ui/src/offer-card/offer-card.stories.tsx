import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button/button';
import { carImage } from '../fixtures/fixtures';
import { inBox, States } from '../fixtures/states';
import { OfferCard, type OfferCardProps } from './offer-card';

const longHtml =
  '<p>Drive away a new <strong>Kia Sportage S</strong> from $39,990.<sup>1</sup></p><p>Every Sportage on this offer comes with a 7 year warranty, capped-price servicing for the first five services and roadside assistance for as long as it is serviced with us.*</p>';
const longText =
  'Drive away a new Kia Sportage S from $39,990. Every Sportage on this offer comes with a 7 year warranty, capped-price servicing for the first five services and roadside assistance for as long as it is serviced with us.*';
const longDisclaimer =
  '1. Offer available at participating dealers while stocks last, on new Sportage vehicles ordered and delivered by the end of the month. Drive-away price includes registration, CTP and dealer delivery. Not available with any other offer, to fleet, government or rental buyers. *Conditions apply.';

const base: OfferCardProps = {
  name: 'Sportage drive away offer',
  href: '/offers/kia/kia-sportage',
  image: { src: carImage('#1d4ed8') },
  description: { html: longHtml, preview: longText.slice(0, 160) },
  disclaimer: { text: longDisclaimer, preview: longDisclaimer.slice(0, 200) },
};

const short: OfferCardProps = {
  name: 'EV6 drive away offer',
  href: '/offers/kia/kia-ev6',
  image: { src: carImage('#047857') },
  description: {
    html: '<p>Drive away a new <strong>Kia EV6</strong> from $72,590<sup>1</sup>.</p>',
    preview: null,
  },
  disclaimer: {
    text: 'Offer available at participating dealers while stocks last.',
    preview: null,
  },
};

const meta = {
  title: 'Components/Offer card',
  component: OfferCard,
  args: base,
  decorators: [inBox({ maxWidth: 360 })],
} satisfies Meta<typeof OfferCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllStates: Story = {
  decorators: [inBox({ width: 1000 })],
  render: () => (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <States
        columns={3}
        items={[
          ['Long texts cut (View more)', <OfferCard key="long" {...base} />],
          ['Short texts whole', <OfferCard key="short" {...short} />],
          [
            'No image, no disclaimer',
            <OfferCard
              key="bare"
              name="Service offer"
              href="/offers/service"
              description={short.description}
            />,
          ],
        ]}
      />
      <States
        items={[
          [
            'Feature (single offer) with its buttons, description open',
            <OfferCard
              key="feature"
              {...base}
              variant="feature"
              priority
              defaultDescriptionExpanded
              actions={
                <>
                  <Button>Enquire Now</Button>
                  <Button variant="outline">Explore Sportage</Button>
                </>
              }
            />,
          ],
        ]}
      />
    </div>
  ),
};
