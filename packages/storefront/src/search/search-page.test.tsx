import { type CarType, searchHistoryStorageKey } from '@forecourt/core';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../car/testing';
import { defaultCardSettings } from './card-view';
import type { SearchCardTile, SearchCtaCard } from './result-promos';
import { memorySearchLocation } from './search-location';
import { SearchPage } from './search-page';
import { answer, expectNoAxeViolations, memoryClient, renderInStorefront } from './testing';

const settings = { cards: { ...defaultCardSettings, now: '2026-03-02T00:00:00.000Z' } };

const serviceTile: SearchCardTile = {
  image: '/promos/service.svg',
  alt: 'Free 20-point safety check with any service',
  background: '#0b3d91',
  href: '/service',
  display: [],
  strictDisplay: false,
  position: 8,
};

const ctaCard: SearchCtaCard = {
  position: 30,
  title: 'Can’t find the car you’re after?',
  body: 'Tell us what you are looking for and our team will find it for you.',
  label: 'Contact us',
  href: '/contact',
};

const gridCells = () => {
  const grid = screen.getAllByRole('list').find((l) => l.classList.contains('fc-search__grid'));
  return [...(grid?.children ?? [])] as HTMLElement[];
};

async function renderPage(
  url = '/search',
  options: {
    popular?: boolean;
    carTypes?: readonly CarType[];
    weeklySort?: boolean;
    storage?: ReturnType<typeof memoryStorage>;
    promo?: SearchCardTile | null;
    cta?: SearchCtaCard | null;
  } = {},
) {
  const client = memoryClient();
  const initialResult = await answer(client);
  client.requests.length = 0;
  const location = memorySearchLocation(url);
  const view = renderInStorefront(
    <SearchPage
      url={url}
      initialResult={initialResult}
      hitsPerPage={21}
      settings={{
        ...settings,
        popularMakesHeadings: options.popular ?? false,
        carTypes: options.carTypes,
        weeklySort: options.weeklySort,
      }}
      promo={options.promo === undefined ? serviceTile : options.promo}
      cta={options.cta === undefined ? ctaCard : options.cta}
      location={location}
    />,
    { client, storage: options.storage ?? null },
  );
  // Sidebar and results render with the server's answer, no request.
  return { ...view, client, location };
}

const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });

// A whole page with 21 cards under axe is slow on a busy machine.
describe('SearchPage', { timeout: 30_000 }, () => {
  describe('given the server answer', () => {
    it('shows cars and filters at once, without a request, and has no accessibility violations', async () => {
      const { client } = await renderPage();
      expect(screen.getByRole('heading', { level: 1, name: 'Our Stock' })).toBeTruthy();
      expect(screen.getAllByRole('article')).toHaveLength(21);
      expect(within(sidebar()).getByRole('checkbox', { name: 'Toyota' })).toBeTruthy();
      expect(within(sidebar()).getByRole('button', { name: 'Show Me 30 Cars' })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'Search our stock' })).toBeTruthy();
      expect(client.requests).toEqual([]);
      await expectNoAxeViolations();
    });

    it('places the promotional tile at result position 8: one link named by its image', async () => {
      await renderPage();
      const cells = gridCells();
      expect(cells).toHaveLength(22);
      const tile = within(cells[7] as HTMLElement).getByRole('complementary', {
        name: 'Promotion',
      });
      const link = within(tile).getByRole('link', { name: serviceTile.alt });
      expect(link.getAttribute('href')).toBe('/service');
      expect(tile.style.backgroundColor).toBe('rgb(11, 61, 145)');
      expect(within(cells[6] as HTMLElement).queryByRole('article')).toBeTruthy();
      expect(within(cells[8] as HTMLElement).queryByRole('article')).toBeTruthy();
      // Result 30 is on page 2: no CTA card on page 1.
      expect(screen.queryByRole('complementary', { name: ctaCard.title })).toBeNull();
    });

    it('draws a tile without a background in the theme’s colours, and one without a link as an image', async () => {
      await renderPage('/search', { promo: { ...serviceTile, background: null, href: null } });
      const tile = screen.getByRole('complementary', { name: 'Promotion' });
      expect(tile.getAttribute('data-background')).toBe('theme');
      expect(tile.getAttribute('style')).toBeNull();
      expect(within(tile).queryByRole('link')).toBeNull();
      expect(within(tile).getByRole('img', { name: serviceTile.alt })).toBeTruthy();
      await expectNoAxeViolations();
    });

    it('keeps a strict tile to the car types it names', async () => {
      const newOnly = { ...serviceTile, display: ['new' as const], strictDisplay: true };
      const { unmount } = await renderPage('/search', { promo: newOnly });
      // The whole stock of a site selling new, used and demo cars is not a 'new' page.
      expect(screen.queryByRole('complementary', { name: 'Promotion' })).toBeNull();
      unmount();
      await renderPage('/search', { promo: newOnly, carTypes: ['new'] });
      expect(screen.getByRole('complementary', { name: 'Promotion' })).toBeTruthy();
    });

    it('places no tile and no CTA card when the site has none', async () => {
      await renderPage('/search', { promo: null, cta: null });
      expect(gridCells()).toHaveLength(21);
      expect(screen.queryByRole('complementary', { name: 'Promotion' })).toBeNull();
    });

    it('shows the banner with its three offers', async () => {
      await renderPage();
      const banner = screen.getByRole('region', { name: 'Offers and services' });
      expect(
        within(banner)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual([
        'See our latest offers',
        'Book your service onlineSave time & book online',
        'Sell your carGet an instant offer in 2 minutes',
      ]);
    });

    it('pages with real links', async () => {
      await renderPage('/search?sortBy=latest');
      const pages = screen.getByRole('navigation', { name: 'Pages' });
      expect(within(pages).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
        '/search?sortBy=latest&page=2',
      );
      expect(within(pages).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
        'page',
      );
    });
  });

  describe('make list', () => {
    it('shows 7 makes, then Show all makes / Hide extra makes', async () => {
      await renderPage();
      const side = within(sidebar());
      expect(side.getAllByRole('checkbox')).toHaveLength(7);
      await userEvent.click(side.getByRole('button', { name: 'Show all makes' }));
      expect(side.getAllByRole('checkbox')).toHaveLength(9);
      await userEvent.click(side.getByRole('button', { name: 'Hide extra makes' }));
      expect(side.getAllByRole('checkbox')).toHaveLength(7);
    });

    it('shows Popular Makes and All Makes headings when the site asks', async () => {
      await renderPage('/search', { popular: true });
      const side = within(sidebar());
      expect(side.getByRole('heading', { name: 'Popular Makes' })).toBeTruthy();
      await userEvent.click(side.getByRole('button', { name: 'Show all makes' }));
      expect(side.getByRole('heading', { name: 'All Makes' })).toBeTruthy();
    });

    it('ticking a make goes to /search/{make}, searches page 1 and offers Select models', async () => {
      const { client, location } = await renderPage('/search?page=2');
      const side = within(sidebar());
      await userEvent.click(side.getByRole('checkbox', { name: 'Toyota' }));
      await waitFor(() =>
        expect(side.getByRole('button', { name: 'Show Me 4 Cars' })).toBeTruthy(),
      );
      expect(location.url).toBe('/search/toyota');
      expect(client.requests.at(-1)?.filters.refinements).toEqual({ make: ['Toyota'] });
      expect(client.requests.at(-1)?.offset).toBe(0);
      expect(screen.getByRole('heading', { level: 1, name: 'Toyota' })).toBeTruthy();

      await userEvent.click(side.getByRole('button', { name: 'Select models for Toyota' }));
      const models = side.getByRole('list', { name: 'Toyota models' });
      expect(
        within(models)
          .getAllByRole('checkbox')
          .map((c) => (c as HTMLInputElement).checked),
      ).toHaveLength(3);
      await userEvent.click(within(models).getByRole('checkbox', { name: 'Hilux' }));
      await waitFor(() => expect(location.url).toBe('/search/toyota/hilux'));
    });
  });

  it('the sort select sorts and writes sortBy', async () => {
    const { client, location } = await renderPage();
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Lowest price',
    );
    await waitFor(() => expect(location.url).toBe('/search?sortBy=price_asc'));
    expect(client.requests.at(-1)?.sort).toBe('price_asc');
  });

  it('offers the lowest weekly payment only where the site quotes weekly, and sorts by it', async () => {
    const sortLabels = () =>
      Array.from(
        screen.getByRole<HTMLSelectElement>('combobox', { name: 'Sort by' }).options,
        (o) => o.textContent,
      );
    const plain = await renderPage();
    expect(sortLabels()).not.toContain('Lowest weekly payment');
    plain.unmount();
    const { client, location } = await renderPage('/search', { weeklySort: true });
    expect(sortLabels()).toEqual([
      'Most relevant',
      'Latest',
      'Highest price',
      'Lowest price',
      'Lowest weekly payment',
    ]);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Lowest weekly payment',
    );
    await waitFor(() => expect(location.url).toBe('/search?sortBy=weekly_asc'));
    expect(client.requests.at(-1)?.sort).toBe('weekly_asc');
  });

  it('keeps the searches run (not the bare stock list) and offers them again in the empty box', async () => {
    const storage = memoryStorage();
    const { client, location } = await renderPage('/search', { storage });
    await userEvent.click(within(sidebar()).getByRole('checkbox', { name: 'Toyota' }));
    await waitFor(() => expect(location.url).toBe('/search/toyota'));
    await waitFor(() =>
      expect(JSON.parse(storage.getItem(searchHistoryStorageKey('alpha-motors')) ?? '[]')).toEqual([
        { label: 'Toyota', path: '/search/toyota' },
      ]),
    );
    await userEvent.click(within(sidebar()).getByRole('checkbox', { name: 'Toyota' }));
    await waitFor(() => expect(location.url).toBe('/search'));

    const box = within(sidebar()).getByRole('combobox', { name: 'Search our stock' });
    await userEvent.click(box);
    const list = screen.getByRole('listbox', { name: 'Recent searches' });
    const option = within(list).getByRole('option', { name: /Toyota.*Recent search/ });
    await expectNoAxeViolations();
    await userEvent.click(option);
    await waitFor(() => expect(location.url).toBe('/search/toyota'));
    await waitFor(() =>
      expect(client.requests.at(-1)?.filters.refinements.make).toEqual(['Toyota']),
    );
    // Typing replaces the recent searches with suggestions.
    await userEvent.type(box, 'x');
    expect(screen.queryByRole('listbox', { name: 'Recent searches' })).toBeNull();
  });

  describe('price, year and odometer sliders (drawn still, live when reached)', () => {
    it('are drawn still, named and placed like the live ones, and axe clean', async () => {
      await renderPage();
      const side = within(sidebar());
      const low = side.getByRole('slider', { name: 'Minimum price' });
      const high = side.getByRole('slider', { name: 'Maximum price' });
      expect(low.closest('[data-slot="facet-slider-host"]')?.getAttribute('data-state')).toBe(
        'preview',
      );
      expect(Number(low.getAttribute('aria-valuenow'))).toBe(
        Number(low.getAttribute('aria-valuemin')),
      );
      expect(Number(high.getAttribute('aria-valuenow'))).toBe(
        Number(high.getAttribute('aria-valuemax')),
      );
      expect(low.tabIndex).toBe(0);
      // Half a thumb inward at either end, as the live slider places them.
      expect((low.parentElement as HTMLElement).style.left).toBe('calc(0% + 0.625rem)');
      expect((high.parentElement as HTMLElement).style.left).toBe('calc(100% - 0.625rem)');
      await expectNoAxeViolations();
    });

    it('a key pressed on a still thumb moves the live one, which keeps the focus', async () => {
      const { location, client } = await renderPage();
      const side = within(sidebar());
      const low = side.getByRole('slider', { name: 'Minimum price' });
      act(() => low.focus());
      await userEvent.keyboard('{PageUp}');
      const host = () =>
        side
          .getByRole('slider', { name: 'Minimum price' })
          .closest('[data-slot="facet-slider-host"]');
      await waitFor(() => expect(host()?.getAttribute('data-state')).toBe('live'), {
        timeout: 10_000,
      });
      const live = side.getByRole('slider', { name: 'Minimum price' });
      expect(document.activeElement).toBe(live);
      await waitFor(() => expect(location.url).toMatch(/price_range/));
      expect(Number(live.getAttribute('aria-valuenow'))).toBeGreaterThan(
        Number(live.getAttribute('aria-valuemin')),
      );
      expect(client.requests.at(-1)?.filters.ranges?.price?.min).toBe(
        Number(live.getAttribute('aria-valuenow')),
      );
    });
  });

  describe('Condition filter: its any choice names the car types the site sells', () => {
    const anyCondition = () =>
      within(sidebar()).getByRole<HTMLSelectElement>('combobox', { name: 'Condition' })
        .selectedOptions[0]?.textContent;

    it('says New, used and demo on a site that sells all three', async () => {
      await renderPage('/search', { carTypes: ['new', 'used', 'demo'] });
      expect(anyCondition()).toBe('New, used and demo');
    });

    it('says New and used on a site that sells new and used', async () => {
      await renderPage('/search', { carTypes: ['used', 'new'] });
      expect(anyCondition()).toBe('New and used');
    });

    it('says Used on a used-car dealer’s site', async () => {
      await renderPage('/search', { carTypes: ['used'] });
      expect(anyCondition()).toBe('Used');
    });
  });

  it('a dropdown filter refines and Any clears it', async () => {
    const { location } = await renderPage();
    const body = within(sidebar()).getByRole<HTMLSelectElement>('combobox', { name: 'Body type' });
    await userEvent.selectOptions(body, 'SUV');
    await waitFor(() => expect(location.url).toBe('/search?refinementList[body][0]=SUV'));
    await waitFor(() => expect(body.value).toBe('SUV'));
    await userEvent.selectOptions(body, '__any__');
    await waitFor(() => expect(location.url).toBe('/search'));
  });

  it('the search box searches after typing stops (300 ms)', async () => {
    const { client, location } = await renderPage();
    await userEvent.type(screen.getByRole('combobox', { name: 'Search our stock' }), 'Hilux');
    await waitFor(() => expect(location.url).toBe('/search?query=Hilux'));
    expect(client.requests.filter((r) => r.query !== '')).toHaveLength(1);
  });

  it('the search box suggests makes and models with counts; a choice by keyboard searches it', async () => {
    const { location } = await renderPage();
    const box = screen.getByRole('combobox', { name: 'Search our stock' });
    await userEvent.type(box, 'ki');
    const list = await screen.findByRole('listbox', { name: 'Search suggestions' });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Kia, 4 cars']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    await expectNoAxeViolations();
    await userEvent.keyboard('{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location.url).toBe('/search?query=Kia'));
    expect((box as HTMLInputElement).value).toBe('Kia');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(box);
    // The count it promised is what the page finds.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
  });

  it('a page link click searches that page and pushes its URL', async () => {
    const { client, location } = await renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(location.url).toBe('/search?page=2'));
    expect(client.requests.at(-1)?.offset).toBe(21);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(9));
  });

  it('the CTA card sits before result 30, on page 2 of 21, with one link and no tile', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(9));
    const cells = gridCells();
    expect(cells).toHaveLength(10);
    const cta = within(cells[8] as HTMLElement).getByRole('complementary', {
      name: ctaCard.title,
    });
    expect(within(cta).getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(within(cells[9] as HTMLElement).queryByRole('article')).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Promotion' })).toBeNull();
    await expectNoAxeViolations(cta);
  });

  it('while loading, the last results stay; a slow answer dims them (aria-busy) with a polite message', async () => {
    const { client } = await renderPage();
    const release = client.hold();
    await userEvent.click(within(sidebar()).getByRole('checkbox', { name: 'Kia' }));
    const grid = screen.getAllByRole('list').find((l) => l.classList.contains('fc-search__grid'));
    const updating = () =>
      screen.getAllByRole('status').some((s) => s.textContent?.includes('Updating results'));
    // A blink of a search changes nothing on the screen but the ticked box.
    expect(grid?.getAttribute('aria-busy')).toBe('false');
    expect(updating()).toBe(false);
    expect(screen.getAllByRole('article')).toHaveLength(21);
    // One that takes longer dims the last results and says so.
    await waitFor(() => expect(grid?.getAttribute('aria-busy')).toBe('true'));
    expect(updating()).toBe(true);
    expect(screen.getAllByRole('article')).toHaveLength(21);
    await act(async () => release());
    await waitFor(() => expect(grid?.getAttribute('aria-busy')).toBe('false'));
    expect(screen.getAllByRole('article').length).toBeLessThan(21);
  });

  it('an error keeps the last results with a polite message and Try again', async () => {
    const { client } = await renderPage();
    client.failing = true;
    await userEvent.click(within(sidebar()).getByRole('checkbox', { name: 'Kia' }));
    await screen.findByText(/couldn’t update the results/);
    expect(screen.getAllByRole('article')).toHaveLength(21);
    client.failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('article').length).toBeLessThan(21));
    await expectNoAxeViolations();
  });

  it('back and forward restore the search of that URL', async () => {
    const { client, location } = await renderPage();
    const side = within(sidebar());
    await userEvent.click(side.getByRole('checkbox', { name: 'Mazda' }));
    await waitFor(() => expect(location.url).toBe('/search/mazda'));
    await waitFor(() =>
      expect((side.getByRole('checkbox', { name: 'Mazda' }) as HTMLInputElement).checked).toBe(
        true,
      ),
    );
    act(() => location.back());
    await waitFor(() =>
      expect((side.getByRole('checkbox', { name: 'Mazda' }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
    expect(client.requests.at(-1)?.filters.refinements).toEqual({});
    expect(location.url).toBe('/search');
    act(() => location.forward());
    await waitFor(() =>
      expect(client.requests.at(-1)?.filters.refinements).toEqual({ make: ['Mazda'] }),
    );
  });

  it('on phones the Filters dialog closes with the results button', async () => {
    await renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(within(dialog).getByRole('checkbox', { name: 'Toyota' })).toBeTruthy();
    await expectNoAxeViolations(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show Me 30 Cars' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // 'Show Me' lands on the results it counted.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: '30 cars' })),
    );
  });

  it('the Filters dialog loads on first opening and gives focus back to its button', async () => {
    await renderPage();
    const button = screen.getByRole('button', { name: 'Filters' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('without a server answer it shows card skeletons, then the results', async () => {
    const client = memoryClient();
    renderInStorefront(
      <SearchPage url="/search/new-cars" hitsPerPage={21} location={memorySearchLocation('/')} />,
      { client },
    );
    expect(screen.getAllByText('Loading car').length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(10));
    expect(client.requests[0]?.filters.refinements).toEqual({ car_type: ['new'] });
    expect(screen.getByRole('heading', { level: 1, name: 'New Cars' })).toBeTruthy();
  });
});
