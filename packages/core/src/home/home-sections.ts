import { z } from 'zod';
import { BUDGET_SEARCH_PRICE_FLOOR } from '../budget/budget';
import { rangeRefinementsSchema, sortKeySchema, termRefinementsSchema } from '../search/protocol';
import { DEFAULT_HITS_PER_PAGE } from '../search/search-rules';

// The home page's sections (docs/rules.md#home-page-sections, docs/decisions/0015-templates-are-data-and-style.md) as rules: which body types get a tile
// and which makes the brand logo grid shows, from the site's own stock counts. The
// templates choose the sections and their order; what goes into each is decided here.

/** Body-type tiles, 4 of them, or up to 20 on a site with custom bodies (docs/rules.md#home-page-sections). */
export const BODY_TILE_LIMIT = 4;
export const CUSTOM_BODY_TILE_LIMIT = 20;

/** The brand logo grid shows at most this many makes. */
export const BRAND_GRID_LIMIT = 12;

/** A facet value with its count (a search answer's facet values fit). */
export type CountedValue = { value: string; count: number };

const byCountThenName = (a: CountedValue, b: CountedValue) =>
  b.count - a.count || a.value.localeCompare(b.value, 'en');

/** The body types that get a tile: those in stock, the most stocked first. */
export function bodyTypeTiles<T extends CountedValue>(
  bodies: readonly T[],
  options: { customBodies?: boolean } = {},
): T[] {
  const limit = options.customBodies ? CUSTOM_BODY_TILE_LIMIT : BODY_TILE_LIMIT;
  return bodies
    .filter((b) => b.count > 0 && b.value.trim() !== '')
    .sort(byCountThenName)
    .slice(0, limit);
}

/**
 * The makes of the brand logo grid: those in stock that have a logo, the most stocked
 * first; none when fewer than two would show (a grid of one make leads nowhere new).
 */
export function brandGridMakes<T extends CountedValue>(
  makes: readonly T[],
  hasLogo: (make: string) => boolean,
): T[] {
  const shown = makes
    .filter((m) => m.count > 0 && hasLogo(m.value))
    .sort(byCountThenName)
    .slice(0, BRAND_GRID_LIMIT);
  return shown.length >= 2 ? shown : [];
}

/** Facet tiles (docs/rules.md#home-page-sections) show at most this many values of their facet. */
export const FACET_TILE_LIMIT = 8;

/**
 * The values of a facet that get a tile ('Shop by fuel type'): those in stock, the
 * most stocked first, at most {@link FACET_TILE_LIMIT}; none when fewer than two would
 * show, since one tile would only lead back to the whole stock.
 */
export function facetTileValues<T extends CountedValue>(
  values: readonly T[],
  limit = FACET_TILE_LIMIT,
): T[] {
  const shown = values
    .filter((v) => v.count > 0 && v.value.trim() !== '')
    .sort(byCountThenName)
    .slice(0, limit);
  return shown.length >= 2 ? shown : [];
}

/** A stock row shows at most a search page of cars (docs/rules.md#search-request). */
export const STOCK_ROW_MAX = DEFAULT_HITS_PER_PAGE;

/**
 * A home-page stock row (docs/rules.md#home-page-sections: 'fetch hits by filter string and limit'): a title,
 * the filter as search refinements and ranges, the order and how many cars to show.
 * A template lists its rows; the page's 'View all' link opens the same filter.
 */
export const homeStockRowSchema = z.object({
  title: z.string().trim().min(1, 'a stock row needs a title'),
  refinements: termRefinementsSchema.default({}),
  ranges: rangeRefinementsSchema.default({}),
  sortBy: sortKeySchema.default('latest'),
  limit: z.number().int().min(1).max(STOCK_ROW_MAX).default(4),
});
export type HomeStockRow = z.infer<typeof homeStockRowSchema>;

/** The rows of a template that lists none: priced cars under $20,000 and used cars of low kilometres. */
export const defaultStockRows: readonly HomeStockRow[] = [
  homeStockRowSchema.parse({
    title: 'Under $20,000',
    // Priced cars only: 'Enquire for price' cars stay out, as the budget finder's
    // search leaves them out (price>1000, docs/rules.md#budget-finder).
    ranges: { price: { min: BUDGET_SEARCH_PRICE_FLOOR + 1, max: 20_000 } },
    sortBy: 'price_desc',
  }),
  homeStockRowSchema.parse({
    title: 'Low kilometres',
    refinements: { car_type: ['used'] },
    ranges: { km: { min: null, max: 30_000 } },
    sortBy: 'latest',
  }),
];

/** What the dealership categories/price search (docs/rules.md#home-page-sections) found for one dealership. */
export type DealershipStock = {
  slug: string;
  name: string;
  count: number;
  /** Its cheapest car's price, when any car has one. */
  minPrice: number | null;
};

/**
 * The dealership tiles of a group site ('Shop by dealership'): the dealerships with
 * stock, the most stocked first; none on a site of one dealership (or one with stock),
 * where the tile would only repeat 'All stock'.
 */
export function dealershipTiles(stock: readonly DealershipStock[]): DealershipStock[] {
  const shown = stock
    .filter((d) => d.count > 0)
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en'));
  return shown.length >= 2 ? shown : [];
}
