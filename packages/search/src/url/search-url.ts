import {
  type CarType,
  carTypes,
  defaultSortFor,
  type NumericRange,
  type RangeFacet,
  rangeFacets,
  type SearchState,
  type TermFacet,
  termFacets,
} from '@forecourt/core';

// Routes and search page parameters, both ways: a search state becomes
// /search, /search/{cartype}-cars, /search/{make} or /search/{make}/{model} (under the
// site's cars path) plus query, page, sortBy, refinementList[facet][i] and one
// parameter per range; any URL at all reads back into a state (docs/rules.md#search-urls). Reading never throws:
// unknown, repeated, oversized or malformed parts are ignored or clamped.

export type SearchUrlOptions = {
  /** The site's cars path (docs/rules.md#search-urls: configurable per site); default '/search'. */
  basePath?: string;
  /**
   * Makes and models the stock carries, so /search/{make}/{model} reads back into the
   * exact facet values ('mercedes-benz' → 'Mercedes-Benz'). Without them a slug reads
   * back as capitalised words ('land-rover' → 'Land Rover').
   */
  makes?: readonly string[];
  models?: readonly string[];
};

export const DEFAULT_SEARCH_PATH = '/search';

/** URL parameter of each range facet; the price ones are price_range and weekly_price_range (docs/rules.md#search-urls). */
export const rangeParams: Readonly<Record<RangeFacet, string>> = {
  price: 'price_range',
  km: 'km',
  year: 'year',
  subscription_price: 'subscription_price',
  weekly_price: 'weekly_price_range',
  tare_kg: 'tare_kg',
  atm_kg: 'atm_kg',
  length_ft: 'length_ft',
};

/** At most this many query parameters are read; the rest are ignored. */
export const MAX_URL_PARAMS = 300;

/** 'Mercedes-Benz' → 'mercedes-benz', 'Land Rover' → 'land-rover', 'CX-5' → 'cx-5'. */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** 'land-rover' → 'Land Rover': the reading of a slug that matches no known value. */
export function humanizeSlug(slug: string): string {
  return slug
    .split('-')
    .filter((w) => w !== '')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/**
 * Each list of known makes or models by slug, built once per list (the first value
 * wins where two share a slug): every card's 'Find Similar' link and every pager
 * link reads a path back, and slugifying the whole list each time was most of the
 * search page's URL work on a phone. The lists are read-only options.
 */
const slugIndexes = new WeakMap<readonly string[], ReadonlyMap<string, string>>();

function slugIndex(known: readonly string[]): ReadonlyMap<string, string> {
  let index = slugIndexes.get(known);
  if (!index) {
    const built = new Map<string, string>();
    for (const value of known) {
      const slug = slugify(value);
      if (!built.has(slug)) built.set(slug, value);
    }
    index = built;
    slugIndexes.set(known, index);
  }
  return index;
}

function resolveSlug(slug: string, known: readonly string[] | undefined): string {
  return (known && slugIndex(known).get(slug)) ?? humanizeSlug(slug);
}

function normalizeBase(basePath: string | undefined): string {
  const trimmed = (basePath ?? DEFAULT_SEARCH_PATH).trim().replace(/\/+$/, '');
  if (trimmed === '') return '';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

const CAR_TYPE_SEGMENT = /^(new|used|demo)(?:-(?:and-)?(?:new|used|demo))*-cars$/;

/** ['new', 'demo'] → 'new-and-demo-cars'; the types in the order new, used, demo. */
function carTypeSegment(types: readonly CarType[]): string {
  const words = [...types];
  const last = words.pop();
  return words.length === 0 ? `${last}-cars` : `${words.join('-')}-and-${last}-cars`;
}

function readCarTypeSegment(segment: string): CarType[] | null {
  if (!CAR_TYPE_SEGMENT.test(segment)) return null;
  const words = segment.split('-').filter((w) => w !== 'and' && w !== 'cars');
  return carTypes.filter((t) => words.includes(t));
}

export type PathRefinements = Partial<Record<'make' | 'model' | 'car_type', string[]>>;

export function readPath(pathname: string, options: SearchUrlOptions): PathRefinements {
  const base = normalizeBase(options.basePath);
  const lower = pathname.toLowerCase();
  let rest: string | null = null;
  for (const prefix of [base, DEFAULT_SEARCH_PATH]) {
    const p = prefix.toLowerCase();
    if (lower === p || lower === `${p}/`) rest = '';
    else if (lower.startsWith(`${p}/`)) rest = pathname.slice(prefix.length + 1);
    if (rest !== null) break;
  }
  if (rest === null) return {};
  const segments = rest
    .split('/')
    .map((s) => {
      try {
        return slugify(decodeURIComponent(s));
      } catch {
        return '';
      }
    })
    .filter((s) => s !== '');
  const [first, second] = segments;
  if (first === undefined) return {};
  const types = readCarTypeSegment(first);
  if (types) return { car_type: types };
  const make = resolveSlug(first, options.makes);
  if (make === '') return {};
  const model = second === undefined ? '' : resolveSlug(second, options.models);
  return model === '' ? { make: [make] } : { make: [make], model: [model] };
}

const sameList = (a: readonly string[] | undefined, b: readonly string[] | undefined) =>
  (a ?? []).length === (b ?? []).length && (a ?? []).every((v, i) => v === b?.[i]);

/** The path part for a state, and which refinements it already carries. */
function writePath(
  state: SearchState,
  options: SearchUrlOptions,
): { path: string; carried: TermFacet[] } {
  const base = normalizeBase(options.basePath);
  const { make, model, car_type: types } = state.refinements;
  // A path is used only when reading it back gives exactly the same values.
  const tryPath = (segments: string[], carried: TermFacet[]) => {
    const path = `${base}/${segments.join('/')}`;
    const read = readPath(path, options);
    const ok = carried.every((f) =>
      sameList(read[f as keyof PathRefinements], state.refinements[f]),
    );
    const extra = (Object.keys(read) as TermFacet[]).filter((f) => !carried.includes(f));
    return ok && extra.length === 0 ? { path, carried } : null;
  };
  if (make?.length === 1) {
    const makeSlug = slugify(make[0] as string);
    if (model?.length === 1) {
      const both = tryPath([makeSlug, slugify(model[0] as string)], ['make', 'model']);
      if (both && makeSlug !== '') return both;
    }
    const only = makeSlug === '' ? null : tryPath([makeSlug], ['make']);
    if (only) return only;
  }
  if (
    types &&
    types.length > 0 &&
    types.every((t) => (carTypes as readonly string[]).includes(t))
  ) {
    const inOrder = carTypes.filter((t) => types.includes(t));
    if (sameList(inOrder, types)) {
      const byType = tryPath([carTypeSegment(inOrder)], ['car_type']);
      if (byType) return byType;
    }
  }
  return { path: base === '' ? '/' : base, carried: [] };
}

function formatBound(n: number | null): string {
  return n === null ? '' : String(n);
}

export function readBound(raw: string): number | null {
  const s = raw.trim();
  if (s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

export function readRange(raw: string): NumericRange | null {
  const parts = raw.split(':');
  if (parts.length !== 2) return null;
  return { min: readBound(parts[0] as string), max: readBound(parts[1] as string) };
}

/** The URL (path and query) for a search state. */
export function searchStateToUrl(state: SearchState, options: SearchUrlOptions = {}): string {
  const { path, carried } = writePath(state, options);
  const params: string[] = [];
  const add = (key: string, value: string) => params.push(`${key}=${encodeURIComponent(value)}`);
  if (state.query !== '') add('query', state.query);
  for (const facet of termFacets) {
    if (carried.includes(facet)) continue;
    for (const [i, value] of (state.refinements[facet] ?? []).entries()) {
      add(`refinementList[${facet}][${i}]`, value);
    }
  }
  for (const facet of rangeFacets) {
    const range = state.ranges[facet];
    if (range) add(rangeParams[facet], `${formatBound(range.min)}:${formatBound(range.max)}`);
  }
  // The shopper's postcode: the results and their order depend on it (docs/rules.md#place-in-search).
  if (state.near !== undefined) add('near', state.near);
  // The order only when it is not the one the state starts in: nearest with a place.
  if (state.sortBy !== defaultSortFor(state)) add('sortBy', state.sortBy);
  if (state.page > 1) add('page', String(state.page));
  return params.length === 0 ? path : `${path}?${params.join('&')}`;
}
