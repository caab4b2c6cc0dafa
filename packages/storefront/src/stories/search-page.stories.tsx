import { favouritesStorageKey, searchStateToRequest, serializeFavourites } from '@forecourt/core';
import { searchStateFromUrl } from '@forecourt/search';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo } from 'react';
import { expect, screen, userEvent, within } from 'storybook/test';
import { defaultPromoTiles, memorySearchLocation, offeredBy, SearchPage } from '../search';
import {
  cardSettings,
  makeLogos,
  memoryStorage,
  searchAnswer,
  siteConfig,
  stock,
} from './fixtures';
import { Breadcrumbs, StoryPage } from './story-page';

// The search page (SPEC §2) as the renderer's pages/search draws it: the storefront's
// SearchPage with the server's first answer, here worked out from the fixture stock by
// the search package's reference engine. Filtering, sorting and paging work in
// Storybook: the page's API client answers in memory and its URLs go to an in-memory
// history, never to the network or the Storybook frame's address.

/**
 * Five a page and the promo tile make two rows on a desktop, and keep the screenshots
 * (and the visual run) short; sites show 21 (`search.page_size`).
 */
const HITS_PER_PAGE = 5;

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
      <div className="fc-shell" data-slot="page-shell">
        <Breadcrumbs
          items={[
            { label: 'Home', href: '/' },
            { label: 'Our Stock', href: siteConfig.cars_path },
          ]}
        />
        <SearchPage
          url={url}
          initialResult={page.result}
          hitsPerPage={HITS_PER_PAGE}
          urlOptions={page.urlOptions}
          settings={{
            carTypes: siteConfig.search.car_types,
            popularMakesHeadings: siteConfig.search.popular_makes_headings,
            cards: cardSettings,
          }}
          promo={offeredBy(defaultPromoTiles, cardSettings.features)[0] ?? null}
          makeLogos={makeLogos}
          location={page.location}
        />
      </div>
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

/** The whole stock, newest answer first: filters, result cards (one saved), promo tile, paging. */
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

/** What the search made of the shopper's words, as chips beside the results (issue 15). */
export const UnderstoodWords: Story = {
  name: 'Understood words',
  args: { url: '/search?query=white%20ute' },
};

/** A search nothing matches. */
export const NoResults: Story = {
  name: 'No results',
  args: { url: '/search?query=caravan%20with%20bunks' },
};
