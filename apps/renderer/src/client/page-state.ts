// What a server-rendered page hands its own browser code to hydrate with: the
// site's header and footer data, the page's +data and, on the error page,
// whether it is a 404. It travels as JSON in one element of the page, written by
// pages/+bodyHtmlEnd.ts and read by src/client/hydrate.tsx (a page
// loads this small entry instead of Vike's client runtime).

import type { SiteFrameData } from '../page-data/site-frame';

export const PAGE_STATE_ID = 'fc-page-state';

export type PageState = { site: SiteFrameData; data: unknown; is404?: boolean };

/**
 * The page state as the text of a JSON <script>. Only what JSON keeps is
 * accepted: a Date, a Map or a function would reach the browser as something
 * else and the page would differ from the server's, so it is an error here.
 * Every '<' is escaped so the text can never close its element.
 */
export function serializePageState(state: PageState): string {
  const json = JSON.stringify(state, function check(key, value) {
    const raw: unknown = (this as Record<string, unknown>)[key];
    if (
      raw instanceof Date ||
      raw instanceof Map ||
      raw instanceof Set ||
      typeof raw === 'bigint'
    ) {
      throw new TypeError(`page data is not plain JSON at "${key}"`);
    }
    if (typeof raw === 'number' && !Number.isFinite(raw)) {
      throw new TypeError(`page data holds a number JSON cannot carry at "${key}"`);
    }
    return value;
  });
  return json.replace(/</g, '\\u003c');
}

/** Reads the page state back in the browser; null when the page has none. */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  return JSON.parse(text) as PageState;
}
