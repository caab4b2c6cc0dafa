// When a promo runs (docs/rules.md#promotional-tiles: start and expiry) and when the promotional
// popup opens (docs/rules.md#popup), apart from the content schemas: the popup needs only this,
// so it loads neither zod nor a state machine into the page.

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

/** Where the promotional popup's flag is kept. Closing sets a stored visibility flag to false (docs/rules.md#popup). */
export const POPUP_VISIBILITY_KEY = 'forecourt:popup-visible';

/** The flag closing the popup stores. */
export const POPUP_CLOSED = 'false';

/**
 * Whether the popup opens once the page has mounted
 * (it is never shown before) (docs/rules.md#popup). It is open by default, unless its expiry (the promo
 * rule: the expiry instant excluded) has passed at `now` or `stored`, the flag read
 * from the shopper's storage, is the one closing it wrote. Anything else stored is
 * unreadable and leaves the default.
 */
export function popupOpensOnMount(input: {
  expiry: string | null;
  stored: string | null;
  now: Date;
}): boolean {
  if (!isPromoActive({ start: null, expiry: input.expiry }, input.now)) return false;
  return input.stored !== POPUP_CLOSED;
}
