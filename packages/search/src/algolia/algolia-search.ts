import {
  type Car,
  estimateHitCount,
  type FacetName,
  type FacetStats,
  type FacetValue,
  isRefinedRequest,
  pageCount,
  pageOfOffset,
  parseSearchHost,
  type RangeFacet,
  type SearchRequest,
  type SearchResult,
  type SearchSuggestions,
  type SortKey,
  soldWindowCutoff,
  type TermFacet,
} from '@forecourt/core';
import { algoliasearch, type SearchParamsObject, type SearchResponse } from 'algoliasearch';
import {
  facetsToCount,
  isTermFacet,
  placeOfResult,
  type ResolvedSearchOptions,
  resolveSearchOptions,
  type SearchBackend,
  type SiteSearchOptions,
  servedSort,
  toFacetValues,
} from '../backend/backend';
import { LruCache } from '../engine/lru-cache';
import { countRequest, suggestQueries } from '../query/suggest';
import { type QueryVocabulary, type UnderstoodQuery, understandQuery } from '../query/understand';
import {
  createQueryVocabulary,
  queryUnderstandingOf,
  vocabularyFacets,
  yearAt,
} from '../query/vocabulary';
import { type CompileContext, compileFilters, facetClause, refinedFacets } from './filters';
import {
  DEFAULT_ALGOLIA_INDEX,
  defaultReplicas,
  EXACT_ATTRIBUTES,
  facetAttribute,
  fromAlgoliaHit,
  PLACED_ATTRIBUTE,
} from './record';

// The hosted backend (for sites that outgrow one machine): the same protocol
// answered by Algolia. Server-side only: the settings carry the search key, which is
// sent to Algolia from the server and never put in a result.

export type AlgoliaSettings = {
  appId: string;
  apiKey: string;
  /** Default 'Car_production' (docs/rules.md#hosted-search). */
  indexName?: string;
  /**
   * Index per sort; default `${indexName}`, `_created_at_desc`, `_price_desc`, `_price_asc`,
   * `_weekly_price_asc`.
   */
  replicas?: Partial<Record<SortKey, string>>;
  /**
   * A host from the site's server config instead of Algolia's default hosts:
   * a name ("search.example", with ":port" if need be) or an https address;
   * http only on loopback (core's `parseSearchHost`), for a local stand-in.
   */
  host?: string;
  /** Transport override; tests use it to see the exact request and answer it. */
  requester?: AlgoliaRequester;
};

type Query = { indexName: string; params: SearchParamsObject };

/** Facet values asked for the query vocabulary (Algolia's most per facet). */
export const VOCABULARY_VALUES_PER_FACET = 1000;

/** A request with no query, refinement or range: the site's whole visible stock. */
const everything: SearchRequest = {
  query: '',
  filters: { refinements: {}, ranges: {} },
  sort: 'relevance',
  offset: 0,
};

/** The client's transport hook (algoliasearch `requester` option). */
export type AlgoliaRequester = NonNullable<
  NonNullable<Parameters<typeof algoliasearch>[2]>['requester']
>;

export class AlgoliaSearch implements SearchBackend {
  readonly options: ResolvedSearchOptions;
  // A true private field: the client holds the key, so it must not show up when the backend is spread or serialised.
  readonly #client: ReturnType<typeof algoliasearch>;
  private readonly replicas: Record<SortKey, string>;
  private readonly cache: LruCache<string, SearchResult>;
  /** What the site's cars carry, asked once and again after `invalidate`. */
  private vocabulary: Promise<QueryVocabulary> | null = null;

  constructor(settings: AlgoliaSettings, options: SiteSearchOptions) {
    this.options = resolveSearchOptions(options);
    const indexName = settings.indexName ?? DEFAULT_ALGOLIA_INDEX;
    this.replicas = { ...defaultReplicas(indexName), ...settings.replicas };
    this.cache = new LruCache(this.options.cacheSize);
    this.#client = algoliasearch(settings.appId, settings.apiKey, {
      ...(settings.requester ? { requester: settings.requester } : {}),
      ...(settings.host ? { hosts: [clientHost(settings.host)] } : {}),
    });
  }

  /** Forgets cached answers and the query vocabulary; the server calls it when stock changes. */
  invalidate(): void {
    this.cache.clear();
    this.vocabulary = null;
  }

  /** Keeps the settings (and the key) out of any serialised form of the backend. */
  toJSON(): { backend: 'algolia' } {
    return { backend: 'algolia' };
  }

  async search(request: SearchRequest, context: { now: Date }): Promise<SearchResult> {
    const started = performance.now();
    const hitsPerPage = request.hitsPerPage ?? this.options.hitsPerPage;
    // Sold dates are whole seconds, so the first whole second inside the window is exact.
    const soldCutoff = Math.ceil(soldWindowCutoff(context.now, this.options.soldWindowDays));
    const key = JSON.stringify([request, soldCutoff]);
    const cached = this.cache.get(key);
    if (cached) return { ...cached, ms: performance.now() - started };
    const result =
      this.options.dealershipSlugs.length === 0
        ? emptyResult(request, hitsPerPage, this.options)
        : await this.run(
            request,
            hitsPerPage,
            soldCutoff,
            await this.understand(request.query, soldCutoff, context.now),
          );
    this.cache.set(key, result);
    return { ...result, ms: performance.now() - started };
  }

  /**
   * Search-box suggestions (query/suggest.ts): the candidates are read against the same
   * vocabulary as searches, and counted together in one multi-query, each with the
   * filters its own search would send.
   */
  async suggest(input: string, context: { now: Date }): Promise<SearchSuggestions> {
    if (this.options.dealershipSlugs.length === 0) return { input, suggestions: [] };
    const soldCutoff = Math.ceil(soldWindowCutoff(context.now, this.options.soldWindowDays));
    const vocabulary = await this.queryVocabulary(soldCutoff);
    const thisYear = yearAt(context.now);
    return suggestQueries(input, vocabulary, async (queries) => {
      const requests = queries.map((query) => {
        const understood = understandQuery(query, vocabulary, { thisYear });
        const [main] = this.buildQueries(countRequest(query), 1, soldCutoff, understood);
        const { offset: _offset, length: _length, ...params } = main?.params ?? {};
        return {
          indexName: main?.indexName ?? this.replicas.relevance,
          ...params,
          hitsPerPage: 0,
          analytics: false,
          clickAnalytics: false,
        };
      });
      const answer = await this.#client.search<Record<string, unknown>>({ requests });
      return answer.results.map((r) => (r as SearchResponse).nbHits ?? 0);
    });
  }

  private compileContext(soldCutoff: number): CompileContext {
    return {
      dealershipSlugs: this.options.dealershipSlugs,
      scope: this.options.scope,
      soldCutoff,
      priceAscExcludesZero: this.options.priceAscExcludesZero,
    };
  }

  /**
   * The facets-only query the vocabulary is read from: the site's visible stock (the
   * same cars the embedded engine reads its vocabulary from), no hits.
   */
  vocabularyQuery(soldCutoff: number): Query {
    return {
      indexName: this.replicas.relevance,
      params: {
        query: '',
        filters: compileFilters(everything, this.compileContext(soldCutoff)),
        facets: vocabularyFacets.map(facetAttribute),
        maxValuesPerFacet: VOCABULARY_VALUES_PER_FACET,
        hitsPerPage: 0,
        analytics: false,
        clickAnalytics: false,
      },
    };
  }

  private queryVocabulary(soldCutoff: number): Promise<QueryVocabulary> {
    if (!this.vocabulary) {
      const { indexName, params } = this.vocabularyQuery(soldCutoff);
      const asked = this.#client
        .searchSingleIndex<Record<string, unknown>>({ indexName, searchParams: params })
        .then((answer) =>
          createQueryVocabulary((facet) =>
            Object.keys(answer.facets?.[facetAttribute(facet)] ?? {}),
          ),
        );
      this.vocabulary = asked;
      // A failed answer is not kept: the next search asks again.
      asked.catch(() => {
        if (this.vocabulary === asked) this.vocabulary = null;
      });
    }
    return this.vocabulary;
  }

  /** What the query's words mean over the site's stock (none for an empty query). */
  private async understand(
    query: string,
    soldCutoff: number,
    now: Date,
  ): Promise<UnderstoodQuery | null> {
    if (query === '') return null;
    const vocabulary = await this.queryVocabulary(soldCutoff);
    return understandQuery(query, vocabulary, { thisYear: yearAt(now) });
  }

  /**
   * The queries for a request: the main one, then one per refined facet that is counted.
   * With the query understood, what its words named is in every query's
   * filters, only the words left are sent as the query, and under most relevant the
   * models and badges they named rank first (optionalFilters). Nearest first, the
   * page's hits come from one more query, last: Algolia's geo search around the place
   * (docs/rules.md#place-in-search), which only sees cars with a point, so the main
   * query still counts every car.
   */
  buildQueries(
    request: SearchRequest,
    hitsPerPage: number,
    soldCutoff: number,
    understood: UnderstoodQuery | null = null,
  ): Query[] {
    const context = this.compileContext(soldCutoff);
    const counted = facetsToCount(request, this.options);
    const refined = refinedFacets(request).filter((f) => counted.includes(f));
    const sort = servedSort(request.sort, this.options, request.place);
    const indexName = this.replicas[sort];
    const text = textToSend(request.query, understood);
    const common: SearchParamsObject = {
      query: text.query,
      ...(text.prefix ? {} : { queryType: 'prefixNone' as const }),
      ...(text.query === '' ? {} : { typoTolerance: 'min' as const }),
      disableTypoToleranceOnAttributes: [...EXACT_ATTRIBUTES],
    };
    const named = request.sort === 'relevance' && understood ? namedFilters(understood) : [];
    const maxValuesPerFacet = Math.max(
      ...counted.filter(isTermFacet).map((f) => this.options.facetLimit(f)),
      1,
    );
    const main: Query = {
      indexName,
      params: {
        ...common,
        filters: compileFilters(request, context, null, understood),
        ...(named.length > 0 ? { optionalFilters: [named] } : {}),
        facets: counted.filter((f) => !refined.includes(f)).map(facetAttribute),
        maxValuesPerFacet,
        offset: request.offset,
        length: sort === 'nearest' ? 0 : hitsPerPage,
      },
    };
    const extra = refined.map<Query>((facet) => ({
      indexName,
      params: {
        ...common,
        filters: compileFilters(request, context, facet, understood),
        facets: [facetAttribute(facet)],
        maxValuesPerFacet,
        hitsPerPage: 0,
        analytics: false,
        clickAnalytics: false,
      },
    }));
    const place = request.place;
    if (sort !== 'nearest' || !place) return [main, ...extra];
    const nearest: Query = {
      indexName,
      params: {
        ...common,
        filters: compileFilters(request, context, null, understood),
        // Every car with a point, by whole metres from the place (equal distances
        // then in the index's own order), as the embedded engine orders them.
        aroundLatLng: `${place.lat}, ${place.long}`,
        aroundRadius: 'all',
        aroundPrecision: 1,
        offset: request.offset,
        length: hitsPerPage,
        analytics: false,
        clickAnalytics: false,
      },
    };
    return [main, ...extra, nearest];
  }

  /**
   * Nearest first, past the cars with a point: the page's rest from the cars
   * without one, in the main index's order (Algolia's geo search leaves them out).
   */
  private async unplacedHits(
    request: SearchRequest,
    soldCutoff: number,
    understood: UnderstoodQuery | null,
    offset: number,
    length: number,
  ): Promise<Record<string, unknown>[]> {
    const [main] = this.buildQueries(
      { ...request, place: undefined },
      length,
      soldCutoff,
      understood,
    );
    if (!main) return [];
    const filters = `${main.params.filters} AND ${PLACED_ATTRIBUTE}:false`;
    const answer = await this.#client.searchSingleIndex<Record<string, unknown>>({
      indexName: this.replicas.relevance,
      searchParams: {
        query: main.params.query ?? '',
        ...(main.params.queryType ? { queryType: main.params.queryType } : {}),
        ...(main.params.typoTolerance ? { typoTolerance: main.params.typoTolerance } : {}),
        disableTypoToleranceOnAttributes: [...EXACT_ATTRIBUTES],
        filters,
        offset,
        length,
        analytics: false,
        clickAnalytics: false,
      },
    });
    return (answer.hits ?? []) as Record<string, unknown>[];
  }

  private async run(
    request: SearchRequest,
    hitsPerPage: number,
    soldCutoff: number,
    understood: UnderstoodQuery | null,
  ): Promise<SearchResult> {
    const queries = this.buildQueries(request, hitsPerPage, soldCutoff, understood);
    const [mainQuery, ...extraQueries] = queries;
    const responses: SearchResponse[] =
      extraQueries.length === 0 && mainQuery
        ? [
            await this.#client.searchSingleIndex<Record<string, unknown>>({
              indexName: mainQuery.indexName,
              searchParams: mainQuery.params,
            }),
          ]
        : (
            await this.#client.search<Record<string, unknown>>({
              requests: queries.map((q) => ({ indexName: q.indexName, ...q.params })),
            })
          ).results.map((r) => r as SearchResponse);
    // The nearest sort's hits come last (buildQueries).
    const nearest =
      request.place && servedSort(request.sort, this.options, request.place) === 'nearest';
    const geo = nearest ? responses.pop() : undefined;
    const [main, ...extra] = responses;
    if (!main) throw new Error('algolia search: no answer to the main query');

    const counted = facetsToCount(request, this.options);
    const refined = refinedFacets(request).filter((f) => counted.includes(f));
    const answerFor = (facet: FacetName): SearchResponse =>
      refined.includes(facet) ? (extra[refined.indexOf(facet)] ?? main) : main;

    const facets: Partial<Record<TermFacet, FacetValue[]>> = {};
    const facetStats: Partial<Record<RangeFacet, FacetStats>> = {};
    for (const facet of counted) {
      const answer = answerFor(facet);
      const attribute = facetAttribute(facet);
      if (isTermFacet(facet)) {
        facets[facet] = toFacetValues(
          Object.entries(answer.facets?.[attribute] ?? {}),
          request.filters.refinements[facet],
          this.options.facetLimit(facet),
        );
      } else {
        const stats = answer.facets_stats?.[attribute];
        if (typeof stats?.min === 'number' && typeof stats.max === 'number') {
          facetStats[facet] = { min: stats.min, max: stats.max };
        }
      }
    }
    let found: Record<string, unknown>[] = (geo ?? main).hits ?? [];
    if (geo) {
      const placed = geo.nbHits ?? found.length;
      const total = main.nbHits ?? placed;
      if (found.length < hitsPerPage && request.offset + found.length >= placed && total > placed) {
        const rest = await this.unplacedHits(
          request,
          soldCutoff,
          understood,
          Math.max(0, request.offset - placed),
          hitsPerPage - found.length,
        );
        found = [...found, ...rest];
      }
    }
    const hits = found
      .map((hit) => fromAlgoliaHit(hit as Record<string, unknown>))
      .filter((car): car is Car => car !== null);
    const { count, countEstimated } = estimateHitCount({
      count: main.nbHits ?? hits.length,
      carTypeFacet: facets.car_type,
      refined: isRefinedRequest(request),
      siteStockCount: this.options.siteStockCount,
    });
    const understanding = understood ? queryUnderstandingOf(understood) : undefined;
    return {
      hits,
      count,
      countEstimated,
      facets,
      facetStats,
      page: pageOfOffset(request.offset, hitsPerPage),
      pages: pageCount(count, hitsPerPage),
      hitsPerPage,
      offset: request.offset,
      ms: 0,
      ...(understanding ? { understood: understanding } : {}),
      ...placeOfResult(hits, request, this.options),
    };
  }
}

/**
 * The text sent as Algolia's `query`. Understood, it is the words left, with the last one
 * a prefix only when it is the last word typed. A single word nothing was read into is
 * sent as typed, so a stock number or VIN ('ALP-0042') reaches the index whole, as the
 * embedded engine matches it.
 */
function textToSend(
  query: string,
  understood: UnderstoodQuery | null,
): { query: string; prefix: boolean } {
  if (!understood) return { query, prefix: true };
  if (understood.readings.length === 0 && understood.terms.length > 0 && !/\s/.test(query)) {
    return { query, prefix: true };
  }
  return {
    query: understood.terms.join(' '),
    prefix: understood.prefix || understood.terms.length === 0,
  };
}

/** One OR group of the models and badges the words named, for optionalFilters. */
function namedFilters(understood: UnderstoodQuery): string[] {
  return [
    ...understood.models.map((model) => facetClause(facetAttribute('model'), [model])),
    ...understood.badges.map((badge) => facetClause(facetAttribute('badge'), [badge])),
  ];
}

/** The client's host entry (v5: name, port and protocol apart) for a configured host. */
function clientHost(text: string) {
  const parsed = parseSearchHost(text);
  if (!parsed.ok) throw new Error(`algolia search: host "${text}" ${parsed.message}`);
  const { protocol, hostname, port } = parsed.host;
  return {
    url: hostname,
    ...(port === null ? {} : { port }),
    accept: 'readWrite' as const,
    protocol,
  };
}

/** The answer for a site with no dealerships: nothing, with refined values still listed. */
function emptyResult(
  request: SearchRequest,
  hitsPerPage: number,
  options: ResolvedSearchOptions,
): SearchResult {
  const facets: Partial<Record<TermFacet, FacetValue[]>> = {};
  for (const facet of facetsToCount(request, options)) {
    if (isTermFacet(facet)) {
      facets[facet] = toFacetValues(
        [],
        request.filters.refinements[facet],
        options.facetLimit(facet),
      );
    }
  }
  return {
    hits: [],
    count: 0,
    countEstimated: false,
    facets,
    facetStats: {},
    page: pageOfOffset(request.offset, hitsPerPage),
    pages: 0,
    hitsPerPage,
    offset: request.offset,
    ms: 0,
  };
}

export function createAlgoliaSearch(
  settings: AlgoliaSettings,
  options: SiteSearchOptions,
): AlgoliaSearch {
  return new AlgoliaSearch(settings, options);
}
