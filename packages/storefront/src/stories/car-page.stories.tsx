import { belowMarket, type Car } from '@forecourt/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { CarDetail } from '../car';
import { carPageCar, carPageSite, siteConfig, stock } from './fixtures';
import { PageShell, StoryPage } from './story-page';

// The car page as the renderer's pages/cars/@slug/+Page draws it: the same CarDetail in
// the page shell. The car's page data is built from a fixture car with core's rules, as
// the page's +data builds it; the lead dialogs send to an in-memory client.

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
        <CarDetail car={page} site={site} />
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
