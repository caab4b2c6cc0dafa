import { carPointReader, searchRequestSchema } from '@forecourt/core';
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
  // Records carry the point of the car's location (`_geoloc`), as the site's points say.
  const pointOf = carPointReader(options.locationPoints ?? []);
  const fake = createFakeAlgolia(stock.map((car) => toAlgoliaRecord(car, provider, pointOf)));
  const backend = createAlgoliaSearch({ ...settings, requester: fake.requester }, options);
  return {
    backend,
    change(upserts, removals = []) {
      fake.upsert(upserts.map((car) => toAlgoliaRecord(car, provider, pointOf)));
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
    // A search with a query first asks for the site's vocabulary, once.
    const vocabulary = { ...emptyAnswer, facets: { make: { Toyota: 2 }, model: { HiLux: 2 } } };
    const { requester, sent } = scripted(vocabulary, {
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
    expect(sent).toHaveLength(2);
    expect(new URL(sent[0]?.url ?? '').pathname).toBe('/1/indexes/Car_production/query');
    expect(sent[0]?.body).toMatchObject({ query: '', hitsPerPage: 0, maxValuesPerFacet: 1000 });
    expect(new URL(sent[1]?.url ?? '').pathname).toBe('/1/indexes/*/queries');
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
      // A whole model name is no unfinished word: it is not matched as a prefix.
      queryType: 'prefixNone',
      typoTolerance: 'min',
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
    // 'hilux' names a model: it stays the query (the model's own word), not a filter.
    expect(sent[1]?.body).toEqual({
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

describe('a query the Algolia backend understands', () => {
  const vocabulary = {
    ...emptyAnswer,
    facets: {
      body: { SUV: 4, Ute: 3 },
      colour: { White: 5 },
      make: { Toyota: 6 },
      model: { RAV4: 2, HiLux: 3 },
      badge: { GX: 1, GXL: 1 },
    },
  };
  const site = { dealershipSlugs: ['a'] };
  const scope =
    'dealership_slug:"a" AND show_on_dealer_website:true' +
    ' AND (status:"in_stock" OR status:"coming_soon" OR status:"sold")' +
    ` AND NOT sold_window_timestamp < ${cutoff}`;

  it('asks for the vocabulary once, a facets-only query over the site, until invalidated', async () => {
    const { requester, sent } = scripted(
      vocabulary,
      emptyAnswer,
      emptyAnswer,
      vocabulary,
      emptyAnswer,
    );
    const backend = createAlgoliaSearch({ ...settings, requester }, site);
    await backend.search(searchRequestSchema.parse({ query: 'ute', facets: [] }), { now });
    await backend.search(searchRequestSchema.parse({ query: 'suv', facets: [] }), { now });
    expect(sent).toHaveLength(3);
    expect(new URL(sent[0]?.url ?? '').pathname).toBe('/1/indexes/Car_production/query');
    expect(sent[0]?.body).toEqual({
      query: '',
      filters: scope,
      facets: [
        'car_type',
        'item_type',
        'body',
        'fuel',
        'transmission',
        'drive',
        'colour',
        'make',
        'filtered_features',
        'tag',
        'off_road_rating',
        'seats',
        'berths',
        'model',
        'badge',
      ],
      maxValuesPerFacet: 1000,
      hitsPerPage: 0,
      analytics: false,
      clickAnalytics: false,
    });
    backend.invalidate();
    await backend.search(searchRequestSchema.parse({ query: 'ute', facets: [] }), { now });
    expect(sent).toHaveLength(5);
    expect(sent[3]?.body).toMatchObject({ query: '', hitsPerPage: 0 });
  });

  it('sends what the words named as filters, the words left as the query, named models first', async () => {
    const { requester, sent } = scripted(vocabulary, emptyAnswer);
    const backend = createAlgoliaSearch({ ...settings, requester }, site);
    const result = await backend.search(
      searchRequestSchema.parse({ query: 'white suv under 40k rav 4 gx', facets: [] }),
      { now },
    );
    expect(sent[1]?.body).toMatchObject({
      query: 'rav4 gx',
      // Only the fewest typos: 'gx' is spelled so, so no car 1 typo away joins.
      typoTolerance: 'min',
      // A price the words named leaves out cars whose price does not show.
      filters: `${scope} AND body:"SUV" AND colour:"White" AND price <= 40000 AND price > 10`,
      optionalFilters: [['model:"RAV4"', 'badge:"GX"']],
    });
    // 'gx' was typed last: it may be unfinished (Algolia's default, prefixLast).
    expect(sent[1]?.body).not.toHaveProperty('queryType');
    expect(result.understood?.query).toBe('rav4 gx');
    expect(result.understood?.readings.map((r) => r.words)).toEqual([
      'under 40k',
      'white',
      'suv',
      'rav 4',
    ]);
  });

  it('a word typed before others is whole (prefixNone); a lone code is sent as typed', async () => {
    const { requester, sent } = scripted(vocabulary, emptyAnswer, emptyAnswer, emptyAnswer);
    const backend = createAlgoliaSearch({ ...settings, requester }, site);
    await backend.search(searchRequestSchema.parse({ query: 'hil ute', facets: [] }), { now });
    expect(sent[1]?.body).toMatchObject({ query: 'hil', queryType: 'prefixNone' });
    await backend.search(searchRequestSchema.parse({ query: 'ALP-0042', facets: [] }), { now });
    expect(sent[2]?.body).toMatchObject({ query: 'ALP-0042' });
    expect(sent[2]?.body).not.toHaveProperty('queryType');
    // Other sorts get no optionalFilters (a replica sorts first).
    await backend.search(
      searchRequestSchema.parse({ query: 'hilux', sort: 'price_asc', facets: [] }),
      { now },
    );
    expect(sent[3]?.body).not.toHaveProperty('optionalFilters');
  });

  it('a refined facet counted disjunctively keeps what the words named', async () => {
    const { requester, sent } = scripted(vocabulary, { results: [emptyAnswer, emptyAnswer] });
    const backend = createAlgoliaSearch({ ...settings, requester }, site);
    await backend.search(
      searchRequestSchema.parse({
        query: 'ute',
        facets: ['make'],
        filters: { refinements: { make: ['Toyota'] } },
      }),
      { now },
    );
    const body = sent[1]?.body as { requests: { filters: string }[] } | undefined;
    expect(body?.requests.map((r) => r.filters)).toEqual([
      `${scope} AND make:"Toyota" AND body:"Ute"`,
      `${scope} AND body:"Ute"`,
    ]);
  });

  it('a failed vocabulary answer is not kept', async () => {
    const { requester, sent } = scripted(new Error('down'), vocabulary, emptyAnswer);
    const backend = createAlgoliaSearch({ ...settings, requester }, site);
    const q = searchRequestSchema.parse({ query: 'ute', facets: [] });
    await expect(backend.search(q, { now })).rejects.toThrow();
    await backend.search(q, { now });
    expect(sent).toHaveLength(3);
    expect(sent[2]?.body).toMatchObject({ filters: `${scope} AND body:"Ute"` });
  });

  it('records carry the words full-text search reads, numbers only where they count', () => {
    const record = toAlgoliaRecord(
      testCar({ id: '1', model: '86', stocknum: 'HT000123', description: '147 kW, $19,990' }),
      null,
    );
    const words = String(record.search_text).split(' ');
    expect(words).toContain('86');
    expect(words).toContain('000123');
    expect(words).toContain('kw');
    expect(words).not.toContain('147');
    expect(words).not.toContain('990');
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

  it('a rejected request rejects the search (the page keeps its last results)', async () => {
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
