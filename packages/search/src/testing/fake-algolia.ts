import { type Car, distanceKm, type SortKey } from '@forecourt/core';
import type { AlgoliaRequester } from '../algolia/algolia-search';
import {
  type AlgoliaRecord,
  DEFAULT_ALGOLIA_INDEX,
  defaultReplicas,
  facetAttribute,
} from '../algolia/record';
import { defaultMakeSynonyms } from '../engine/text';
import { compareForSort } from '../fields/fields';
import { matchQuery } from './reference';

// A stand-in for Algolia's search API. `createAlgoliaStandInIndex` is the evaluation:
// it answers a request of the documented shapes (`POST /1/indexes/{index}/query` with
// the params as JSON, `POST /1/indexes/*/queries` with `{ requests: [{ indexName,
// ...params }] }`) with JSON shaped as Algolia documents it (hits, nbHits, facets,
// facets_stats, processingTimeMS, ...), evaluating the subset of the `filters` syntax
// the backend writes, and, given credentials, refuses a wrong application id or key as
// Algolia does (403). Two transports share it: `createFakeAlgolia` sits behind the
// client's own requester hook (in process, so the shared behaviour suite runs against
// the Algolia backend end to end), and the renderer's tests serve it over HTTP on
// loopback (apps/renderer/src/testing/algolia-stand-in.ts).

export type SentRequest = {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
};

type Params = {
  query?: string;
  /** 'prefixLast' (Algolia's default) or 'prefixNone'; 'prefixAll' is not used. */
  queryType?: string;
  /** 'min': only the hits with the fewest typos (here: typo-free ones, when there are any). */
  typoTolerance?: boolean | string;
  filters?: string;
  /** Records matching more of these (each a filter, or a list OR-ed) rank higher. */
  optionalFilters?: (string | string[])[];
  facets?: string[];
  maxValuesPerFacet?: number;
  offset?: number;
  length?: number;
  hitsPerPage?: number;
  page?: number;
  /** 'lat, lng': geo search around the point; records without `_geoloc` are left out. */
  aroundLatLng?: string;
  /** Metres, or 'all' (no distance limit); the automatic radius is taken as 'all'. */
  aroundRadius?: number | 'all';
  /** Metres that count as one step of the geo criterion; default 10. */
  aroundPrecision?: number;
};

/** The record's `_geoloc` points (one or a list); records without one have none. */
function geolocsOf(record: AlgoliaRecord): { lat: number; long: number }[] {
  const raw = record._geoloc;
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.flatMap((p) => {
    const { lat, lng } = (p ?? {}) as { lat?: unknown; lng?: unknown };
    return typeof lat === 'number' && typeof lng === 'number' ? [{ lat, long: lng }] : [];
  });
}

/** Parses 'lat, lng' as Algolia reads aroundLatLng. */
function readLatLng(text: string): { lat: number; long: number } | null {
  const parts = text.split(',').map((p) => Number(p.trim()));
  const [lat, long] = parts;
  if (parts.length !== 2 || !Number.isFinite(lat) || !Number.isFinite(long)) return null;
  return { lat: lat as number, long: long as number };
}

type Predicate = (record: AlgoliaRecord) => boolean;

/** Parses `A AND (B OR C) AND NOT d < 5 ...` as the backend writes it. */
export function parseFilters(filters: string): Predicate {
  let at = 0;
  const peek = (s: string) => filters.startsWith(s, at);
  const expect = (s: string) => {
    if (!peek(s)) throw new Error(`fake algolia: expected "${s}" at ${at} in ${filters}`);
    at += s.length;
  };
  const skipSpaces = () => {
    while (filters[at] === ' ') at++;
  };
  const readWhile = (re: RegExp) => {
    const start = at;
    while (at < filters.length && re.test(filters[at] as string)) at++;
    return filters.slice(start, at);
  };
  const readQuoted = () => {
    expect('"');
    let out = '';
    while (at < filters.length && filters[at] !== '"') {
      if (filters[at] === '\\') at++;
      out += filters[at];
      at++;
    }
    expect('"');
    return out;
  };
  const numberOf = (record: AlgoliaRecord, attribute: string) => {
    const v = record[attribute];
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  };
  const atom = (): Predicate => {
    if (peek('NOT ')) {
      at += 4;
      const inner = atom();
      return (r) => !inner(r);
    }
    const attribute = readWhile(/[A-Za-z0-9_.]/);
    skipSpaces();
    if (peek(':')) {
      at++;
      if (peek('"')) {
        const value = readQuoted().toLowerCase();
        // Algolia matches facet values without regard to case.
        return (r) => {
          const v = r[attribute];
          const list = Array.isArray(v) ? v : [v];
          return list.some(
            (x) => x !== null && x !== undefined && String(x).toLowerCase() === value,
          );
        };
      }
      const first = readWhile(/[^ )]/);
      if (first === 'true' || first === 'false') return (r) => r[attribute] === (first === 'true');
      expect(' TO ');
      const second = readWhile(/[^ )]/);
      const lo = Number(first);
      const hi = Number(second);
      return (r) => {
        const v = numberOf(r, attribute);
        return v !== null && v >= lo && v <= hi;
      };
    }
    const op = readWhile(/[<>=!]/);
    skipSpaces();
    const n = Number(readWhile(/[^ )]/));
    return (r) => {
      const v = numberOf(r, attribute);
      if (v === null) return false;
      switch (op) {
        case '<':
          return v < n;
        case '<=':
          return v <= n;
        case '>':
          return v > n;
        case '>=':
          return v >= n;
        case '=':
          return v === n;
        case '!=':
          return v !== n;
        default:
          throw new Error(`fake algolia: operator "${op}" in ${filters}`);
      }
    };
  };
  const clause = (): Predicate => {
    if (!peek('(')) return atom();
    at++;
    const parts = [atom()];
    while (peek(' OR ')) {
      at += 4;
      parts.push(atom());
    }
    expect(')');
    return (r) => parts.some((p) => p(r));
  };
  if (filters.trim() === '') return () => true;
  const clauses = [clause()];
  while (peek(' AND ')) {
    at += 5;
    clauses.push(clause());
  }
  if (at !== filters.length)
    throw new Error(`fake algolia: unread filter text at ${at}: ${filters}`);
  return (r) => clauses.every((c) => c(r));
}

/** One request as a transport hands it over; header names in lower case. */
export type StandInRequest = {
  method: string;
  url: URL;
  headers: Record<string, string>;
  /** The request body as sent (JSON text), or undefined. */
  data: string | undefined;
};

export type StandInAnswer = { status: number; body: unknown };

export type AlgoliaStandInIndex = {
  /** Answers one request as Algolia's search API would. */
  answer(request: StandInRequest): StandInAnswer;
  upsert(records: readonly AlgoliaRecord[]): void;
  remove(ids: readonly string[]): void;
  /** The records held, by objectID. */
  readonly size: number;
};

export type AlgoliaStandInOptions = {
  indexName?: string;
  /**
   * When given, every request must carry this application id and key (headers
   * x-algolia-application-id and x-algolia-api-key, or the same names as query
   * parameters); others get Algolia's 403.
   */
  credentials?: { appId: string; apiKey: string };
};

/** Algolia's error shape: `{ message, status }`. */
function failure(status: number, message: string): StandInAnswer {
  return { status, body: { message, status } };
}

export function createAlgoliaStandInIndex(
  records: readonly AlgoliaRecord[],
  options: AlgoliaStandInOptions = {},
): AlgoliaStandInIndex {
  const store = new Map(records.map((r) => [r.objectID, r]));
  const replicas = defaultReplicas(options.indexName ?? DEFAULT_ALGOLIA_INDEX);
  const sortOf = new Map(
    // Nearest is the main index's own ranking with the geo criterion, not a replica.
    (Object.entries(replicas) as [SortKey, string][])
      .filter(([sort]) => sort !== 'nearest')
      .map(([sort, name]) => [name, sort]),
  );

  const search = (indexName: string, params: Params): StandInAnswer => {
    const sort = sortOf.get(indexName);
    if (!sort) return failure(404, 'Index does not exist');
    let predicate: Predicate;
    let optional: Predicate[];
    try {
      predicate = parseFilters(params.filters ?? '');
      optional = (params.optionalFilters ?? []).map((entry) => {
        const any = (Array.isArray(entry) ? entry : [entry]).map(parseFilters);
        return (r: AlgoliaRecord) => any.some((p) => p(r));
      });
    } catch (error) {
      return failure(400, `Invalid syntax for filter: ${(error as Error).message}`);
    }
    const around = params.aroundLatLng === undefined ? null : readLatLng(params.aroundLatLng);
    if (params.aroundLatLng !== undefined && !around) {
      return failure(400, 'Invalid value for "aroundLatLng" parameter');
    }
    // Geo search: the distance to a record's nearest point, in metres; a record
    // without `_geoloc` is not found, and one past a numeric aroundRadius neither.
    const metres = new Map<string, number>();
    if (around) {
      for (const r of store.values()) {
        const points = geolocsOf(r);
        if (points.length === 0) continue;
        const d = Math.min(...points.map((p) => distanceKm(around, p) * 1000));
        const radius = params.aroundRadius;
        if (typeof radius === 'number' && d > radius) continue;
        metres.set(r.objectID, d);
      }
    }
    const precision = Math.max(1, params.aroundPrecision ?? 10);
    const geoStep = (r: AlgoliaRecord) => Math.floor((metres.get(r.objectID) ?? 0) / precision);
    const all = [...store.values()].filter((r) => !around || metres.has(r.objectID));
    const text = matchQuery(
      all as Car[],
      params.query ?? '',
      defaultMakeSynonyms,
      params.queryType !== 'prefixNone',
    );
    // Algolia's ranking criteria in order: typo, geo (with aroundLatLng: whole steps of
    // aroundPrecision from the point), (words), filters (optionalFilters matched), ...,
    // then the index's custom ranking; replicas sort first.
    const score = (r: AlgoliaRecord) => optional.filter((p) => p(r)).length;
    let found = all.filter((r) => predicate(r) && (text === null || text.get(r.id) !== null));
    if (text && params.typoTolerance === 'min' && found.some((r) => text.get(r.id) === 'exact')) {
      found = found.filter((r) => text.get(r.id) === 'exact');
    }
    const matches = found.sort((a, b) => {
      if (sort === 'relevance') {
        if (text) {
          const ta = text.get(a.id) === 'exact' ? 0 : 1;
          const tb = text.get(b.id) === 'exact' ? 0 : 1;
          if (ta !== tb) return ta - tb;
        }
        if (around) {
          const ga = geoStep(a);
          const gb = geoStep(b);
          if (ga !== gb) return ga - gb;
        }
        const sa = score(a);
        const sb = score(b);
        if (sa !== sb) return sb - sa;
      }
      return compareForSort(a, b, sort, (r) => {
        const weekly = (r as AlgoliaRecord)[facetAttribute('weekly_price')];
        return typeof weekly === 'number' ? weekly : null;
      });
    });
    const facets: Record<string, Record<string, number>> = {};
    const facetsStats: Record<string, { min: number; max: number; avg: number; sum: number }> = {};
    for (const attribute of params.facets ?? []) {
      const counts = new Map<string, number>();
      const numbers: number[] = [];
      for (const r of matches) {
        const v = r[attribute];
        for (const x of Array.isArray(v) ? v : [v]) {
          if (x === null || x === undefined) continue;
          if (typeof x === 'number') numbers.push(x);
          counts.set(String(x), (counts.get(String(x)) ?? 0) + 1);
        }
      }
      facets[attribute] = Object.fromEntries(
        [...counts]
          .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
          .slice(0, params.maxValuesPerFacet ?? 100),
      );
      if (numbers.length > 0) {
        const sum = numbers.reduce((s, n) => s + n, 0);
        facetsStats[attribute] = {
          min: Math.min(...numbers),
          max: Math.max(...numbers),
          avg: sum / numbers.length,
          sum,
        };
      }
    }
    const hitsPerPage = params.hitsPerPage ?? 20;
    const start =
      params.length !== undefined ? (params.offset ?? 0) : (params.page ?? 0) * hitsPerPage;
    const size = params.length !== undefined ? params.length : hitsPerPage;
    return {
      status: 200,
      body: {
        hits: matches.slice(start, start + size).map((r) => ({ ...r })),
        nbHits: matches.length,
        page: params.page ?? 0,
        nbPages: hitsPerPage > 0 ? Math.ceil(matches.length / hitsPerPage) : 0,
        hitsPerPage,
        facets,
        facets_stats: facetsStats,
        exhaustiveNbHits: true,
        exhaustiveFacetsCount: true,
        processingTimeMS: 1,
        query: params.query ?? '',
        params: '',
        index: indexName,
      },
    };
  };

  const authorised = (request: StandInRequest) => {
    if (!options.credentials) return true;
    const given = (name: string) => request.headers[name] ?? request.url.searchParams.get(name);
    return (
      given('x-algolia-application-id') === options.credentials.appId &&
      given('x-algolia-api-key') === options.credentials.apiKey
    );
  };

  return {
    answer(request) {
      if (!authorised(request)) return failure(403, 'Invalid Application-ID or API key');
      let body: unknown;
      try {
        body = request.data === undefined ? undefined : JSON.parse(request.data);
      } catch {
        return failure(400, 'Invalid JSON in the request body');
      }
      const { pathname } = request.url;
      const single = /^\/1\/indexes\/([^/]+)\/query$/.exec(pathname);
      if (single && request.method === 'POST') {
        return search(decodeURIComponent(single[1] as string), (body ?? {}) as Params);
      }
      if (pathname === '/1/indexes/*/queries' && request.method === 'POST') {
        const requests = (body as { requests?: (Params & { indexName: string })[] } | undefined)
          ?.requests;
        if (!Array.isArray(requests))
          return failure(400, 'requests: a list of queries is required');
        const results = requests.map(({ indexName, ...params }) => search(indexName, params));
        const failed = results.find((r) => r.status !== 200);
        return failed ?? { status: 200, body: { results: results.map((r) => r.body) } };
      }
      return failure(404, `fake algolia: no route for ${request.method} ${pathname}`);
    },
    upsert(list) {
      for (const r of list) store.set(r.objectID, r);
    },
    remove(ids) {
      for (const id of ids) store.delete(id);
    },
    get size() {
      return store.size;
    },
  };
}

export type FakeAlgolia = {
  requester: AlgoliaRequester;
  /** Every request the client sent, in order. */
  sent: SentRequest[];
  upsert(records: readonly AlgoliaRecord[]): void;
  remove(ids: readonly string[]): void;
};

/** The stand-in behind the client's requester hook: no network, every request kept. */
export function createFakeAlgolia(
  records: readonly AlgoliaRecord[],
  options: AlgoliaStandInOptions = {},
): FakeAlgolia {
  const index = createAlgoliaStandInIndex(records, options);
  const sent: SentRequest[] = [];
  const requester: AlgoliaRequester = {
    async send(request) {
      const url = new URL(request.url);
      const data = typeof request.data === 'string' ? request.data : undefined;
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        headers[name.toLowerCase()] = value;
      }
      sent.push({
        method: request.method,
        url,
        headers: { ...request.headers },
        body: data === undefined ? undefined : JSON.parse(data),
      });
      const { status, body } = index.answer({ method: request.method, url, headers, data });
      return { status, content: JSON.stringify(body), isTimedOut: false };
    },
  };
  return { requester, sent, upsert: index.upsert, remove: index.remove };
}
