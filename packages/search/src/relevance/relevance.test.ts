import {
  type Car,
  isVisibleInSearch,
  type SearchResult,
  searchRequestSchema,
} from '@forecourt/core';
import { afterAll, describe, expect, it } from 'vitest';
import { createAlgoliaSearch } from '../algolia/algolia-search';
import { toAlgoliaRecord } from '../algolia/record';
import type { SearchBackend, SiteSearchOptions } from '../backend/backend';
import { createEmbeddedSearch } from '../engine/embedded-search';
import { StockIndex } from '../engine/stock-index';
import { createFakeAlgolia } from '../testing/fake-algolia';
import { generateStock, stockDealershipSlugs } from '../testing/stock';
import { type RelevanceQuery, relevanceQueries } from './queries';

// The relevance suite (docs/decisions/0004-query-understanding-for-both-backends.md): shopper queries over a realistic stock, each with what
// its words mean (a predicate over a car), on every backend. A query passes when every
// one of the first 21 hits means what the words say and the cars found are at least 90%
// of the cars that do (recall). RELEVANCE_REPORT=1 prints a line per query.

const now = new Date('2025-06-10T12:00:00.000Z');
// Seed 2: its stock has cars for every query (the default seed has no 2020 Ranger).
const stock = generateStock({ count: 3000, now, seed: 2 });
const site: SiteSearchOptions = { dealershipSlugs: stockDealershipSlugs() };
const shown = stock.filter((car) => isVisibleInSearch(car, { now, soldWindowDays: 3 }));
const FIRST_PAGE = 21;
const PAGE = 100;
const MIN_RECALL = 0.9;

type Outcome = {
  query: string;
  trueCount: number;
  count: number;
  found: number;
  firstPageWrong: number;
  understood: string;
};

async function everyHit(backend: SearchBackend, query: string): Promise<Car[]> {
  const hits: Car[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await backend.search(
      searchRequestSchema.parse({ query, hitsPerPage: PAGE, offset, facets: [] }),
      { now },
    );
    hits.push(...page.hits);
    if (offset + PAGE >= page.count) return hits;
  }
}

const describeReading = (result: SearchResult) =>
  (result.understood?.readings ?? [])
    .map((r) =>
      r.kind === 'refinement'
        ? `${r.facet}=${r.values.join('|')}`
        : r.kind === 'range'
          ? `${r.facet}=${r.range.min ?? ''}..${r.range.max ?? ''}`
          : r.kind === 'model'
            ? `model=${r.models.join('|')}`
            : `place=${r.label}`,
    )
    .concat(result.understood ? [`text="${result.understood.query}"`] : [])
    .join(' ');

async function measure(backend: SearchBackend, { query, means }: RelevanceQuery): Promise<Outcome> {
  const first = await backend.search(searchRequestSchema.parse({ query, facets: [] }), { now });
  const all = await everyHit(backend, query);
  return {
    query,
    trueCount: shown.filter(means).length,
    count: first.count,
    found: all.filter(means).length,
    firstPageWrong: first.hits.slice(0, FIRST_PAGE).filter((car) => !means(car)).length,
    understood: describeReading(first),
  };
}

function describeRelevance(name: string, create: () => SearchBackend): void {
  describe(`relevance: ${name}`, () => {
    const backend = create();
    const outcomes: Outcome[] = [];
    afterAll(() => {
      if (!process.env.RELEVANCE_REPORT) return;
      const lines = outcomes.map(
        (o) =>
          `${o.query.padEnd(28)} true ${String(o.trueCount).padStart(4)}  found ${String(o.found).padStart(4)}  count ${String(o.count).padStart(4)}  recall ${(o.trueCount === 0 ? 100 : (100 * o.found) / o.trueCount).toFixed(0).padStart(3)}%  first page wrong ${o.firstPageWrong}  ${o.understood}`,
      );
      console.log(`relevance: ${name}\n${lines.join('\n')}`);
    });

    it.each(relevanceQueries.map((entry) => [entry.query, entry] as const))(
      '%s: the first 21 hits mean it, and at least 90% of the cars that do are found',
      async (_query, entry) => {
        const outcome = await measure(backend, entry);
        outcomes.push(outcome);
        expect(outcome.trueCount, 'the stock has cars the words mean').toBeGreaterThan(0);
        expect(outcome.firstPageWrong, 'hits on the first page that do not mean it').toBe(0);
        expect(outcome.found, 'cars found that mean it').toBeGreaterThanOrEqual(
          MIN_RECALL * outcome.trueCount,
        );
      },
    );
  });
}

it('has at least 60 queries', () => {
  expect(relevanceQueries.length).toBeGreaterThanOrEqual(60);
  expect(new Set(relevanceQueries.map((q) => q.query)).size).toBe(relevanceQueries.length);
});

describeRelevance('embedded engine', () => createEmbeddedSearch(StockIndex.build(stock), site));

describeRelevance('algolia backend (fake)', () => {
  const fake = createFakeAlgolia(stock.map((car) => toAlgoliaRecord(car, null)));
  return createAlgoliaSearch(
    { appId: 'RELEVANCE', apiKey: 'key', requester: fake.requester },
    site,
  );
});
