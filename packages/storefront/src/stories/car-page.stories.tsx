import { belowMarket, type Car } from '@forecourt/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { CarDescription, CarGallery, CarSidebar } from '../car';
import { carPageCar, carPageSite, siteConfig, stock } from './fixtures';
import { PageShell, StoryPage } from './story-page';

// The car page (SPEC §2 Car detail) as the renderer's pages/cars/@slug/+Page composes
// it: the storefront's gallery, the sidebar with the price, finance and the lead
// buttons, and the details and description, in the renderer's own car-page.css
// columns. The car's page data is built from a fixture car with core's rules, as the
// page's +data builds it; the lead dialogs send to an in-memory client.

type CarArgs = { car: Car };

function CarPageStory({ car, template }: CarArgs & { template: string }) {
  const page = carPageCar(car);
  const site = carPageSite(car);
  return (
    <StoryPage template={template}>
      <PageShell
        title={page.title}
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: 'Our Stock', href: siteConfig.cars_path },
          { label: page.title, href: `/cars/${page.slug}` },
        ]}
      >
        <div className="fc-car-page" data-slot="car-detail" data-status={page.status}>
          <div className="fc-car-page__gallery">
            <CarGallery
              title={page.title}
              images={page.images}
              tag={page.displayTag.kind === 'none' ? undefined : page.displayTag}
              itemType={page.item_type}
            />
          </div>
          <CarSidebar car={page} site={site} />
          <div className="fc-car-page__info">
            <section className="fc-car-page__details" aria-labelledby="fc-car-details">
              <h2 id="fc-car-details">Details</h2>
              <dl>
                {page.details.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
            </section>
            <CarDescription text={page.description} itemType={page.item_type} />
          </div>
        </div>
      </PageShell>
    </StoryPage>
  );
}

function fixtureCar(predicate: (car: Car) => boolean, what: string): Car {
  const car = stock.find(predicate);
  if (!car) throw new Error(`no fixture car is ${what}`);
  return car;
}

/** A used car in stock, priced below the market. */
const usedCar = fixtureCar(
  (car) =>
    car.car_type === 'used' &&
    car.status === 'in_stock' &&
    !car.reserved &&
    belowMarket(car).kind === 'shown',
  'used, in stock and below market',
);

const meta = {
  title: 'Pages/Car page',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "A car's page with a fixture car in the site frame of the template chosen in the toolbar: photos, price, finance, the lead buttons (they open the lead dialogs), details and description.",
      },
    },
  },
  args: { car: usedCar },
  argTypes: { car: { control: false } },
  render: (args, { globals }) => (
    <CarPageStory {...args} template={String(globals.template ?? 'default')} />
  ),
} satisfies Meta<CarArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A used car in stock: price, below-market saving, weekly finance and every lead button. */
export const Default: Story = {
  tags: ['screenshot-phone', 'screenshot-desktop'],
};

/** 'Enquire Now' opens the enquiry dialog and its form. */
export const EnquiryOpen: Story = {
  name: 'Enquiry open',
  tags: ['screenshot-phone'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enquire Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enquiry' });
    // The form's code loads as the dialog opens.
    const submit = await within(dialog).findByRole('button', { name: /^(Send enquiry|Next)$/ });
    await expect(submit).toBeVisible();
  },
};

/** A car sold within the sold window: the SOLD banner in place of the buttons. */
export const Sold: Story = {
  args: { car: fixtureCar((car) => car.status === 'sold', 'sold') },
};

/** A new car, coming soon. */
export const ComingSoon: Story = {
  name: 'Coming soon',
  args: { car: fixtureCar((car) => car.status === 'coming_soon', 'coming soon') },
};
