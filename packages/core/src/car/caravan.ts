import { z } from 'zod';
import { formatCount } from '../money/money';
import { feedNumber } from '../schema/feed';

// A caravan's own measures (docs/rules.md#caravan-fields): what a caravan buyer asks
// first, how many it sleeps and whether their car can tow it. Cars leave them empty.

/** The bounds a feed's caravan figure must lie within; a value outside is refused by name. */
export const CARAVAN_LIMITS = {
  berths: { min: 1, max: 12 },
  tare_kg: { min: 100, max: 4500 },
  atm_kg: { min: 100, max: 4500 },
  length_ft: { min: 5, max: 40 },
  axles: { min: 1, max: 3 },
} as const;

/** How rough a road a caravan is built for, smoothest first. */
export const offRoadRatings = ['on_road', 'semi_off_road', 'off_road'] as const;
export type OffRoadRating = (typeof offRoadRatings)[number];

/** The words shoppers read for each rating (filters, car page). */
export const offRoadRatingLabels: Readonly<Record<OffRoadRating, string>> = {
  on_road: 'On-road',
  semi_off_road: 'Semi off-road',
  off_road: 'Off-road',
};

/** A rating's label; an unknown value is shown as it is. */
export function offRoadRatingLabel(value: string): string {
  return (offRoadRatings as readonly string[]).includes(value)
    ? offRoadRatingLabels[value as OffRoadRating]
    : value;
}

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

/** The caravan fields as a car carries them: every one empty. */
export const noCaravanFields = {
  berths: null,
  tare_kg: null,
  atm_kg: null,
  length_ft: null,
  axles: null,
  off_road_rating: null,
} as const satisfies { [K in keyof typeof caravanFieldsShape]: null };

/** '2,290 kg'. */
export function formatKg(kg: number): string {
  return `${formatCount(Math.round(kg))} kg`;
}

/** A length as caravans are sold: '19ft 6in', '21ft'. */
export function formatFeet(feet: number): string {
  const inches = Math.round(feet * 12);
  const ft = Math.floor(inches / 12);
  const rest = inches - ft * 12;
  return rest === 0 ? `${ft}ft` : `${ft}ft ${rest}in`;
}

/** '19ft 6in' → 19.5; null for text that is no length in feet and inches. */
export function parseFeet(text: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:ft|')\s*(?:(\d+(?:\.\d+)?)\s*(?:in|")\s*)?$/i.exec(text);
  if (!m) return null;
  return Number(m[1]) + (m[2] ? Number(m[2]) / 12 : 0);
}
