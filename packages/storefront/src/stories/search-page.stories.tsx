import { favouritesStorageKey, searchStateToRequest, serializeFavourites } from '@forecourt/core';
import { searchStateFromUrl } from '@forecourt/search';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import {
  memorySearchLocation,
  type SearchCardTile,
  type SearchCtaCard,
  SearchPage,
} from '../search';
import {
  cardSettings,
  makeLogos,
  memoryStorage,
  pages,
  searchAnswer,
  siteConfig,
  stock,
} from './fixtures';
import { PageShell, StoryPage } from './story-page';

// The search page as the renderer's pages/search draws it: the same page shell and the
// storefront's SearchPage with the server's first answer, here worked out from the
// fixture stock by the search package's reference engine. Filtering, sorting and paging
// work in Storybook: the page's API client answers in memory and its URLs go to an
// in-memory history, never to the network or the Storybook frame's address.

/**
 * Five a page with the promo tile and the CTA card make two rows on a desktop, and keep
 * the screenshots (and the visual run) short; sites show 21 (`search.page_size`).
 */
const HITS_PER_PAGE = 5;

/** A dealer's promo image, drawn here so the story needs no network. */
const promoImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 450">' +
    '<rect width="600" height="450" fill="#0b3d91"/>' +
    '<circle cx="470" cy="150" r="110" fill="#1d5fd1"/>' +
    '<rect x="60" y="150" width="280" height="36" rx="6" fill="#ffffff"/>' +
    '<rect x="60" y="206" width="220" height="20" rx="4" fill="#ffffff" opacity="0.7"/>' +
    '<rect x="60" y="300" width="180" height="56" rx="10" fill="#ffd166"/>' +
    '</svg>',
)}`;

/**
 * A site's card tile and CTA card (docs/rules.md#promotional-tiles, docs/rules.md#cta-card),
 * placed before results 3 and 5 here so both show on the story's page of five; sites place
 * them before results 8 and 30.
 */
const promo: SearchCardTile = {
  image: promoImage,
  alt: 'Free 20-point safety check with any service booked online',
  background: '#0b3d91',
  href: '/service#service-booking',
  display: [],
  strictDisplay: false,
  position: 3,
};
const cta: SearchCtaCard = {
  position: 5,
  title: 'Can’t find the car you’re after?',
  body: 'Tell us what you are looking for and our team will find it for you.',
  label: 'Contact us',
  href: '/contact',
};

type SearchArgs = { url: string };

function SearchStory({ url, template }: SearchArgs & { template: string }) {
  const page = useMemo(() => {
    const basePath = siteConfig.cars_path;
    const state = searchStateFromUrl(url, { basePath });
    const result = searchAnswer(searchStateToRequest(state, HITS_PER_PAGE));
    // The first car is saved, so a pressed heart and the header's count are on show.
    const first = result.hits[0];
    const storage = memoryStorage(
      first
        ? {
            [favouritesStorageKey(siteConfig.slug)]: serializeFavourites([
              {
                id: first.id,
                name: first.name,
                slug: first.slug,
                make: first.make,
                model: first.model,
                primary_image_url: first.primary_image_url,
              },
            ]),
          }
        : {},
    );
    const makes = [...new Set(stock.map((car) => car.make))];
    const models = [...new Set(stock.map((car) => car.model))];
    return {
      result,
      storage,
      urlOptions: { basePath, makes, models },
      location: memorySearchLocation(url),
    };
  }, [url]);
  return (
    <StoryPage template={template} storage={page.storage}>
      <PageShell
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: 'Our Stock', href: siteConfig.cars_path },
        ]}
        contact={false}
      >
        <SearchPage
          url={url}
          initialResult={page.result}
          hitsPerPage={HITS_PER_PAGE}
          urlOptions={page.urlOptions}
          settings={{
            carTypes: siteConfig.search.car_types,
            popularMakesHeadings: siteConfig.search.popular_makes_headings,
            cards: cardSettings,
            pages,
          }}
          promo={promo}
          cta={cta}
          makeLogos={makeLogos}
          location={page.location}
        />
      </PageShell>
    </StoryPage>
  );
}

const meta = {
  title: 'Pages/Search page',
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The search page with fixture cars in the site frame of the template chosen in the toolbar. `url` is the address the page opened at (read with the search URL codec, as on a site).',
      },
    },
  },
  args: { url: '/search' },
  argTypes: { url: { control: 'text', description: 'The address the page was opened at' } },
  render: (args, { globals }) => (
    <SearchStory {...args} template={String(globals.template ?? 'default')} />
  ),
} satisfies Meta<SearchArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The whole stock, newest answer first: filters, result cards (one saved), promo tile, CTA card, paging. */
export const Default: Story = {
  tags: ['screenshot-phone', 'screenshot-desktop'],
};

/** On a phone the filters are a drawer, opened by the Filters button. */
export const PhoneFiltersOpen: Story = {
  name: 'Phone filters open',
  tags: ['screenshot-phone'],
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Filters', hidden: true });
    if (getComputedStyle(button).display === 'none') return;
    await userEvent.click(button);
    await expect(await screen.findByRole('dialog', { name: 'Filters' })).toBeVisible();
  },
};

/**
 * What the search made of the shopper's words, as chips beside the results
 * (docs/rules.md#query-understanding).
 */
export const UnderstoodWords: Story = {
  name: 'Understood words',
  args: { url: '/search?query=white%20ute' },
};

/** A search nothing matches. */
export const NoResults: Story = {
  name: 'No results',
  args: { url: '/search?query=caravan%20with%20bunks' },
};
