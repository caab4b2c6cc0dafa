import {
  type SearchRequest,
  type SearchResult,
  searchStateToRequest,
  sortForPlaceWords,
} from '@forecourt/core';
import { searchStateFromUrl } from '@forecourt/search';
import { referenceSearch } from '@forecourt/search/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultCardSettings } from './card-view';
import { shownSort, sortOptionsFor } from './labels';
import { placeFromWords } from './place-from-words';
import { PLACE_KEY } from './place-memory';
import { memorySearchLocation } from './search-location';
import { SearchPage } from './search-page';
import { expectNoAxeViolations, memoryClient, NOW, renderInStorefront, stockCars } from './testing';
import { readingLabel } from './understood-query';

// Where the shopper is, on the search page (docs/rules.md#place-in-search): 'Nearest'
// offered beside 'Most relevant' and the rest once a place is known, nearest first
// by default, each card's distance in any order, the place's chip, a place read
// from the words moved into the address, and the place kept for the browsing session.

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

/**
 * The memory client, with the server's reading of the place: 'near parramatta' in the
 * words (nearest first in the default order), else the postcode 2150.
 */
function placingClient() {
  const client = memoryClient(cars);
  client.search = async (request: SearchRequest) => {
    client.requests.push(request);
    const words = /(^|\s)near parramatta(\s|$)/.test(request.query) ? 'near parramatta' : null;
    const place = words !== null || request.near === '2150' ? parramatta : undefined;
    const asked: SearchRequest = words
      ? {
          ...request,
          query: request.query.replace(words, ' ').trim().replace(/\s+/g, ' '),
          sort: sortForPlaceWords(request.sort, request.near),
        }
      : request;
    const result: SearchResult = {
      ...referenceSearch(
        cars,
        { ...asked, ...(place ? { place } : {}) },
        { dealershipSlugs: ['alpha'], locationPoints: yards },
        NOW,
      ),
      ms: 1,
    };
    return place
      ? {
          ...result,
          understood: {
            readings: [{ kind: 'place', label: place.label, postcode: '2150', words: words ?? '' }],
            query: asked.query,
          },
        }
      : result;
  };
  return client;
}

async function renderAt(url: string) {
  const client = placingClient();
  const location = memorySearchLocation(url);
  // As the server draws the page: the request the address asks for.
  const initial = await client.search(searchStateToRequest(searchStateFromUrl(url), 21));
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

const sortControl = () => screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
const optionValues = () => [...sortControl().options].map((o) => o.value);
/** Each card's distance as it reads ('· 12 km away'), in page order. */
const cardDistances = () =>
  screen
    .getAllByRole('article')
    .map((card) => /· ([\d,.]+ k?m) away/.exec(card.textContent ?? '')?.[1]);

afterEach(() => window.sessionStorage.clear());

describe('the place on the search page', { timeout: 30_000 }, () => {
  it('offers nearest above most relevant and the rest once a place is known, and shows the order served', () => {
    expect(sortOptionsFor(false, true).map((o) => o.value)).toEqual([
      'nearest',
      'relevance',
      'latest',
      'price_desc',
      'price_asc',
    ]);
    expect(sortOptionsFor(true, true).map((o) => o.value)).toContain('weekly_asc');
    expect(sortOptionsFor(false).map((o) => o.value)).not.toContain('nearest');
    expect(shownSort({ sortBy: 'relevance', near: '2150' }, true)).toBe('relevance');
    expect(shownSort({ sortBy: 'nearest', near: '2150' }, true)).toBe('nearest');
    // Place words in the default order are served nearest first.
    expect(shownSort({ sortBy: 'relevance' }, true)).toBe('nearest');
    expect(shownSort({ sortBy: 'nearest' }, false)).toBe('relevance');
    expect(shownSort({ sortBy: 'latest', near: '2150' }, true)).toBe('latest');
    expect(
      readingLabel({ kind: 'place', label: 'Parramatta NSW 2150', postcode: '2150', words: '' }),
    ).toBe('near Parramatta NSW 2150');
  });

  it('with a postcode: nearest first with each distance, axe clean; the chip removed clears it', async () => {
    const { location } = await renderAt('/search?near=2150');
    expect(sortControl().value).toBe('nearest');
    expect(optionValues().slice(0, 2)).toEqual(['nearest', 'relevance']);
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
    expect(sortControl().value).toBe('relevance');
    expect(optionValues()).not.toContain('nearest');
    expect(window.sessionStorage.getItem(PLACE_KEY)).toBeNull();
  });

  it('most relevant stays a choice with the place: its own order, the place kept, every distance shown', async () => {
    const { location, client } = await renderAt('/search?near=2150');
    const nearest = cardDistances();
    expect(nearest.every(Boolean)).toBe(true);
    await userEvent.selectOptions(sortControl(), 'relevance');
    await waitFor(() => expect(location.url).toBe('/search?near=2150&sortBy=relevance'));
    expect(client.requests.at(-1)).toMatchObject({ near: '2150', sort: 'relevance' });
    await waitFor(() => expect(cardDistances()).not.toEqual(nearest));
    expect(sortControl().value).toBe('relevance');
    expect(optionValues()).toContain('nearest');
    expect(cardDistances().every(Boolean)).toBe(true);
    expect(screen.getByRole('button', { name: 'Remove near Parramatta NSW 2150' })).toBeTruthy();
    await expectNoAxeViolations(document.body);
    // And back to nearest, which the address then leaves unnamed.
    await userEvent.selectOptions(sortControl(), 'nearest');
    await waitFor(() => expect(location.url).toBe('/search?near=2150'));
    await waitFor(() => expect(cardDistances()).toEqual(nearest));
  });

  it('moves a place the words named into the address, nearest first, most relevant then a choice', async () => {
    const { location, client } = await renderAt('/search?query=utes+near+parramatta');
    // Served nearest first from the words, and shown so at once.
    expect(sortControl().value).toBe('nearest');
    await waitFor(() => expect(location.url).toBe('/search?query=utes&near=2150'));
    expect(client.requests.at(-1)).toMatchObject({ query: 'utes', near: '2150', sort: 'nearest' });
    await userEvent.selectOptions(sortControl(), 'relevance');
    await waitFor(() => expect(location.url).toBe('/search?query=utes&near=2150&sortBy=relevance'));
    expect(client.requests.at(-1)).toMatchObject({ near: '2150', sort: 'relevance' });
    expect(sortControl().value).toBe('relevance');
  });

  it('reads the place words out of the query as typed', () => {
    const reading = {
      kind: 'place' as const,
      label: 'Parramatta NSW 2150',
      postcode: '2150',
      words: 'near parramatta',
    };
    const result = { understood: { readings: [reading], query: 'utes' } };
    expect(placeFromWords(result, 'utes near parramatta')).toEqual({ near: '2150', query: 'utes' });
    expect(placeFromWords(result, 'cheap  near parramatta utes')).toEqual({
      near: '2150',
      query: 'cheap utes',
    });
    // A stale result (the words are no longer searched) or a place from the postcode moves nothing.
    expect(placeFromWords(result, 'utes')).toBeNull();
    const fromBox = { understood: { readings: [{ ...reading, words: '' }], query: '' } };
    expect(placeFromWords(fromBox, '')).toBeNull();
  });

  it('searches with the postcode kept earlier in the session when the address names none', async () => {
    window.sessionStorage.setItem(PLACE_KEY, '2150');
    const { location, client } = await renderAt('/search');
    await waitFor(() => expect(location.url).toBe('/search?near=2150'));
    expect(client.requests.at(-1)).toMatchObject({ near: '2150', sort: 'nearest' });
    await screen.findAllByText(/km away/);
  });
});
