import { carTypes, DEFAULT_SORT, type SearchState, type TermRefinements } from '@forecourt/core';

// The canonical address of a search page (`<link rel="canonical">`):
// one address per set of cars. What chooses the cars is part of it: the path
// (the cars path, /{cartype}-cars, /{make}, /{make}/{model}), the refinements
// (refinementList[…]), the ranges (price_range, km, year…) and the shopper's
// words (query). What only orders or pages through the same cars is not:
// sortBy and page. Parameters the codec does not read (utm_*, fbclid…) are
// never part of it. Values of a facet are put in one order, so two spellings of
// the same filter share one address. The sitemap lists search pages by this
// same state (src/server/feeds/sitemap.ts), so its addresses are the pages' own.

export function canonicalSearchState(state: SearchState): SearchState {
  const refinements: TermRefinements = {};
  for (const [facet, values] of Object.entries(state.refinements) as [
    keyof TermRefinements,
    string[] | undefined,
  ][]) {
    if (!values || values.length === 0) continue;
    const unique = [...new Set(values)];
    // Car types in the order the /{cartype}-cars paths name them (new, used, demo).
    refinements[facet] =
      facet === 'car_type'
        ? [
            ...carTypes.filter((t) => unique.includes(t)),
            ...unique.filter((v) => !(carTypes as readonly string[]).includes(v)).sort(),
          ]
        : unique.sort();
  }
  // The place orders the same cars and adds their distances: not a page of its own.
  const { near: _near, ...cars } = state;
  return { ...cars, page: 1, sortBy: DEFAULT_SORT, refinements };
}
