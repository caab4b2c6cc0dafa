import { formatCount } from '../money/money';
import type { caravanFieldsShape } from './caravan-schema';

// A caravan's own measures (docs/rules.md#caravan-fields): what a caravan buyer asks
// first, how many it sleeps and whether their car can tow it. Cars leave them empty.
// Pages read this module, so it carries no schema library; the feed's schema is in
// caravan-schema.ts.

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
