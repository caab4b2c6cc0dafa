import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanRange,
  DEFAULT_HITS_PER_PAGE,
  emptySearchState,
  isRefinedRequest,
  MAX_HITS_PER_PAGE,
  MAX_QUERY_LENGTH,
  MAX_RANGE_BOUND,
  MAX_VALUES_PER_FACET_FILTER,
  pageCount,
  pageOfOffset,
  rangeFacets,
  readSearchState,
  searchRequestSchema,
  searchResultSchema,
  searchStateSchema,
  searchStateToRequest,
  sortKeys,
  termFacets,
} from './protocol';

describe('search request parsing never throws', () => {
  it('parses anything at all into a usable request', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const parsed = searchRequestSchema.safeParse(raw);
        expect(parsed.success).toBe(true);
      }),
    );
  });

  it('parses nested junk inside filters', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.anything()),
        fc.dictionary(fc.string(), fc.anything()),
        (refinements, ranges) => {
          const parsed = searchRequestSchema.safeParse({ filters: { refinements, ranges } });
          expect(parsed.success).toBe(true);
        },
      ),
    );
  });

  it('an empty body is the default request', () => {
    expect(searchRequestSchema.parse({})).toEqual({
      query: '',
      filters: { refinements: {}, ranges: {} },
      sort: 'relevance',
      hitsPerPage: undefined,
      offset: 0,
      facets: undefined,
    });
  });
});

describe('search request clamps what is out of bounds', () => {
  it('hits per page is clamped to 1..100', () => {
    expect(searchRequestSchema.parse({ hitsPerPage: 0 }).hitsPerPage).toBe(1);
    expect(searchRequestSchema.parse({ hitsPerPage: 1 }).hitsPerPage).toBe(1);
    expect(searchRequestSchema.parse({ hitsPerPage: 100 }).hitsPerPage).toBe(MAX_HITS_PER_PAGE);
    expect(searchRequestSchema.parse({ hitsPerPage: 101 }).hitsPerPage).toBe(100);
    expect(searchRequestSchema.parse({ hitsPerPage: 'x' }).hitsPerPage).toBe(DEFAULT_HITS_PER_PAGE);
  });

  it('offset is a whole number from 0', () => {
    expect(searchRequestSchema.parse({ offset: -5 }).offset).toBe(0);
    expect(searchRequestSchema.parse({ offset: 20.7 }).offset).toBe(20);
    expect(searchRequestSchema.parse({ offset: '42' }).offset).toBe(42);
    expect(searchRequestSchema.parse({ offset: Number.NaN }).offset).toBe(0);
  });

  it('an unknown sort falls back to most relevant; every listed sort is kept', () => {
    expect(searchRequestSchema.parse({ sort: 'cheapest' }).sort).toBe('relevance');
    for (const sort of sortKeys) expect(searchRequestSchema.parse({ sort }).sort).toBe(sort);
  });

  it('the query is trimmed, whitespace collapsed and cut to 200 characters', () => {
    expect(searchRequestSchema.parse({ query: '  toyota \n hilux ' }).query).toBe('toyota hilux');
    expect(searchRequestSchema.parse({ query: 'a'.repeat(500) }).query).toHaveLength(
      MAX_QUERY_LENGTH,
    );
    expect(searchRequestSchema.parse({ query: 42 }).query).toBe('');
  });

  it('refinements keep known facets only, de-duplicated, trimmed and capped', () => {
    const many = Array.from({ length: 80 }, (_, i) => `v${i}`);
    const parsed = searchRequestSchema.parse({
      filters: {
        refinements: {
          make: [' Toyota ', 'Toyota', '', 'Mazda', 7, null],
          colour: 'Red',
          nonsense: ['x'],
          model: many,
          badge: [],
          seats: [5],
        },
      },
    });
    expect(parsed.filters.refinements).toEqual({
      make: ['Toyota', 'Mazda', '7'],
      model: many.slice(0, MAX_VALUES_PER_FACET_FILTER),
      colour: ['Red'],
      seats: ['5'],
    });
  });

  it('facets lists only known facet names', () => {
    expect(searchRequestSchema.parse({ facets: ['make', 'nope', 'price'] }).facets).toEqual([
      'make',
      'price',
    ]);
    expect(searchRequestSchema.parse({ facets: 'make' }).facets).toBeUndefined();
  });
});

describe('ranges: min cannot pass max and bounds stay within 0..1,000,000,000', () => {
  it('clamps min down to max when it passes max', () => {
    expect(cleanRange({ min: 40000, max: 10000 })).toEqual({ min: 10000, max: 10000 });
  });

  it('keeps min equal to max', () => {
    expect(cleanRange({ min: 10000, max: 10000 })).toEqual({ min: 10000, max: 10000 });
  });

  it('keeps one-sided ranges and drops ranges open on both sides', () => {
    expect(cleanRange({ min: 5000 })).toEqual({ min: 5000, max: null });
    expect(cleanRange({ max: 5000 })).toEqual({ min: null, max: 5000 });
    expect(cleanRange({ min: null, max: null })).toBeNull();
    expect(cleanRange({ min: Number.NaN, max: Number.POSITIVE_INFINITY })).toBeNull();
    expect(cleanRange('10000:20000')).toBeNull();
  });

  it('clamps negative and oversized bounds', () => {
    expect(cleanRange({ min: -1, max: MAX_RANGE_BOUND + 1 })).toEqual({
      min: 0,
      max: MAX_RANGE_BOUND,
    });
    expect(Object.is(cleanRange({ min: -0, max: 1 })?.min, 0)).toBe(true);
  });
});

describe('search state', () => {
  it('parses anything into a state; page is 1-based and at least 1', () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        expect(searchStateSchema.safeParse(raw).success).toBe(true);
      }),
    );
    expect(searchStateSchema.parse({ page: 0 }).page).toBe(1);
    expect(searchStateSchema.parse({ page: '3' }).page).toBe(3);
    expect(searchStateSchema.parse({})).toEqual(emptySearchState());
  });

  it('reads a state without the schema library exactly as the schema does', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            query: fc.oneof(fc.string(), fc.anything()),
            page: fc.oneof(fc.integer(), fc.string(), fc.double()),
            sortBy: fc.oneof(fc.constantFrom(...sortKeys), fc.string()),
            refinements: fc.dictionary(fc.constantFrom(...termFacets, 'colour'), fc.anything()),
            ranges: fc.dictionary(
              fc.constantFrom(...rangeFacets, 'speed'),
              fc.record({ min: fc.anything(), max: fc.anything() }),
            ),
          }),
        ),
        (raw) => {
          expect(readSearchState(raw)).toEqual(searchStateSchema.parse(raw));
        },
      ),
    );
    expect(readSearchState({ sortBy: 'price_asc', page: '2' })).toMatchObject({
      sortBy: 'price_asc',
      page: 2,
    });
  });

  it('page N asks for the hits from offset (N-1) x page size', () => {
    const state = { ...emptySearchState(), page: 3, sortBy: 'price_asc' as const };
    expect(searchStateToRequest(state, 21)).toEqual({
      query: '',
      filters: { refinements: {}, ranges: {} },
      sort: 'price_asc',
      hitsPerPage: 21,
      offset: 42,
      facets: undefined,
    });
  });

  it('a request is refined by a query, a refinement or a range', () => {
    const base = searchRequestSchema.parse({});
    expect(isRefinedRequest(base)).toBe(false);
    expect(isRefinedRequest({ ...base, query: 'x' })).toBe(true);
    expect(
      isRefinedRequest({ ...base, filters: { refinements: { make: ['A'] }, ranges: {} } }),
    ).toBe(true);
    expect(
      isRefinedRequest({
        ...base,
        filters: { refinements: {}, ranges: { price: { min: 1, max: null } } },
      }),
    ).toBe(true);
  });

  it('page count rounds up and is 0 without hits', () => {
    expect(pageCount(0, 21)).toBe(0);
    expect(pageCount(1, 21)).toBe(1);
    expect(pageCount(21, 21)).toBe(1);
    expect(pageCount(22, 21)).toBe(2);
  });

  it('an offset falls on a 1-based page', () => {
    expect(pageOfOffset(0, 21)).toBe(1);
    expect(pageOfOffset(20, 21)).toBe(1);
    expect(pageOfOffset(21, 21)).toBe(2);
  });
});

describe('the search result says how the query was understood', () => {
  const result = {
    hits: [],
    count: 0,
    countEstimated: false,
    facets: {},
    facetStats: {},
    page: 1,
    pages: 0,
    hitsPerPage: 21,
    offset: 0,
    ms: 0,
  };

  it('is optional', () => {
    expect(searchResultSchema.parse(result)).toEqual(result);
  });

  it('lists readings of each kind and the words left', () => {
    const understood = {
      readings: [
        { kind: 'refinement', facet: 'body', values: ['Ute'], words: 'ute' },
        { kind: 'range', facet: 'price', range: { min: null, max: 30000 }, words: 'under 30k' },
        { kind: 'model', models: ['CX-5'], words: 'cx5' },
      ],
      query: 'cx 5',
    };
    expect(searchResultSchema.parse({ ...result, understood }).understood).toEqual(understood);
    expect(
      searchResultSchema.safeParse({
        ...result,
        understood: { readings: [{ kind: 'refinement', facet: 'nope', values: [], words: '' }] },
      }).success,
    ).toBe(false);
  });
});
