import { z } from 'zod';
import { formatCount } from '../money/money';
import { feedNumber } from '../schema/feed';
import { CARAVAN_LIMITS, offRoadRatingLabels, offRoadRatings } from './caravan';

// How a stock feed's caravan figures are read (docs/rules.md#caravan-fields), apart from
// caravan.ts so that the pages which only show the figures load no schema library.

const absent = (v: unknown) => v === undefined || v === null || v === '';

/** A caravan figure within its bounds, whole where a count is meant; absent is null. */
function caravanFigure(limits: { min: number; max: number }, whole: boolean, unit: string) {
  const message = `must be ${whole ? 'a whole number ' : ''}from ${formatCount(limits.min)} to ${formatCount(limits.max)}${unit}`;
  const base = feedNumber.pipe(
    z
      .number()
      .min(limits.min, { message })
      .max(limits.max, { message })
      .refine((n) => !whole || Number.isInteger(n), { message }),
  );
  return z.preprocess((v) => (absent(v) ? null : v), base.nullable());
}

/**
 * A feed's off-road rating in any of its usual spellings ('Off-road', 'semi off road',
 * 'ON_ROAD', 'offroad'); anything else is refused with the ratings allowed.
 */
export const offRoadRatingSchema = z.preprocess(
  (v) => {
    if (absent(v)) return null;
    if (typeof v !== 'string') return v;
    const key = v
      .trim()
      .toLowerCase()
      .replace(/offroad/g, 'off road')
      .replace(/onroad/g, 'on road')
      .replace(/[^a-z]+/g, '_')
      .replace(/^_|_$/g, '');
    return key === '' ? null : key;
  },
  z
    .enum(offRoadRatings, {
      message: `must be one of ${offRoadRatings.map((r) => offRoadRatingLabels[r]).join(', ')}`,
    })
    .nullable(),
);

/** The caravan fields of the car record; each is null for a car. */
export const caravanFieldsShape = {
  /** How many it sleeps. */
  berths: caravanFigure(CARAVAN_LIMITS.berths, true, '').default(null),
  /** Unladen mass, kg. */
  tare_kg: caravanFigure(CARAVAN_LIMITS.tare_kg, false, ' kg').default(null),
  /** Aggregate trailer mass: the most it may weigh loaded, kg. */
  atm_kg: caravanFigure(CARAVAN_LIMITS.atm_kg, false, ' kg').default(null),
  /** Body length, feet (19.5 is 19ft 6in). */
  length_ft: caravanFigure(CARAVAN_LIMITS.length_ft, false, ' ft').default(null),
  axles: caravanFigure(CARAVAN_LIMITS.axles, true, '').default(null),
  off_road_rating: offRoadRatingSchema.default(null),
};
