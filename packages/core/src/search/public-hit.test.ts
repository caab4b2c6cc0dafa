import { describe, expect, it } from 'vitest';
import { readPublicSearchResult } from './public-hit';

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

  it('keeps how the query was understood (issue 15)', () => {
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
