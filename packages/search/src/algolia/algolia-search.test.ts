import { searchRequestSchema } from '@forecourt/core';
import { describe, expect, it } from 'vitest';
import { describeSearchBackend } from '../testing/backend-suite';
import { testCar } from '../testing/car';
import { createFakeAlgolia, parseFilters } from '../testing/fake-algolia';
import { type AlgoliaRequester, createAlgoliaSearch } from './algolia-search';
import { compileFilters, formatNumber, quoteValue } from './filters';
import { fromAlgoliaHit, toAlgoliaRecord } from './record';

const settings = { appId: 'TESTAPP1', apiKey: 'search-key-not-for-browsers' };
const now = new Date('2025-06-10T12:00:00.000Z');
const cutoff = Math.ceil(now.getTime() / 1000 - 3 * 86_400);

describeSearchBackend('algolia backend (through the requester hook)', (stock, options) => {
  const provider = options.financeProvider ?? null;
  const fake = createFakeAlgolia(stock.map((car) => toAlgoliaRecord(car, provider)));
  const backend = createAlgoliaSearch({ ...settings, requester: fake.requester }, options);
  return {
    backend,
    change(upserts, removals = []) {
      fake.upsert(upserts.map((car) => toAlgoliaRecord(car, provider)));
      fake.remove(removals);
      backend.invalidate();
    },
  };
});

/** A requester that records requests and answers each with the next canned body. */
function scripted(...answers: unknown[]) {
  const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] =
    [];
  const requester: AlgoliaRequester = {
    async send(request) {
      sent.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: typeof request.data === 'string' ? JSON.parse(request.data) : undefined,
      });
      const next = answers.shift();
      return next instanceof Error
        ? {
            status: 400,
            content: JSON.stringify({ message: next.message, status: 400 }),
            isTimedOut: false,
          }
        : { status: 200, content: JSON.stringify(next), isTimedOut: false };
    },
  };
  return { requester, sent };
}

const emptyAnswer = {
  hits: [],
  nbHits: 0,
  page: 0,
  nbPages: 0,
  hitsPerPage: 21,
  processingTimeMS: 1,
  query: '',
  params: '',
};

describe('the request the Algolia backend sends', () => {
  it('an unrefined search is one query to Car_production with the site scope and sold window', async () => {
    const { requester, sent } = scripted(emptyAnswer);
    const backend = createAlgoliaSearch(
      { ...settings, requester },
      { dealershipSlugs: ['alpha', 'beta'] },
    );
    await backend.search(searchRequestSchema.parse({ facets: ['make', 'price'] }), { now });
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toMatch(
      /^https:\/\/TESTAPP1-dsn\.algolia\.net\/1\/indexes\/Car_production\/query\?/,
    );
    const url = new URL(request?.url ?? '');
    expect(url.searchParams.get('x-algolia-agent')).toContain('Algolia for JavaScript');
    expect(request?.headers['x-algolia-api-key']).toBe('search-key-not-for-browsers');
    expect(request?.headers['x-algolia-application-id']).toBe('TESTAPP1');
    expect(request?.body).toEqual({
      query: '',
      disableTypoToleranceOnAttributes: ['vin', 'stocknum'],
      filters:
        '(dealership_slug:"alpha" OR dealership_slug:"beta") AND show_on_dealer_website:true' +
        ' AND (status:"in_stock" OR status:"coming_soon" OR status:"sold")' +
        ` AND NOT sold_window_timestamp < ${cutoff}`,
      facets: ['make', 'price'],
      maxValuesPerFacet: 40,
      offset: 0,
      length: 21,
    });
  });

  it('a refined search adds one disjunctive query per refined facet, on the sort replica', async () => {
    const { requester, sent } = scripted({
      results: [emptyAnswer, emptyAnswer, emptyAnswer, emptyAnswer, emptyAnswer],
    });
    const backend = createAlgoliaSearch(
      { ...settings, requester },
      { dealershipSlugs: ['gold-coast-motors'], priceAscExcludesZero: true, hitsPerPage: 12 },
    );
    await backend.search(
      searchRequestSchema.parse({
        query: 'hilux',
        sort: 'price_asc',
        offset: 24,
        facets: ['make', 'car_type', 'colour', 'dealership_slug', 'price'],
        filters: {
          refinements: {
            dealership_slug: ['gold-coast-motors'],
            car_type: ['used'],
            make: ['Toyota', 'Mazda'],
          },
          ranges: { price: { min: 10000, max: 40000 } },
        },
      }),
      { now },
    );
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]?.url ?? '').pathname).toBe('/1/indexes/*/queries');
    const scope =
      'dealership_slug:"gold-coast-motors" AND show_on_dealer_website:true' +
      ' AND (status:"in_stock" OR status:"coming_soon" OR status:"sold")' +
      ` AND NOT sold_window_timestamp < ${cutoff} AND price > 0`;
    const make = '(make:"Toyota" OR make:"Mazda")';
    const carType = 'car_type:"used"';
    const dealership = 'dealership_slug:"gold-coast-motors"';
    const price = 'price:10000 TO 40000';
    const common = {
      query: 'hilux',
      disableTypoToleranceOnAttributes: ['vin', 'stocknum'],
      maxValuesPerFacet: 40,
    };
    const facetQuery = (facet: string, filters: string) => ({
      indexName: 'Car_production_price_asc',
      ...common,
      filters,
      facets: [facet],
      hitsPerPage: 0,
      analytics: false,
      clickAnalytics: false,
    });
    expect(sent[0]?.body).toEqual({
      requests: [
        {
          indexName: 'Car_production_price_asc',
          ...common,
          filters: `${scope} AND ${make} AND ${dealership} AND ${carType} AND ${price}`,
          facets: ['colour'],
          offset: 24,
          length: 12,
        },
        facetQuery('make', `${scope} AND ${dealership} AND ${carType} AND ${price}`),
        facetQuery('dealership_slug', `${scope} AND ${make} AND ${carType} AND ${price}`),
        facetQuery('car_type', `${scope} AND ${make} AND ${dealership} AND ${price}`),
        facetQuery('price', `${scope} AND ${make} AND ${dealership} AND ${carType}`),
      ],
    });
  });

  it('escapes quotes and backslashes in values; spaces stay inside the quotes', () => {
    expect(quoteValue('Land Rover')).toBe('"Land Rover"');
    expect(quoteValue('Say "hi"')).toBe('"Say \\"hi\\""');
    expect(quoteValue('back\\slash')).toBe('"back\\\\slash"');
    const filters = compileFilters(
      searchRequestSchema.parse({
        filters: { refinements: { model: ['Say "hi" OR make:"x"', 'back\\slash'] } },
      }),
      { dealershipSlugs: ['a b'], soldCutoff: 100, priceAscExcludesZero: false },
    );
    expect(filters).toBe(
      'dealership_slug:"a b" AND show_on_dealer_website:true' +
        ' AND (status:"in_stock" OR status:"coming_soon" OR status:"sold")' +
        ' AND NOT sold_window_timestamp < 100' +
        ' AND (model:"Say \\"hi\\" OR make:\\"x\\"" OR model:"back\\\\slash")',
    );
    // The escaped filter reads back as the same values.
    const matches = parseFilters(filters);
    const record = (model: string) =>
      toAlgoliaRecord(testCar({ id: '1', model, dealership_slug: 'a b' }), null);
    expect(matches(record('Say "hi" OR make:"x"'))).toBe(true);
    expect(matches(record('back\\slash'))).toBe(true);
    expect(matches(record('Say'))).toBe(false);
  });

  it("carries the site's stock scope: item types, car types, and the makes it sells new", () => {
    const filters = compileFilters(searchRequestSchema.parse({}), {
      dealershipSlugs: ['a'],
      scope: { itemTypes: ['car'], carTypes: ['new', 'used'], newCarMakes: ['Nissan'] },
      soldCutoff: 100,
      priceAscExcludesZero: false,
    });
    expect(filters).toContain(
      ' AND item_type:"car" AND (car_type:"new" OR car_type:"used")' +
        ' AND (car_type:"used" OR make:"Nissan")',
    );
    const matches = parseFilters(filters);
    const record = (over: Parameters<typeof testCar>[0]) =>
      toAlgoliaRecord(testCar({ dealership_slug: 'a', ...over }), null);
    expect(matches(record({ id: '1', make: 'Nissan', car_type: 'new' }))).toBe(true);
    expect(matches(record({ id: '2', make: 'Kia', car_type: 'used' }))).toBe(true);
    expect(matches(record({ id: '3', make: 'Kia', car_type: 'new' }))).toBe(false);
    expect(matches(record({ id: '4', make: 'Nissan', car_type: 'demo' }))).toBe(false);
    // A site that sells everything adds no clause.
    const all = compileFilters(searchRequestSchema.parse({}), {
      dealershipSlugs: ['a'],
      scope: {
        itemTypes: ['car', 'caravan'],
        carTypes: ['new', 'used', 'demo'],
        newCarMakes: null,
      },
      soldCutoff: 100,
      priceAscExcludesZero: false,
    });
    expect(all).not.toMatch(/item_type|car_type/);
  });

  it('one-sided ranges use comparisons; numbers never use exponent notation', () => {
    const filters = compileFilters(
      searchRequestSchema.parse({
        filters: {
          ranges: {
            km: { min: null, max: 50000 },
            year: { min: 2018, max: null },
            price: { min: 0.5, max: 1e9 },
          },
        },
      }),
      { dealershipSlugs: ['a'], soldCutoff: 1_700_000_000, priceAscExcludesZero: false },
    );
    expect(filters).toContain('price:0.5 TO 1000000000');
    expect(filters).toContain('km <= 50000');
    expect(filters).toContain('year >= 2018');
    expect(filters).toContain('NOT sold_window_timestamp < 1700000000');
    expect(formatNumber(1e21)).toBe('1000000000000000000000');
  });

  it('sends each sort to its replica', async () => {
    for (const [sort, index] of [
      ['relevance', 'Car_production'],
      ['latest', 'Car_production_created_at_desc'],
      ['price_desc', 'Car_production_price_desc'],
      ['price_asc', 'Car_production_price_asc'],
    ] as const) {
      const { requester, sent } = scripted(emptyAnswer);
      const backend = createAlgoliaSearch({ ...settings, requester }, { dealershipSlugs: ['a'] });
      await backend.search(searchRequestSchema.parse({ sort, facets: [] }), { now });
      expect(new URL(sent[0]?.url ?? '').pathname).toBe(`/1/indexes/${index}/query`);
    }
  });

  it("uses the host from the site's server config", async () => {
    const { requester, sent } = scripted(emptyAnswer);
    const backend = createAlgoliaSearch(
      { ...settings, requester, host: 'search.dealer.example' },
      { dealershipSlugs: ['a'] },
    );
    await backend.search(searchRequestSchema.parse({}), { now });
    expect(new URL(sent[0]?.url ?? '').host).toBe('search.dealer.example');
  });

  it('a host may carry its port, and a loopback stand-in may take plain http', async () => {
    const { requester, sent } = scripted(emptyAnswer, emptyAnswer);
    const withPort = createAlgoliaSearch(
      { ...settings, requester, host: 'search.dealer.example:8443' },
      { dealershipSlugs: ['a'] },
    );
    await withPort.search(searchRequestSchema.parse({}), { now });
    expect(sent[0]?.url).toMatch(/^https:\/\/search\.dealer\.example:8443\/1\/indexes\//);
    const standIn = createAlgoliaSearch(
      { ...settings, requester, host: 'http://127.0.0.1:7700' },
      { dealershipSlugs: ['a'] },
    );
    await standIn.search(searchRequestSchema.parse({}), { now });
    expect(sent[1]?.url).toMatch(
      /^http:\/\/127\.0\.0\.1:7700\/1\/indexes\/Car_production\/query\?/,
    );
  });

  it('refuses plain http to a host off this machine (the key would travel in the clear)', () => {
    expect(() =>
      createAlgoliaSearch(
        { ...settings, host: 'http://search.dealer.example' },
        { dealershipSlugs: ['a'] },
      ),
    ).toThrow('algolia search: host "http://search.dealer.example" uses http');
  });

  it('sends nothing for a site without dealerships', async () => {
    const { requester, sent } = scripted();
    const backend = createAlgoliaSearch({ ...settings, requester }, { dealershipSlugs: [] });
    const result = await backend.search(searchRequestSchema.parse({}), { now });
    expect(sent).toHaveLength(0);
    expect(result.count).toBe(0);
  });

  it('answers a repeated query from its cache until invalidated', async () => {
    const { requester, sent } = scripted(emptyAnswer, emptyAnswer);
    const backend = createAlgoliaSearch({ ...settings, requester }, { dealershipSlugs: ['a'] });
    const q = searchRequestSchema.parse({});
    await backend.search(q, { now });
    await backend.search(q, { now });
    expect(sent).toHaveLength(1);
    backend.invalidate();
    await backend.search(q, { now });
    expect(sent).toHaveLength(2);
  });
});

describe('the answer the Algolia backend reads', () => {
  const car = toAlgoliaRecord(
    testCar({ id: '42', make: 'Toyota', model: 'HiLux', price: 35990, car_type: 'used' }),
    null,
  );

  it('maps hits, nbHits, facets and facets_stats to the protocol', async () => {
    const { requester } = scripted({
      hits: [car, { objectID: 'broken', name: 'not a car' }],
      nbHits: 1234,
      page: 0,
      nbPages: 59,
      hitsPerPage: 21,
      facets: {
        make: { Toyota: 700, Mazda: 534 },
        car_type: { used: 1000, new: 234 },
      },
      facets_stats: { price: { min: 990, max: 189000, avg: 40211, sum: 49620000 } },
      exhaustiveNbHits: true,
      processingTimeMS: 3,
      query: '',
      params: '',
    });
    const backend = createAlgoliaSearch({ ...settings, requester }, { dealershipSlugs: ['alpha'] });
    const result = await backend.search(
      searchRequestSchema.parse({ facets: ['make', 'car_type', 'price', 'km'] }),
      { now },
    );
    expect(result.hits.map((c) => c.id)).toEqual(['42']);
    expect(result.hits[0]?.price).toBe(35990);
    expect(result.count).toBe(1234);
    expect(result.countEstimated).toBe(false);
    expect(result.pages).toBe(59);
    expect(result.facets).toEqual({
      make: [
        { value: 'Toyota', count: 700, isRefined: false },
        { value: 'Mazda', count: 534, isRefined: false },
      ],
      car_type: [
        { value: 'used', count: 1000, isRefined: false },
        { value: 'new', count: 234, isRefined: false },
      ],
    });
    expect(result.facetStats).toEqual({ price: { min: 990, max: 189000 } });
  });

  it('estimates counts above 1999 from the car_type facet', async () => {
    const { requester } = scripted({
      ...emptyAnswer,
      nbHits: 2400,
      facets: { car_type: { used: 1500, new: 950, demo: 10 } },
    });
    const backend = createAlgoliaSearch({ ...settings, requester }, { dealershipSlugs: ['alpha'] });
    const result = await backend.search(searchRequestSchema.parse({ facets: ['car_type'] }), {
      now,
    });
    expect(result).toMatchObject({ count: 2460, countEstimated: true });
  });

  it('a rejected request rejects the search (the page keeps its last results, SPEC §8)', async () => {
    const { requester } = scripted(new Error('Invalid filter syntax'));
    const backend = createAlgoliaSearch({ ...settings, requester }, { dealershipSlugs: ['alpha'] });
    await expect(backend.search(searchRequestSchema.parse({}), { now })).rejects.toThrow(
      'Invalid filter syntax',
    );
  });

  it('the search key never reaches a result or a serialised backend', async () => {
    const fake = createFakeAlgolia([car]);
    const backend = createAlgoliaSearch(
      { ...settings, requester: fake.requester },
      { dealershipSlugs: ['alpha'] },
    );
    const result = await backend.search(searchRequestSchema.parse({}), { now });
    expect(result.hits).toHaveLength(1);
    expect(JSON.stringify(result)).not.toContain(settings.apiKey);
    expect(JSON.stringify(backend)).not.toContain(settings.apiKey);
    expect(JSON.stringify({ ...backend })).not.toContain(settings.apiKey);
  });

  it('a wrong key is refused as Algolia refuses it (403), and the search rejects', async () => {
    const fake = createFakeAlgolia([car], { credentials: { appId: 'TESTAPP1', apiKey: 'right' } });
    const refused = createAlgoliaSearch(
      { ...settings, apiKey: 'wrong', requester: fake.requester },
      { dealershipSlugs: ['alpha'] },
    );
    await expect(refused.search(searchRequestSchema.parse({}), { now })).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
    const accepted = createAlgoliaSearch(
      { ...settings, apiKey: 'right', requester: fake.requester },
      { dealershipSlugs: ['alpha'] },
    );
    expect((await accepted.search(searchRequestSchema.parse({}), { now })).count).toBe(1);
  });

  it('reads a hit without an id through its objectID', () => {
    const { id: _id, ...withoutId } = car;
    expect(fromAlgoliaHit(withoutId)?.id).toBe('42');
  });
});
