import { emptySearchState } from '@forecourt/core';
import { searchStateFromUrl, searchStateToUrl } from '@forecourt/search';
import { describe, expect, it } from 'vitest';
import { canonicalSearchState } from './canonical-search';

// The canonical address of a search page: the cars it chooses, not their order
// or page (docs/decisions/0019-stock-leaves-as-sitemaps-and-listing-feeds.md).

const options = { basePath: '/search', makes: ['Toyota', 'Ford'], models: ['Hilux'] };
const canonical = (url: string) =>
  searchStateToUrl(canonicalSearchState(searchStateFromUrl(url, options)), options);

describe('canonical search address', () => {
  it('leaves out the page and the sort order', () => {
    expect(canonical('/search?page=3&sortBy=price_asc')).toBe('/search');
    expect(canonical('/search/toyota/hilux?sortBy=latest&page=2')).toBe('/search/toyota/hilux');
  });

  it('keeps what chooses the cars: path, refinements, ranges and the words', () => {
    expect(canonical('/search/used-cars?query=ute&price_range=10000:30000&page=2')).toBe(
      '/search/used-cars?query=ute&price_range=10000%3A30000',
    );
    expect(canonical('/search?refinementList[colour][0]=Red')).toBe(
      '/search?refinementList[colour][0]=Red',
    );
  });

  it('drops parameters the search does not read', () => {
    expect(canonical('/search/toyota?utm_source=mail&fbclid=abc')).toBe('/search/toyota');
  });

  it('one address for the same filter in any order', () => {
    const a = canonical('/search?refinementList[make][0]=Toyota&refinementList[make][1]=Ford');
    const b = canonical('/search?refinementList[make][0]=Ford&refinementList[make][1]=Toyota');
    expect(a).toBe(b);
    expect(canonical('/search/demo-and-new-cars')).toBe('/search/new-and-demo-cars');
  });

  it('leaves the state’s own order of car types as the routes name them', () => {
    const state = { ...emptySearchState(), refinements: { car_type: ['demo', 'new'] } };
    expect(canonicalSearchState(state).refinements.car_type).toEqual(['new', 'demo']);
  });
});
