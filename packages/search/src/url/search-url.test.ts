import {
  carTypes,
  emptySearchState,
  MAX_PAGE,
  MAX_QUERY_LENGTH,
  rangeFacets,
  type SearchState,
  searchStateSchema,
  sortKeys,
  termFacets,
} from '@forecourt/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { humanizeSlug, searchStateToUrl, slugify } from './search-url';
import { searchStateFromUrl } from './search-url-read';

const state = (over: Partial<SearchState>): SearchState => ({ ...emptySearchState(), ...over });
const makes = ['Toyota', 'Mercedes-Benz', 'Land Rover', 'BMW', 'Mazda'];
const models = ['HiLux', 'CX-5', 'C-Class', 'Range Rover Evoque', 'X5'];

describe('search state to URL', () => {
  it('the default state is /search', () => {
    expect(searchStateToUrl(emptySearchState())).toBe('/search');
  });

  it("uses the site's cars path", () => {
    expect(searchStateToUrl(emptySearchState(), { basePath: '/used-cars-for-sale/' })).toBe(
      '/used-cars-for-sale',
    );
    expect(
      searchStateFromUrl('/used-cars-for-sale/toyota', { basePath: '/used-cars-for-sale' }),
    ).toEqual(state({ refinements: { make: ['Toyota'] } }));
  });

  it('car types become the car-type paths', () => {
    const url = (types: string[]) => searchStateToUrl(state({ refinements: { car_type: types } }));
    expect(url(['new'])).toBe('/search/new-cars');
    expect(url(['used'])).toBe('/search/used-cars');
    expect(url(['demo'])).toBe('/search/demo-cars');
    expect(url(['new', 'used', 'demo'])).toBe('/search/new-used-and-demo-cars');
    expect(url(['new', 'demo'])).toBe('/search/new-and-demo-cars');
    expect(url(['used', 'demo'])).toBe('/search/used-and-demo-cars');
  });

  it('one make becomes /search/{make}, with one model /search/{make}/{model}', () => {
    expect(searchStateToUrl(state({ refinements: { make: ['Toyota'] } }))).toBe('/search/toyota');
    expect(
      searchStateToUrl(state({ refinements: { make: ['Toyota'], model: ['HiLux'] } }), {
        makes,
        models,
      }),
    ).toBe('/search/toyota/hilux');
    expect(
      searchStateToUrl(state({ refinements: { make: ['Mercedes-Benz'], model: ['C-Class'] } }), {
        makes,
        models,
      }),
    ).toBe('/search/mercedes-benz/c-class');
  });

  it('a make wins the path over car types, which go to refinementList', () => {
    expect(searchStateToUrl(state({ refinements: { make: ['Toyota'], car_type: ['used'] } }))).toBe(
      '/search/toyota?refinementList[car_type][0]=used',
    );
  });

  it('values a path cannot carry exactly go to refinementList', () => {
    // Without the list of makes, 'bmw' would read back as 'Bmw'.
    expect(searchStateToUrl(state({ refinements: { make: ['BMW'] } }))).toBe(
      '/search?refinementList[make][0]=BMW',
    );
    expect(searchStateToUrl(state({ refinements: { make: ['BMW'] } }), { makes })).toBe(
      '/search/bmw',
    );
    expect(searchStateToUrl(state({ refinements: { make: ['Toyota', 'Mazda'] } }))).toBe(
      '/search?refinementList[make][0]=Toyota&refinementList[make][1]=Mazda',
    );
  });

  it('writes query, dealership, ranges, sort and page parameters', () => {
    const url = searchStateToUrl(
      state({
        query: 'hilux & co',
        page: 3,
        sortBy: 'price_asc',
        refinements: { dealership_slug: ['gold-coast-motors'], colour: ['Red'] },
        ranges: { price: { min: 10000, max: 40000 }, km: { min: null, max: 50000 } },
      }),
    );
    expect(url).toBe(
      '/search?query=hilux%20%26%20co' +
        '&refinementList[colour][0]=Red' +
        '&refinementList[dealership_slug][0]=gold-coast-motors' +
        '&price_range=10000%3A40000&km=%3A50000&sortBy=price_asc&page=3',
    );
  });
});

describe('URL to search state', () => {
  it('reads the car-type paths', () => {
    expect(searchStateFromUrl('/search/new-and-demo-cars').refinements).toEqual({
      car_type: ['new', 'demo'],
    });
    expect(searchStateFromUrl('/search/new-used-and-demo-cars').refinements).toEqual({
      car_type: ['new', 'used', 'demo'],
    });
    expect(searchStateFromUrl('/search/used-cars/').refinements).toEqual({ car_type: ['used'] });
  });

  it('reads make and model paths through the known values, else as capitalised words', () => {
    expect(
      searchStateFromUrl('/search/land-rover/range-rover-evoque', { makes, models }).refinements,
    ).toEqual({
      make: ['Land Rover'],
      model: ['Range Rover Evoque'],
    });
    expect(searchStateFromUrl('/search/land-rover').refinements).toEqual({ make: ['Land Rover'] });
    expect(searchStateFromUrl('/search/Toyota/HiLux', { makes, models }).refinements).toEqual({
      make: ['Toyota'],
      model: ['HiLux'],
    });
  });

  it('reads refinementList, ranges, query, sortBy and page', () => {
    const read = searchStateFromUrl(
      'https://dealer.example/search?query=ranger%20xlt&refinementList%5Bdealership_slug%5D%5B0%5D=alpha&refinementList[make][1]=Mazda&refinementList[make][0]=Toyota&price_range=10000:40000&year=2018:&sortBy=latest&page=2',
    );
    expect(read).toEqual({
      query: 'ranger xlt',
      page: 2,
      sortBy: 'latest',
      refinements: { make: ['Toyota', 'Mazda'], dealership_slug: ['alpha'] },
      ranges: { price: { min: 10000, max: 40000 }, year: { min: 2018, max: null } },
    });
  });

  it('accepts one parameter per filter as a shorthand', () => {
    expect(searchStateFromUrl('/search?make=Toyota&make=Mazda&colour=Red').refinements).toEqual({
      make: ['Toyota', 'Mazda'],
      colour: ['Red'],
    });
  });

  it('ignores unknown parameters, facets and sorts', () => {
    expect(
      searchStateFromUrl(
        '/search?utm_source=x&refinementList[password][0]=x&sortBy=cheapest&fbclid=1',
      ),
    ).toEqual(emptySearchState());
  });

  it('the first of repeated scalar parameters wins', () => {
    const read = searchStateFromUrl(
      '/search?page=2&page=9&query=a&query=b&sortBy=latest&sortBy=price_asc&price_range=1:2&price_range=3:4',
    );
    expect(read.page).toBe(2);
    expect(read.query).toBe('a');
    expect(read.sortBy).toBe('latest');
    expect(read.ranges.price).toEqual({ min: 1, max: 2 });
  });

  it('clamps malformed and oversized values', () => {
    expect(searchStateFromUrl('/search?page=0').page).toBe(1);
    expect(searchStateFromUrl('/search?page=-4').page).toBe(1);
    expect(searchStateFromUrl('/search?page=abc').page).toBe(1);
    expect(searchStateFromUrl('/search?page=99999999999').page).toBe(MAX_PAGE);
    expect(searchStateFromUrl(`/search?query=${'x'.repeat(5000)}`).query).toHaveLength(
      MAX_QUERY_LENGTH,
    );
    expect(searchStateFromUrl('/search?price_range=40000:10000').ranges.price).toEqual({
      min: 10000,
      max: 10000,
    });
    expect(searchStateFromUrl('/search?price_range=abc').ranges).toEqual({});
    expect(searchStateFromUrl('/search?price_range=1:2:3').ranges).toEqual({});
    expect(searchStateFromUrl('/search?km=-5:x').ranges.km).toEqual({ min: 0, max: null });
    const many = Array.from({ length: 80 }, (_, i) => `refinementList[make][${i}]=M${i}`).join('&');
    expect(searchStateFromUrl(`/search?${many}`).refinements.make).toHaveLength(50);
  });

  it('never throws on malformed URLs', () => {
    for (const url of [
      '/search/%E0%A4%A',
      '/search?query=%E0%A4%A&page=%',
      '/search/used-cars/%ZZ',
      'http://[::1',
      '',
      '?&&&==&refinementList[make]=&refinementList[make][x]=A',
      '/search/-/-',
      '/search/new-new-cars',
    ]) {
      expect(() => searchStateFromUrl(url)).not.toThrow();
    }
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (url) => {
        expect(searchStateSchema.safeParse(searchStateFromUrl(url)).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        expect(() => searchStateFromUrl(url)).not.toThrow();
      }),
    );
  });
});

describe('search state → URL → search state round-trips', () => {
  const value = fc.oneof(
    fc.constantFrom(...makes, ...models, 'Used Cars', 'new-cars', '5', 'a&b=c', '100%', 'ü', ' x '),
    fc.string({ minLength: 1, maxLength: 20 }),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }),
  );
  const stateArbitrary = fc
    .record({
      query: fc.string({ maxLength: 40 }),
      page: fc.integer({ min: -3, max: MAX_PAGE + 10 }),
      sortBy: fc.constantFrom(...sortKeys),
      // The shopper's postcode: with one, the order starts nearest first.
      near: fc.option(
        fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
        { nil: undefined },
      ),
      refinements: fc.dictionary(
        fc.constantFrom(...termFacets),
        fc.oneof(
          fc.array(value, { maxLength: 3 }),
          fc.subarray([...carTypes]),
          fc.shuffledSubarray([...carTypes]),
        ),
      ),
      ranges: fc.dictionary(
        fc.constantFrom(...rangeFacets),
        fc.record({
          min: fc.option(fc.double({ min: -10, max: 2e9, noNaN: true }), { nil: null }),
          max: fc.option(fc.double({ min: -10, max: 2e9, noNaN: true }), { nil: null }),
        }),
      ),
    })
    .map((raw) => searchStateSchema.parse(raw));

  it('without a list of makes and models', () => {
    fc.assert(
      fc.property(stateArbitrary, (s) => {
        expect(searchStateFromUrl(searchStateToUrl(s))).toEqual(s);
      }),
      { numRuns: 500 },
    );
  });

  it('with a list of makes and models and a site cars path', () => {
    fc.assert(
      fc.property(stateArbitrary, fc.constantFrom('/search', '/cars', '/stock/'), (s, basePath) => {
        const options = { makes, models, basePath };
        expect(searchStateFromUrl(searchStateToUrl(s, options), options)).toEqual(s);
      }),
      { numRuns: 500 },
    );
  });
});

describe('slugs', () => {
  it('slugify and humanize', () => {
    expect(slugify('Mercedes-Benz')).toBe('mercedes-benz');
    expect(slugify(' Citroën C4 ')).toBe('citroen-c4');
    expect(slugify('!!!')).toBe('');
    expect(humanizeSlug('land-rover')).toBe('Land Rover');
  });
});
