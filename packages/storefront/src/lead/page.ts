import type { LeadPage } from '@forecourt/machines';

// The parts of a lead only the browser knows (docs/rules.md#search-urls): the page address, the
// user agent, the pages visited and the query parameters that brought the
// shopper here. On the server (an inline form's first render) they are
// stand-ins; the browser makes its own when the form hydrates.

const SERVER_PAGE: LeadPage = { url: 'http://localhost/', userAgent: '' };

/** Query parameters a link carries for the dealer's reports (campaign tags and click ids). */
const LINKED = /^(?:utm_[a-z_]+|gclid|fbclid|msclkid|dclid)$/i;

export function browserPage(): LeadPage {
  if (typeof window === 'undefined') return SERVER_PAGE;
  const here = new URL(window.location.href);
  const visitedPages: string[] = [];
  try {
    const from = document.referrer ? new URL(document.referrer) : null;
    if (from && from.origin === here.origin) visitedPages.push(from.pathname + from.search);
  } catch {
    // An unreadable referrer only means one visited page fewer.
  }
  const current = here.pathname + here.search;
  if (visitedPages.at(-1) !== current) visitedPages.push(current);
  const linkedQueryParams: Record<string, string> = {};
  for (const [key, value] of here.searchParams) {
    if (LINKED.test(key)) linkedQueryParams[key] = value;
  }
  return {
    url: here.href,
    userAgent: window.navigator.userAgent,
    visitedPages,
    linkedQueryParams,
  };
}

/**
 * One UUID per form (docs/rules.md#search-request): a double click or a retry reuses it, so the
 * server files one lead. randomUUID needs a secure context; elsewhere the
 * same version-4 layout is made from getRandomValues.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
