import type { CarType } from '@forecourt/core';

// /search (or the site's cars path), /search/{cartype}-cars,
// /search/{make} and /search/{make}/{model} (docs/rules.md#search-urls).

export type SearchRoute = {
  carTypes: CarType[] | null;
  makeSlug: string | null;
  modelSlug: string | null;
};

const carTypeWords: Readonly<Record<string, CarType>> = { new: 'new', used: 'used', demo: 'demo' };

/** 'new-used-and-demo-cars' → new, used, demo; null when the segment is not a car type. */
export function carTypesOf(segment: string): CarType[] | null {
  const match = /^([a-z-]+)-cars$/.exec(segment);
  if (!match?.[1]) return null;
  const words = match[1].split(/-and-|-/).filter(Boolean);
  const types: CarType[] = [];
  for (const word of words) {
    const type = carTypeWords[word];
    if (!type) return null;
    if (!types.includes(type)) types.push(type);
  }
  return types.length > 0 ? types : null;
}

/** A path segment with its percent-escapes decoded, or null when one is malformed. */
function decodedSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The search a path asks for, or null when the path is not a search page of this site. */
export function searchRouteFor(pathname: string, carsPath = '/search'): SearchRoute | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const bases = carsPath === '/search' ? ['/search'] : [carsPath, '/search'];
  for (const base of bases) {
    if (path !== base && !path.startsWith(`${base}/`)) continue;
    const rest: string[] = [];
    for (const segment of path.slice(base.length).split('/').filter(Boolean)) {
      // A malformed escape ('%E0%A4%A') names no make or model: not a search page (a 404).
      const decoded = decodedSegment(segment);
      if (decoded === null) return null;
      rest.push(decoded.toLowerCase());
    }
    if (rest.length === 0) return { carTypes: null, makeSlug: null, modelSlug: null };
    if (rest.length > 2 || rest.some((s) => !/^[a-z0-9-]+$/.test(s))) return null;
    const [first, second] = rest as [string, string | undefined];
    const types = second === undefined ? carTypesOf(first) : null;
    if (types) return { carTypes: types, makeSlug: null, modelSlug: null };
    return { carTypes: null, makeSlug: first, modelSlug: second ?? null };
  }
  return null;
}

export function slugOf(value: string): string {
  return value
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
