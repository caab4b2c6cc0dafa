// The home page's sections (SPEC §2, issue 16) as rules: which body types get a tile
// and which makes the brand logo grid shows, from the site's own stock counts. The
// templates choose the sections and their order; what goes into each is decided here.

/** SPEC §2: body-type tiles, 4 of them, or up to 20 on a site with custom bodies. */
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
