// Rating stars show only above the configured minimum rating (default 4) (docs/rules.md#ratings-and-reviews).

export const DEFAULT_MIN_RATING = 4;

/**
 * Whether a location's rating stars show. "Above" is strict: a rating equal to the
 * minimum (4.0 by default) does not show. No rating, or one that is not a number,
 * never shows.
 */
export function showsRatingStars(
  rating: number | null | undefined,
  minimum: number = DEFAULT_MIN_RATING,
): boolean {
  return typeof rating === 'number' && Number.isFinite(rating) && rating > minimum;
}
