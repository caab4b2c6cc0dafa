import {
  emptySearchState,
  placedSearchState,
  sortKeys,
  unplacedSearchState,
} from '@forecourt/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchStateToUrl } from './search-url';
import { searchStateFromUrl } from './search-url-read';

// The shopper's postcode in a search address (docs/rules.md#place-in-search): the
// results and their order depend on it, so the address carries it and a shared or
// cached page is the same page. With a place the order starts nearest first, so the
// address names the order only when the shopper chose another one.

describe('the place in a search URL', () => {
  it('writes near with nearest first as the place default, and reads it back', () => {
    const state = {
      ...emptySearchState(),
      query: 'hilux',
      near: '2150',
      sortBy: 'nearest' as const,
    };
    const url = searchStateToUrl({ ...state, page: 2 });
    expect(url).toBe('/search?query=hilux&near=2150&page=2');
    expect(searchStateFromUrl(url)).toEqual({ ...state, page: 2 });
    expect(searchStateFromUrl('/search?near=2150').sortBy).toBe('nearest');
  });

  it('names most relevant with a place, since nearest is the default there', () => {
    const state = { ...emptySearchState(), near: '2150', sortBy: 'relevance' as const };
    const url = searchStateToUrl(state);
    expect(url).toBe('/search?near=2150&sortBy=relevance');
    expect(searchStateFromUrl(url)).toEqual(state);
    expect(searchStateFromUrl('/search?near=2150&sortBy=latest').sortBy).toBe('latest');
    // Without a place, most relevant stays the default and goes unnamed.
    expect(searchStateToUrl({ ...state, near: undefined })).toBe('/search');
    expect(searchStateFromUrl('/search?near=2150&sortBy=cheapest').sortBy).toBe('nearest');
  });

  it('drops a near that is not a postcode', () => {
    expect(searchStateFromUrl('/search?near=parramatta')).toEqual(emptySearchState());
    expect(searchStateFromUrl('/search?near=21500')).not.toHaveProperty('near');
    expect(searchStateFromUrl('/search?near=abcd').sortBy).toBe('relevance');
  });

  it('round-trips every order with and without a place, through placing and unplacing', () => {
    const postcode = fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0'));
    fc.assert(
      fc.property(
        fc.constantFrom(...sortKeys),
        fc.option(postcode, { nil: undefined }),
        fc.option(postcode, { nil: undefined }),
        (sortBy, near, next) => {
          const start = { ...emptySearchState(), sortBy, ...(near ? { near } : {}) };
          const states = [
            start,
            ...(next ? [placedSearchState(start, next)] : []),
            unplacedSearchState(start),
          ];
          for (const state of states) {
            expect(searchStateFromUrl(searchStateToUrl(state))).toEqual(state);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('placing and unplacing a search state', () => {
  it('nearest first when the place first comes, unless the shopper chose an order', () => {
    const empty = emptySearchState();
    expect(placedSearchState(empty, '2150').sortBy).toBe('nearest');
    expect(placedSearchState({ ...empty, sortBy: 'latest' }, '2150').sortBy).toBe('latest');
    // Most relevant chosen with a place is kept when the place changes.
    const relevant = { ...empty, near: '2150', sortBy: 'relevance' as const };
    expect(placedSearchState(relevant, '2680')).toEqual({ ...relevant, near: '2680' });
  });

  it('removing the place returns nearest to most relevant and keeps a chosen order', () => {
    const placed = placedSearchState(emptySearchState(), '2150');
    expect(unplacedSearchState(placed)).toEqual(emptySearchState());
    expect(unplacedSearchState({ ...placed, sortBy: 'price_asc' }).sortBy).toBe('price_asc');
  });
});
