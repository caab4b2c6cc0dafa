import {
  type NumericRange,
  type RangeFacet,
  rangeFacets,
  readSearchState,
  type SearchState,
  type TermFacet,
  termFacets,
} from '@forecourt/core';
import {
  MAX_URL_PARAMS,
  type PathRefinements,
  rangeParams,
  readPath,
  readRange,
  type SearchUrlOptions,
} from './search-url';

// Reading a search URL back into a state (the other half of search-url.ts),
// kept apart because it checks the state with core's schema: pages that only
// write search links (result cards on the home page) do not load it.

const REFINEMENT_KEY = /^refinementList\[([a-z_]+)\](?:\[(\d*)\])?$/;
const rangeByParam = new Map<string, RangeFacet>([
  ...rangeFacets.map((f) => [rangeParams[f], f] as const),
  ...rangeFacets.map((f) => [f, f] as const),
]);
const isTermFacet = (key: string): key is TermFacet =>
  (termFacets as readonly string[]).includes(key);

/**
 * The search state a URL asks for. Accepts a full URL or a path with a query string.
 * The first of repeated scalar parameters wins; refinement values keep their index
 * order; a shorthand `make=Toyota` (repeatable) is read like refinementList[make].
 */
export function searchStateFromUrl(url: string | URL, options: SearchUrlOptions = {}): SearchState {
  let parsed: URL;
  try {
    parsed = new URL(String(url), 'http://localhost');
  } catch {
    return readSearchState({});
  }
  const fromPath = readPath(parsed.pathname, options);
  const indexed = new Map<TermFacet, { index: number; order: number; value: string }[]>();
  const scalars = new Map<string, string>();
  const ranges: Partial<Record<RangeFacet, NumericRange>> = {};
  let order = 0;
  let seen = 0;
  for (const [key, value] of parsed.searchParams) {
    if (++seen > MAX_URL_PARAMS) break;
    const refinement = REFINEMENT_KEY.exec(key);
    const facet = refinement ? refinement[1] : isTermFacet(key) ? key : null;
    if (facet !== null && facet !== undefined) {
      if (!isTermFacet(facet)) continue;
      const at = refinement?.[2];
      const index = at === undefined || at === '' ? Number.MAX_SAFE_INTEGER : Number(at);
      const list = indexed.get(facet) ?? [];
      list.push({ index, order: order++, value });
      indexed.set(facet, list);
      continue;
    }
    const range = rangeByParam.get(key);
    if (range) {
      if (!(range in ranges)) {
        const read = readRange(value);
        if (read) ranges[range] = read;
      }
      continue;
    }
    if (
      (key === 'query' || key === 'page' || key === 'sortBy' || key === 'near') &&
      !scalars.has(key)
    ) {
      scalars.set(key, value);
    }
  }
  const refinements: Partial<Record<TermFacet, string[]>> = {};
  for (const facet of termFacets) {
    const fromParams = (indexed.get(facet) ?? [])
      .sort((a, b) => a.index - b.index || a.order - b.order)
      .map((e) => e.value);
    const path = fromPath[facet as keyof PathRefinements] ?? [];
    if (path.length + fromParams.length > 0) refinements[facet] = [...path, ...fromParams];
  }
  // An order left out or unknown is the state's default: nearest with a place.
  return readSearchState({
    query: scalars.get('query') ?? '',
    page: scalars.get('page'),
    sortBy: scalars.get('sortBy'),
    refinements,
    ranges,
    near: scalars.get('near'),
  });
}
