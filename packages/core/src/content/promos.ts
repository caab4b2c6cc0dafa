import type { CarType } from '../car/car-vocabulary';
import { isPromoActive, type PromoWindow } from './promo-window';

// Where the promotional tiles and the CTA card go among the search
// results (docs/rules.md#promotional-tiles, docs/rules.md#cta-card).
// Pure rules over the site configuration's `promos` and `cta_card`; no zod here, so
// the search page may place the cards the server chose without loading a schema.

/** Promotional card tiles sit before result 8 unless a promo says otherwise (docs/rules.md#promotional-tiles). */
export const DEFAULT_PROMO_POSITION = 8;

/** The CTA card sits before result 30 unless the site says otherwise (docs/rules.md#cta-card). */
export const DEFAULT_CTA_POSITION = 30;

/** What a promo node or a card tile says about the pages it shows on. */
export type DisplayRule = { display: readonly string[]; strictDisplay: boolean };

/**
 * Whether a promo node or a card tile shows on a page of the given display types
 * (on the search page, the car types it lists: `searchDisplayTypes`).
 *
 * - No display types: it shows everywhere.
 * - Not strict (the default): its display types only keep it off pages about other
 *   types. It shows on a page that lists at least one of them, and on a page with
 *   no display type; a 'new' tile shows on /new-cars and on the whole stock, never
 *   on /used-cars.
 * - Strict: it shows only where the page is about its types alone: the page has
 *   display types and every one is among the item's. A strict 'new' tile shows on
 *   /new-cars, not on the whole stock of a site that also sells used cars.
 */
export function showsOnPage(item: DisplayRule, pageTypes: readonly string[]): boolean {
  if (item.display.length === 0) return !item.strictDisplay;
  if (item.strictDisplay) {
    return pageTypes.length > 0 && pageTypes.every((type) => item.display.includes(type));
  }
  return pageTypes.length === 0 || pageTypes.some((type) => item.display.includes(type));
}

/**
 * The display types of a search page: the car types it is narrowed to that the site
 * sells, or, when it is not narrowed to any, every type the site sells (a used-car
 * dealer's whole stock is a 'used' page).
 */
export function searchDisplayTypes(
  refined: readonly string[] | undefined,
  sold: readonly CarType[],
): CarType[] {
  const asked = sold.filter((type) => refined?.includes(type));
  return asked.length > 0 ? asked : [...sold];
}

/** A promo node as the rules read it: its window, place, display rule and tiles. */
export type PromoNodeRule<Tile extends DisplayRule> = PromoWindow &
  DisplayRule & { position: number; tiles: readonly Tile[] };

/** A card tile that may show, with the result position its promo node gives it. */
export type PromoCandidate<Tile> = { tile: Tile; position: number };

/**
 * The card tiles that may show on a page at `now`: those of the promo nodes whose
 * window is open (start included, expiry excluded) and that show for the page's
 * display types, each tile itself showing for them too. In the site's order.
 */
export function promoCandidates<Tile extends DisplayRule>(
  promos: readonly PromoNodeRule<Tile>[],
  now: Date,
  pageTypes: readonly string[],
): PromoCandidate<Tile>[] {
  return promos
    .filter((node) => isPromoActive(node, now) && showsOnPage(node, pageTypes))
    .flatMap((node) =>
      node.tiles
        .filter((tile) => showsOnPage(tile, pageTypes))
        .map((tile) => ({ tile, position: node.position })),
    );
}

/**
 * The random pick: the candidate a draw picks (any whole number; it wraps), or
 * null when there is none. The draw is the seed, from outside: the renderer's
 * request draw (the render cache keeps one page per draw), so the server picks
 * once, the page hydrates with that pick, and a test pins it by its draw.
 */
export function pickPromoTile<T>(candidates: readonly T[], draw: number): T | null {
  if (candidates.length === 0) return null;
  const n = Math.abs(Math.trunc(draw)) % candidates.length;
  return candidates[n] ?? null;
}

/**
 * Where a card placed before result `position` (1-based, counted over every page)
 * goes on a page of results: the index of this page's result it goes before, or
 * null when that result is not on this page. A card never trails the results: a
 * page with fewer results than its position does not show it.
 */
export function resultSlotOf(
  position: number,
  page: number,
  hitsPerPage: number,
  hitCount: number,
): number | null {
  const index = position - 1 - (page - 1) * hitsPerPage;
  return index >= 0 && index < Math.min(hitCount, hitsPerPage) ? index : null;
}

export type ResultCardSlots = { tile: number | null; cta: number | null };

/**
 * Where the promotional tile (docs/rules.md#promotional-tiles, result position 8) and the CTA card (docs/rules.md#cta-card, result position 30) go on a page of results, as `resultSlotOf` indexes.
 * Both are never in one slot: when they ask for the same position the tile keeps
 * it and the CTA card moves one result on (onto the next page when that position
 * ends this one). `null` for a card the page does not have.
 */
export function placeResultCards(input: {
  page: number;
  hitsPerPage: number;
  hitCount: number;
  tilePosition: number | null;
  ctaPosition: number | null;
}): ResultCardSlots {
  const { page, hitsPerPage, hitCount, tilePosition, ctaPosition } = input;
  const tile =
    tilePosition === null ? null : resultSlotOf(tilePosition, page, hitsPerPage, hitCount);
  const ctaAt =
    ctaPosition === null ? null : ctaPosition === tilePosition ? ctaPosition + 1 : ctaPosition;
  const cta = ctaAt === null ? null : resultSlotOf(ctaAt, page, hitsPerPage, hitCount);
  return { tile, cta };
}
