import { cleanNearPostcode } from '@forecourt/core';

// The shopper's place for the browsing session (docs/rules.md#place-in-search): the
// postcode they gave last (in the search box or the locations page's box), kept in
// the tab's sessionStorage. Pages are drawn on the server without it (the search
// address carries the place, so a page stays shareable and cacheable); the search
// page, once hydrated, searches again with it when its address names no place.

/** Where the postcode is kept (the tab's sessionStorage, per site host). */
export const PLACE_KEY = 'forecourt:place';

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage turned off: the place lasts for the page it was given on.
    return null;
  }
}

/** The postcode kept this session, or null. */
export function rememberedPostcode(): string | null {
  try {
    return cleanNearPostcode(sessionStore()?.getItem(PLACE_KEY)) ?? null;
  } catch {
    return null;
  }
}

/** Keeps the postcode for the session; null forgets it (the place's chip removed). */
export function rememberPostcode(postcode: string | null): void {
  try {
    const store = sessionStore();
    if (postcode === null) store?.removeItem(PLACE_KEY);
    else store?.setItem(PLACE_KEY, postcode);
  } catch {
    // A full or refused store: the place still applies to this search.
  }
}
