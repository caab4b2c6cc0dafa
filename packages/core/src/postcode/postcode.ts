import { z } from 'zod';

import { GEOCODE_INVALID_POSTCODE_MESSAGE, INVALID_POSTCODE_MESSAGE } from './postcode-messages';

export {
  GEOCODE_INVALID_POSTCODE_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  POSTCODE_LOOKUP_UNAVAILABLE_MESSAGE,
  POSTCODE_MAX_LENGTH,
} from './postcode-messages';

const FOUR_DIGITS = /^\d{4}$/;

/**
 * Postcode: required and exactly 4 digits (docs/rules.md#postcode). An empty field gets the same
 * message as a malformed one, because it tells the shopper both what is wanted
 * and in what shape. Surrounding spaces are trimmed (pasted values carry them);
 * anything inside the four digits is an error.
 */
export const postcodeSchema = z
  .string({ error: INVALID_POSTCODE_MESSAGE })
  .trim()
  .regex(FOUR_DIGITS, { message: INVALID_POSTCODE_MESSAGE });

export function isValidPostcode(value: string): boolean {
  return postcodeSchema.safeParse(value).success;
}

/** Postcode geocoding: only results[0].geometry.location is read (docs/rules.md#postcode). */
export const geocodeResponseSchema = z.object({
  results: z
    .array(
      z.object({
        geometry: z.object({
          location: z.object({ lat: z.number(), lng: z.number() }),
        }),
      }),
    )
    .default([]),
});
export type GeocodeResponse = z.infer<typeof geocodeResponseSchema>;

export type GeocodeResult =
  | { ok: true; lat: number; lng: number }
  | { ok: false; error: typeof GEOCODE_INVALID_POSTCODE_MESSAGE };

/**
 * Postcode: the lookup fails with 'Invalid postcode' when there are no
 * results (docs/rules.md#postcode). An answer of the wrong shape is treated the same way: from the
 * shopper's side the postcode could not be placed either way.
 */
export function readGeocodeResponse(response: unknown): GeocodeResult {
  const parsed = geocodeResponseSchema.safeParse(response);
  const first = parsed.success ? parsed.data.results[0] : undefined;
  if (first === undefined) return { ok: false, error: GEOCODE_INVALID_POSTCODE_MESSAGE };
  return { ok: true, lat: first.geometry.location.lat, lng: first.geometry.location.lng };
}
