// When a promo runs (SPEC §3 promo nodes: start and expiry), apart from the content
// schemas so that the popup, which only needs this, loads no zod into the page.

/** A promo's window: ISO date-times, null leaving that end open. */
export type PromoWindow = { start: string | null; expiry: string | null };

/**
 * Whether a promo runs at `now`: from its start (included) until its expiry
 * (excluded). An absent start or expiry leaves that end open.
 */
export function isPromoActive(node: PromoWindow, now: Date): boolean {
  const t = now.getTime();
  if (node.start !== null && t < Date.parse(node.start)) return false;
  if (node.expiry !== null && t >= Date.parse(node.expiry)) return false;
  return true;
}
