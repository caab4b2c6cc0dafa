import { z } from 'zod';
import { cleanText } from './request-value';

// The pieces the API's request schemas are made of (route-schemas.ts). Every
// string has a bound, every number is finite, bounded and whole where a count
// is meant, and a number written as digits is read only after the digits are
// checked (docs/architecture.md#the-request-gate).

/** A route that takes no body, no query or no path parameters: anything there is refused. */
export const nothing = z.strictObject({});

/** Text as typed: trimmed, at most `max` characters. */
export const text = (max: number) => z.string().trim().max(max);

/** Text as typed, not trimmed (a search box's input keeps its trailing space). */
export const rawText = (max: number) => z.string().max(max);

const DIGITS = /^\s*-?\d{1,15}\s*$/;

/**
 * A whole number from `min` to `max`: a JSON number, or digits as text (a
 * form field sent as typed). Anything else, an object included, is refused
 * before any conversion is tried.
 */
export const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value),
    z.number().int().min(min).max(max),
  );

/** An amount that may have cents: finite, from `min` to `max`, a JSON number or its digits. */
export const amount = (min: number, max: number) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && /^\s*-?\d{1,15}(?:\.\d{1,4})?\s*$/.test(value)
        ? Number(value)
        : value,
    z.number().min(min).max(max),
  );

/** An id as the pages send it: a positive whole number, or non-blank text; kept as text. */
export const idText = (max: number) =>
  z
    .union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), text(max).min(1)])
    .transform(String);

/** A query parameter that is a whole number: digits only, then bounded. */
export const queryWholeNumber = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/**
 * One percent-encoded segment of a path, decoded, then cleaned the way every
 * other string of a request is (request-value.ts).
 */
export const pathSegment = (max: number) =>
  z
    .string()
    .max(max * 3)
    .transform((raw, ctx) => {
      let decoded: string;
      try {
        decoded = decodeURIComponent(raw);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'is not valid percent-encoding' });
        return z.NEVER;
      }
      const cleaned = cleanText(decoded);
      if (!cleaned.ok) {
        ctx.addIssue({ code: 'custom', message: cleaned.reason });
        return z.NEVER;
      }
      return cleaned.text;
    })
    .pipe(z.string().min(1).max(max));

/** Any JSON value, for bodies a handler further on reads field by field. */
export const jsonValue = z.unknown();

/** A JSON object whose fields a handler further on checks (a lead, a signed event). */
export const jsonObject = z.record(z.string(), jsonValue);
