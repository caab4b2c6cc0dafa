import { emptySearchState } from '@forecourt/core';
import { describe, expect, it } from 'vitest';
import { searchStateToUrl } from './search-url';
import { searchStateFromUrl } from './search-url-read';

// The shopper's postcode in a search address (docs/rules.md#place-in-search): the
// results and their order depend on it, so the address carries it and a shared or
// cached page is the same page.

describe('the place in a search URL', () => {
  it('writes and reads near, before the sort and the page', () => {
    const state = {
      ...emptySearchState(),
      query: 'hilux',
      near: '2150',
      sortBy: 'nearest' as const,
    };
    const url = searchStateToUrl({ ...state, page: 2 });
    expect(url).toBe('/search?query=hilux&near=2150&sortBy=nearest&page=2');
    expect(searchStateFromUrl(url)).toEqual({ ...state, page: 2 });
  });

  it('drops a near that is not a postcode', () => {
    expect(searchStateFromUrl('/search?near=parramatta')).toEqual(emptySearchState());
    expect(searchStateFromUrl('/search?near=21500')).not.toHaveProperty('near');
  });
});
