import type { SearchRequest, SearchResult } from '@forecourt/core';
import { referenceSearch } from '@forecourt/search/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultCardSettings } from './card-view';
import { shownSort, sortOptionsFor } from './labels';
import { PLACE_KEY } from './place-memory';
import { memorySearchLocation } from './search-location';
import { SearchPage } from './search-page';
import { expectNoAxeViolations, memoryClient, NOW, renderInStorefront, stockCars } from './testing';
import { readingLabel } from './understood-query';

// Where the shopper is, on the search page (docs/rules.md#place-in-search): the
// nearest sort once a place is known, each card's distance, the place's chip, and
// the place kept for the browsing session.

const parramatta = {
  lat: -33.8136,
  long: 151.0034,
  label: 'Parramatta NSW 2150',
  postcode: '2150',
};
const yards = [
  { id: 'near', dealershipSlug: 'alpha', lat: -33.815, long: 151.0011 },
  { id: 'far', dealershipSlug: 'alpha', lat: -34.7196, long: 146.0389 },
];
// Every other car at the far yard; the first car there, so the order changes.
const cars = stockCars().map((car, i) => ({ ...car, location_id: i % 2 === 0 ? 'far' : 'near' }));

/** The memory client, with the server's reading of a postcode into a place. */
function placingClient() {
  const client = memoryClient(cars);
  client.search = async (request: SearchRequest) => {
    client.requests.push(request);
    const place = request.near === '2150' ? parramatta : undefined;
    const result: SearchResult = {
      ...referenceSearch(
        cars,
        { ...request, ...(place ? { place } : {}) },
        { dealershipSlugs: ['alpha'], locationPoints: yards },
        NOW,
      ),
      ms: 1,
    };
    return place
      ? {
          ...result,
          understood: {
            readings: [{ kind: 'place', label: place.label, postcode: '2150', words: '' }],
            query: request.query,
          },
        }
      : result;
  };
  return client;
}

async function renderAt(url: string) {
  const client = placingClient();
  const location = memorySearchLocation(url);
  const near = url.includes('near=2150');
  const initial = await client.search({
    query: '',
    filters: { refinements: {}, ranges: {} },
    sort: 'relevance',
    hitsPerPage: 21,
    offset: 0,
    facets: undefined,
    ...(near ? { near: '2150' } : {}),
  });
  renderInStorefront(
    <SearchPage
      url={url}
      initialResult={initial}
      hitsPerPage={21}
      settings={{ cards: { ...defaultCardSettings, now: NOW.toISOString() } }}
      location={location}
    />,
    { client },
  );
  return { client, location };
}

afterEach(() => window.sessionStorage.clear());

describe('the place on the search page', { timeout: 30_000 }, () => {
  it('offers nearest in the place of most relevant once a place is known, and shows the order served', () => {
    expect(sortOptionsFor(false, true).map((o) => o.value)).toEqual([
      'nearest',
      'latest',
      'price_desc',
      'price_asc',
    ]);
    expect(sortOptionsFor(false).map((o) => o.value)).not.toContain('nearest');
    expect(shownSort('relevance', true)).toBe('nearest');
    expect(shownSort('nearest', false)).toBe('relevance');
    expect(shownSort('latest', true)).toBe('latest');
    expect(
      readingLabel({ kind: 'place', label: 'Parramatta NSW 2150', postcode: '2150', words: '' }),
    ).toBe('near Parramatta NSW 2150');
  });

  it('with a postcode: nearest first with each distance, axe clean; the chip removed clears it', async () => {
    const { location } = await renderAt('/search?near=2150');
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('nearest');
    const cards = screen.getAllByRole('article');
    expect(
      within(cards[0] as HTMLElement).getByText(/· \d+(\.\d)? km away$|· \d+ m away$/),
    ).toBeTruthy();
    expect(within(cards.at(-1) as HTMLElement).getByText(/· 4\d\d km away$/)).toBeTruthy();
    expect(window.sessionStorage.getItem(PLACE_KEY)).toBe('2150');
    await expectNoAxeViolations(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Remove near Parramatta NSW 2150' }));
    await waitFor(() => expect(location.url).toBe('/search'));
    await waitFor(() => expect(screen.queryByText(/km away/)).toBeNull());
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe(
      'relevance',
    );
    expect(window.sessionStorage.getItem(PLACE_KEY)).toBeNull();
  });

  it('searches with the postcode kept earlier in the session when the address names none', async () => {
    window.sessionStorage.setItem(PLACE_KEY, '2150');
    const { location, client } = await renderAt('/search');
    await waitFor(() => expect(location.url).toBe('/search?near=2150'));
    expect(client.requests.at(-1)?.near).toBe('2150');
    await screen.findAllByText(/km away/);
  });
});
