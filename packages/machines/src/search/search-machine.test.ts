import type { PublicSearchResult, SearchRequest } from '@forecourt/core';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { type Deferred, deferred, flush } from '../test/deferred';
import {
  QUERY_DEBOUNCE_MS,
  type SearchInput,
  SLIDER_DEBOUNCE_MS,
  searchMachine,
  sliderView,
} from './search-machine';

function result(count: number, over: Partial<PublicSearchResult> = {}): PublicSearchResult {
  return {
    hits: [],
    count,
    countEstimated: false,
    facets: { make: [{ value: 'Toyota', count, isRefined: false }] },
    facetStats: { price: { min: 4300, max: 88900 } },
    page: 1,
    pages: Math.ceil(count / 21),
    hitsPerPage: 21,
    offset: 0,
    ms: 3,
    ...over,
  };
}

/** A search backend the test answers by hand, one deferred per request. */
function start(input: Partial<SearchInput> = {}) {
  const requests: { request: SearchRequest; answer: Deferred<PublicSearchResult> }[] = [];
  const navigate = vi.fn();
  const log = vi.fn();
  const clock = new SimulatedClock();
  const machine = searchMachine.provide({
    actors: {
      search: fromPromise(async ({ input: request }) => {
        const answer = deferred<PublicSearchResult>();
        requests.push({ request, answer });
        return answer.promise;
      }),
    },
    actions: { navigate, log },
  });
  const actor = createActor(machine, { input: { url: '/search', ...input }, clock }).start();
  const urls = () => navigate.mock.calls.map((call) => (call[1] as { url: string }).url);
  const last = () => {
    const r = requests.at(-1);
    if (!r) throw new Error('no request made');
    return r;
  };
  return { actor, requests, last, navigate, urls, log, clock };
}

describe('searchMachine', () => {
  it('reads the opening URL through the codec and asks for that page', async () => {
    const { actor, last } = start({ url: '/search/toyota?page=2&sortBy=price_asc' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.state).toMatchObject({
      page: 2,
      sortBy: 'price_asc',
      refinements: { make: ['Toyota'] },
    });
    expect(last().request).toMatchObject({
      offset: 21,
      hitsPerPage: 21,
      sort: 'price_asc',
      filters: { refinements: { make: ['Toyota'] }, ranges: {} },
    });
    last().answer.resolve(result(40));
    await flush();
    expect(actor.getSnapshot().value).toBe('hasData');
    expect(actor.getSnapshot().context.result?.count).toBe(40);
  });

  it('uses the configured page size', () => {
    const { last } = start({ url: '/search?page=3', hitsPerPage: 12 });
    expect(last().request).toMatchObject({ hitsPerPage: 12, offset: 24 });
  });

  it('a server-rendered result shows at once without a first request', () => {
    const { actor, requests } = start({ url: '/search', initialResult: result(5) });
    expect(actor.getSnapshot().value).toBe('hasData');
    expect(requests).toHaveLength(0);
  });

  describe('refinement', () => {
    it('clearing filters on a later page goes back to page 1', () => {
      const { actor, urls } = start({ url: '/search/used-cars?page=2' });
      actor.send({ type: 'filter.clear' });
      expect(urls()).toEqual(['/search']);
    });

    it('changing a filter resets the page, routes to the codec URL and searches again', async () => {
      const { actor, last, urls, requests } = start({ url: '/search?page=4' });
      last().answer.resolve(result(100));
      await flush();
      actor.send({ type: 'filter.refine', facet: 'make', value: 'Toyota' });
      expect(actor.getSnapshot().value).toBe('loading');
      expect(actor.getSnapshot().context.state.page).toBe(1);
      expect(urls()).toEqual(['/search/toyota']);
      expect(requests).toHaveLength(2);
      expect(last().request.offset).toBe(0);
    });

    it('the last good hits, counts and facets stay while loading', async () => {
      const { actor, last } = start();
      last().answer.resolve(result(100));
      await flush();
      actor.send({ type: 'filter.refine', facet: 'car_type', value: 'used' });
      expect(actor.getSnapshot().context.result?.count).toBe(100);
      expect(actor.getSnapshot().context.result?.facets.make).toHaveLength(1);
    });

    it('refining the same value again removes it', async () => {
      const { actor, urls } = start();
      actor.send({ type: 'filter.refine', facet: 'make', value: 'Toyota' });
      actor.send({ type: 'filter.refine', facet: 'make', value: 'Toyota' });
      expect(urls()).toEqual(['/search/toyota', '/search']);
      expect(actor.getSnapshot().context.state.refinements).toEqual({});
    });

    it('filter.set, filter.clear of one facet and of all', () => {
      const { actor, urls } = start({ url: '/search?price_range=1000%3A5000' });
      actor.send({ type: 'filter.set', facet: 'car_type', values: ['new', 'demo'] });
      expect(urls().at(-1)).toBe('/search/new-and-demo-cars?price_range=1000%3A5000');
      actor.send({ type: 'filter.clear', facet: 'price' });
      expect(urls().at(-1)).toBe('/search/new-and-demo-cars');
      actor.send({ type: 'filter.set', facet: 'colour', values: ['Red'] });
      actor.send({ type: 'filter.clear' });
      expect(urls().at(-1)).toBe('/search');
    });

    it('range.set sets a whole range at once, from page 1, and searches it', () => {
      const { actor, urls, last } = start({ url: '/search?page=2' });
      actor.send({ type: 'range.set', facet: 'atm_kg', range: { min: null, max: 2500 } });
      expect(urls().at(-1)).toBe('/search?atm_kg=%3A2500');
      expect(last().request.filters.ranges).toEqual({ atm_kg: { min: null, max: 2500 } });
      expect(last().request.offset).toBe(0);
    });

    it('changing the sort resets the page; paging keeps the filters', () => {
      const { actor, urls } = start({ url: '/search/used-cars?page=3' });
      actor.send({ type: 'sort.change', sortBy: 'latest' });
      expect(urls().at(-1)).toBe('/search/used-cars?sortBy=latest');
      actor.send({ type: 'page.change', page: 2 });
      expect(urls().at(-1)).toBe('/search/used-cars?sortBy=latest&page=2');
    });

    it('a place comes in nearest first, most relevant stays a choice with it, and removing it goes back', () => {
      const { actor, urls, last } = start({ url: '/search?query=utes+near+parramatta' });
      // The place the words named moves out of the words into near (its chip stands for them).
      actor.send({ type: 'place.set', near: '2150', query: 'utes' });
      expect(urls().at(-1)).toBe('/search?query=utes&near=2150');
      expect(last().request).toMatchObject({ query: 'utes', near: '2150', sort: 'nearest' });
      actor.send({ type: 'sort.change', sortBy: 'relevance' });
      expect(urls().at(-1)).toBe('/search?query=utes&near=2150&sortBy=relevance');
      expect(last().request).toMatchObject({ near: '2150', sort: 'relevance' });
      // A new place keeps the order chosen.
      actor.send({ type: 'place.set', near: '2680' });
      expect(last().request).toMatchObject({ near: '2680', sort: 'relevance' });
      actor.send({ type: 'sort.change', sortBy: 'nearest' });
      actor.send({ type: 'place.clear', query: 'utes' });
      expect(urls().at(-1)).toBe('/search?query=utes');
      expect(last().request.sort).toBe('relevance');
      expect(last().request).not.toHaveProperty('near');
    });

    it('a place keeps an order chosen before it came, and after it went', () => {
      const { actor, urls, last } = start({ url: '/search?sortBy=price_asc' });
      actor.send({ type: 'place.set', near: '2150' });
      expect(urls().at(-1)).toBe('/search?near=2150&sortBy=price_asc');
      expect(last().request.sort).toBe('price_asc');
      actor.send({ type: 'place.clear', query: '' });
      expect(urls().at(-1)).toBe('/search?sortBy=price_asc');
    });

    it('a refinement that changes nothing neither routes nor searches', () => {
      const { actor, requests, navigate } = start({ url: '/search/used-cars' });
      actor.send({ type: 'page.change', page: 1 });
      actor.send({ type: 'filter.clear', facet: 'make' });
      actor.send({ type: 'filter.set', facet: 'car_type', values: ['used'] });
      expect(navigate).not.toHaveBeenCalled();
      expect(requests).toHaveLength(1);
    });
  });

  describe('responses', () => {
    it('an error keeps the previous results and retry searches again', async () => {
      const { actor, last, log } = start();
      last().answer.resolve(result(100));
      await flush();
      actor.send({ type: 'page.change', page: 2 });
      last().answer.reject(new Error('503'));
      await flush();
      expect(actor.getSnapshot().value).toBe('hasError');
      expect(actor.getSnapshot().context.result?.count).toBe(100);
      expect(log.mock.calls[0]?.[1]).toMatchObject({ level: 'error' });
      actor.send({ type: 'retry' });
      expect(actor.getSnapshot().value).toBe('loading');
      last().answer.resolve(result(100, { page: 2 }));
      await flush();
      expect(actor.getSnapshot().value).toBe('hasData');
      expect(actor.getSnapshot().context.error).toBeNull();
    });

    it('a refinement from the error state searches again', async () => {
      const { actor, last } = start();
      last().answer.reject(new Error('timeout'));
      await flush();
      actor.send({ type: 'filter.refine', facet: 'make', value: 'Mazda' });
      expect(actor.getSnapshot().value).toBe('loading');
    });

    it('an answer that arrives after a newer request is ignored', async () => {
      const { actor, requests } = start();
      actor.send({ type: 'filter.refine', facet: 'make', value: 'Toyota' });
      const [first, second] = requests.slice(-2);
      second?.answer.resolve(result(7));
      await flush();
      expect(actor.getSnapshot().context.result?.count).toBe(7);
      first?.answer.resolve(result(999));
      await flush();
      expect(actor.getSnapshot().context.result?.count).toBe(7);
    });

    it('a slow earlier answer does not end the newer loading', async () => {
      const { actor, requests } = start();
      actor.send({ type: 'filter.refine', facet: 'make', value: 'Toyota' });
      requests[0]?.answer.resolve(result(999));
      await flush();
      expect(actor.getSnapshot().value).toBe('loading');
      expect(actor.getSnapshot().context.result).toBeNull();
      requests[1]?.answer.reject(new Error('late failure'));
      requests[0]?.answer.reject(new Error('ignored'));
      await flush();
      expect(actor.getSnapshot().value).toBe('hasError');
    });
  });

  describe('search box', () => {
    it('is debounced 300 ms: one search for the last text', () => {
      const { actor, clock, urls, requests } = start();
      actor.send({ type: 'query.change', query: 'h' });
      clock.increment(QUERY_DEBOUNCE_MS - 1);
      actor.send({ type: 'query.change', query: 'hil' });
      expect(actor.getSnapshot().context.draftQuery).toBe('hil');
      clock.increment(QUERY_DEBOUNCE_MS - 1);
      expect(urls()).toEqual([]);
      actor.send({ type: 'query.change', query: 'hilux' });
      clock.increment(QUERY_DEBOUNCE_MS);
      expect(urls()).toEqual(['/search?query=hilux']);
      expect(requests).toHaveLength(2);
      expect(requests[1]?.request.query).toBe('hilux');
    });

    it('a new query resets the page', () => {
      const { actor, clock, urls } = start({ url: '/search?page=5' });
      actor.send({ type: 'query.change', query: 'ranger' });
      clock.increment(QUERY_DEBOUNCE_MS);
      expect(urls()).toEqual(['/search?query=ranger']);
    });

    it('submitting (Enter) searches at once and cancels the pending debounce', () => {
      const { actor, clock, urls } = start();
      actor.send({ type: 'query.change', query: 'ranger' });
      actor.send({ type: 'query.submit' });
      expect(urls()).toEqual(['/search?query=ranger']);
      clock.increment(QUERY_DEBOUNCE_MS);
      expect(urls()).toHaveLength(1);
    });

    it('a filter clicked while the text is still debouncing takes the text with it', () => {
      const { actor, clock, urls } = start();
      actor.send({ type: 'query.change', query: 'hilux' });
      actor.send({ type: 'filter.refine', facet: 'car_type', value: 'used' });
      expect(urls()).toEqual(['/search/used-cars?query=hilux']);
      clock.increment(QUERY_DEBOUNCE_MS);
      expect(urls()).toHaveLength(1);
    });
  });

  describe('sliders', () => {
    async function withStats() {
      const setup = start();
      setup.last().answer.resolve(result(100));
      await flush();
      return setup;
    }

    it('are debounced 400 ms and rounded to 1000 for price', async () => {
      const { actor, clock, urls } = await withStats();
      expect(sliderView(actor.getSnapshot().context, 'price')).toMatchObject({
        range: { min: 4000, max: 89000 },
        // A hundredth of the range (850) rounded to the price's 1,000, so every key
        // press lands on a price the slider shows (docs/rules.md#sliders).
        step: 1000,
      });
      actor.send({ type: 'range.change', facet: 'price', thumb: 'min', value: 10400 });
      actor.send({ type: 'range.change', facet: 'price', thumb: 'max', value: 40600 });
      expect(sliderView(actor.getSnapshot().context, 'price').values).toEqual({
        min: 10000,
        max: 41000,
      });
      clock.increment(SLIDER_DEBOUNCE_MS - 1);
      expect(urls()).toEqual([]);
      clock.increment(1);
      expect(urls()).toEqual(['/search?price_range=10000%3A41000']);
      expect(actor.getSnapshot().context.state.ranges.price).toEqual({ min: 10000, max: 41000 });
    });

    it('an attempt below the range minimum is clamped and only logged', async () => {
      const { actor, clock, log, urls } = await withStats();
      actor.send({ type: 'range.change', facet: 'price', thumb: 'min', value: -5000 });
      expect(log).toHaveBeenCalledTimes(1);
      expect(log.mock.calls[0]?.[1]).toMatchObject({ level: 'info' });
      clock.increment(SLIDER_DEBOUNCE_MS);
      expect(urls()).toEqual(['/search?price_range=4000%3A89000']);
    });

    it('an attempt above the range maximum is clamped and only logged', async () => {
      const { actor, log } = await withStats();
      actor.send({ type: 'range.change', facet: 'price', thumb: 'max', value: 500000 });
      expect(log).toHaveBeenCalledTimes(1);
      expect(sliderView(actor.getSnapshot().context, 'price').values.max).toBe(89000);
    });

    it('a value inside the range logs nothing; exactly at the bounds is inside', async () => {
      const { actor, log } = await withStats();
      actor.send({ type: 'range.change', facet: 'price', thumb: 'min', value: 4000 });
      actor.send({ type: 'range.change', facet: 'price', thumb: 'max', value: 89000 });
      expect(log).not.toHaveBeenCalled();
    });

    it('min never passes max', async () => {
      const { actor } = await withStats();
      actor.send({ type: 'range.change', facet: 'price', thumb: 'max', value: 20000 });
      actor.send({ type: 'range.change', facet: 'price', thumb: 'min', value: 60000 });
      expect(sliderView(actor.getSnapshot().context, 'price').values).toEqual({
        min: 20000,
        max: 20000,
      });
    });

    it('a value that is not a number changes nothing and is logged', async () => {
      const { actor, log } = await withStats();
      actor.send({ type: 'range.change', facet: 'km', thumb: 'min', value: Number.NaN });
      expect(sliderView(actor.getSnapshot().context, 'km').values).toEqual({ min: 0, max: 100000 });
      expect(log).toHaveBeenCalledTimes(1);
    });

    it('without facet stats the range is 0..100000', () => {
      const { actor } = start();
      expect(sliderView(actor.getSnapshot().context, 'year')).toEqual({
        range: { min: 0, max: 100000 },
        values: { min: 0, max: 100000 },
        step: 1000,
      });
    });
  });

  describe('back and forward', () => {
    it('restores the state of the URL and searches, without routing again', async () => {
      const { actor, clock, navigate, requests } = start({ url: '/search/toyota' });
      actor.send({ type: 'query.change', query: 'typing' });
      actor.send({ type: 'url.change', url: '/search/used-cars?query=ute&page=2' });
      expect(actor.getSnapshot().value).toBe('loading');
      expect(actor.getSnapshot().context.state).toMatchObject({
        query: 'ute',
        page: 2,
        refinements: { car_type: ['used'] },
      });
      expect(actor.getSnapshot().context.draftQuery).toBe('ute');
      expect(requests).toHaveLength(2);
      clock.increment(QUERY_DEBOUNCE_MS);
      expect(navigate).not.toHaveBeenCalled();
    });
  });
});
