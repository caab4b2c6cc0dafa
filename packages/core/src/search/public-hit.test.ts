import { describe, expect, it } from 'vitest';
import { carSchema } from '../car/car';
import { searchResultSchema } from './protocol';
import { publicHit, publicSearchResult, readPublicSearchResult } from './public-hit';

const answer = () => ({
  hits: [{ id: '100-1', slug: '2020-toyota-hilux-sr-100-1', name: 'Toyota Hilux SR', year: 2020 }],
  count: 1,
  countEstimated: false,
  facets: { make: [{ value: 'Toyota', count: 1, isRefined: false }] },
  facetStats: { price: { min: 19990, max: 19990 } },
  page: 1,
  pages: 1,
  hitsPerPage: 21,
  offset: 0,
  ms: 0.4,
});

describe('readPublicSearchResult', () => {
  it('keeps an answer as it travels, hits and all', () => {
    const body = answer();
    expect(readPublicSearchResult(body)).toEqual(body);
    expect(readPublicSearchResult({ ...body, hits: [], count: 0, pages: 0 }).hits).toEqual([]);
  });

  it('keeps how the query was understood', () => {
    const body = {
      ...answer(),
      understood: {
        readings: [
          { kind: 'refinement', facet: 'colour', values: ['White'], words: 'white' },
          { kind: 'range', facet: 'price', range: { min: null, max: 20000 }, words: 'under 20k' },
          { kind: 'model', models: ['RAV4'], words: 'rav 4' },
        ],
        query: 'rav4',
      },
    };
    expect(readPublicSearchResult(body)).toEqual(body);
  });

  it.each([
    ['not an object', null, 'expected an object'],
    ['a negative count', { ...answer(), count: -1 }, 'count'],
    ['page 0', { ...answer(), page: 0 }, 'page'],
    ['no estimate flag', { ...answer(), countEstimated: 'no' }, 'countEstimated'],
    ['hits that are not a list', { ...answer(), hits: {} }, 'hits'],
    ['a hit without a slug', { ...answer(), hits: [{ id: '1' }] }, 'hits.0'],
    ['a facet that is not a list', { ...answer(), facets: { make: 'Toyota' } }, 'facets.make'],
    [
      'a facet value without a count',
      { ...answer(), facets: { make: [{ value: 'Toyota', isRefined: false }] } },
      'facets.make',
    ],
    [
      'an understood query without its words',
      { ...answer(), understood: { readings: [] } },
      'understood',
    ],
    [
      'a reading of no known kind',
      { ...answer(), understood: { readings: [{ kind: 'guess', words: 'x' }], query: '' } },
      'understood.readings.0',
    ],
    [
      'facet stats without a max',
      { ...answer(), facetStats: { price: { min: 1 } } },
      'facetStats.price',
    ],
  ])('rejects %s, naming the field', (_name, body, field) => {
    expect(() => readPublicSearchResult(body)).toThrow(field);
  });
});

describe('public hit projection: what a search answer carries of a car to the browser', () => {
  const lender = {
    interestRate: 7.99,
    comparisonRate: null,
    paymentWeek: 99,
    paymentMonth: null,
    termYears: 5,
    termMonths: null,
    deposit: null,
    balloon: null,
    disclaimer: 'lender text',
  };
  const car = carSchema.parse({
    id: '9',
    slug: '2021-toyota-hilux-sr5-9',
    name: '2021 Toyota Hilux SR5',
    year: 2021,
    make: 'Toyota',
    model: 'Hilux',
    car_type: 'used',
    status: 'in_stock',
    created_at: '2026-11-01T00:00:00Z',
    dealership_id: 7,
    dealership_slug: 'harbour-toyota',
    vin: 'JTMHV05J604123456',
    private_suburb: 'Paddington',
    private_postcode: '4064',
    stocknum: 'A123',
    description: 'y'.repeat(400),
    primary_image_url: '/media/cars/9/0.svg',
    images: [0, 1, 2, 3].map((n) => ({ image: { url: `/media/cars/9/${n}.svg` } })),
    autograb_data: { average_market_price: 21000, state_average_market_price: null },
    payment_processors: [{ name: 'stripe', reserve_price: 200, enabled: true }],
    finance_lenders: {
      Manual: lender,
      Taurus: {
        ...lender,
        interestRate: 6.5,
        paymentWeek: null,
        termYears: null,
        disclaimer: null,
      },
    },
  });

  it('sends only what a result card shows', () => {
    const hit = publicHit(car, { finance_provider: 'Manual' });
    const json = JSON.stringify(hit);
    for (const secret of [
      'JTMHV05J604123456',
      'Paddington',
      '4064',
      'A123',
      'autograb',
      'stripe',
    ]) {
      expect(json).not.toContain(secret);
    }
    expect(hit.primary_image_url).toBe('/images/media/cars/9/0.svg?w=640&q=80');
    expect(hit.images).toHaveLength(2);
    // Whole: the card shows the rest behind View more (docs/rules.md#result-card-description).
    expect(hit.description).toBe('y'.repeat(400));
    expect(hit.finance_lenders).toEqual({
      Manual: expect.objectContaining({ paymentWeek: 99, disclaimer: null }),
    });
  });

  it('leaves the lender figures out when the site has no provider', () => {
    expect('finance_lenders' in publicHit(car, { finance_provider: null })).toBe(false);
  });

  it('reads back through the protocol schema with the dropped fields at their defaults', () => {
    const result = searchResultSchema.parse({ ...answer(), hits: [car] });
    const parsed = searchResultSchema.parse(
      JSON.parse(JSON.stringify(publicSearchResult(result, { finance_provider: 'Manual' }))),
    );
    expect(parsed.hits.map((h) => h.slug)).toEqual([car.slug]);
    expect(parsed.hits[0]?.vin).toBeNull();
    expect(parsed.facets.make?.length).toBeGreaterThan(0);
  });
});
