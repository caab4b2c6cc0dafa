// When a site's hosted search (Algolia, docs/rules.md#hosted-search) fails, the shopper is told so
// plainly: the search page answers 503 with the error page's "search is not
// available" state, the search API answers 503 with `{ error }` (the search
// widget keeps the last results and offers to try again, docs/rules.md#offers-on-a-site), and the home
// page draws without its latest cars. The failure itself is logged on the
// server; nothing of it (host, key, the engine's message) reaches the shopper.
//
// Shared by the server (which throws it) and the pages' +data hooks (which
// catch it). In development Vite loads the pages' modules apart from the
// server's, so the error is recognised by its name, never by `instanceof`.

export const SEARCH_UNAVAILABLE = 'SearchUnavailableError';

/** What the shopper reads, in the search API's `{ error }` and on the page. */
export const searchUnavailableMessage =
  'Our car search is not available just now. Please try again in a moment.';

/** Thrown by `services.search` when the site's hosted search fails; carries no detail. */
export class SearchUnavailableError extends Error {
  override readonly name = SEARCH_UNAVAILABLE;
  constructor(site: string) {
    super(`site "${site}": the hosted search did not answer`);
  }
}

export function isSearchUnavailable(error: unknown): boolean {
  return error instanceof Error && error.name === SEARCH_UNAVAILABLE;
}

/** The error page's part when the search page's search failed: where to try again. */
export type SearchDown = { kind: 'search-unavailable'; retryHref: string };

export function searchDownReason(retryHref: string): SearchDown {
  return { kind: 'search-unavailable', retryHref };
}

export function isSearchDown(value: unknown): value is SearchDown {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.kind === 'search-unavailable' && typeof v.retryHref === 'string';
}
