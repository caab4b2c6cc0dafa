import { z } from 'zod';
import { unsafeUrlReason } from '../url/safe-url';

// Stock feeds are messy: numbers arrive as strings ("24990", " 12,000 "), flags as
// "true"/"1", and missing values as null, "" or absent. These helpers accept those
// spellings and still reject what is plainly wrong, so the error names the field.

const NUMERIC = /^-?\d+(\.\d+)?$/;

/** A finite number, or a numeric string (thousands separators and spaces allowed). */
export const feedNumber = z.union([
  z.number().refine(Number.isFinite, { message: 'expected a finite number' }),
  z
    .string()
    .transform((raw) => raw.replace(/[\s,]/g, ''))
    .refine((s) => NUMERIC.test(s), { message: 'expected a number' })
    .transform(Number),
]);

/** A whole number that is zero or more (km, seats, counts). */
export const feedCount = feedNumber.pipe(z.number().int().nonnegative());

/** A number that may be absent: null, undefined and "" all become null. */
export const optionalNumber = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  feedNumber.nullable(),
);

/** A boolean, or one of the spellings feeds use for it. Absent becomes false. */
export const feedBoolean = z.preprocess((v) => {
  if (v === null || v === undefined || v === '') return false;
  if (typeof v === 'string') {
    const s = v.trim().toLowerCase();
    if (['true', '1', 'yes', 'y'].includes(s)) return true;
    if (['false', '0', 'no', 'n'].includes(s)) return false;
  }
  if (v === 1) return true;
  if (v === 0) return false;
  return v;
}, z.boolean());

/** Text that may be absent: null, undefined and blank strings become null. */
export const optionalText = z.preprocess(
  (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v),
  z.string().nullable(),
);

/** Required text: trimmed, at least one character. */
export const requiredText = z.string().trim().min(1, { message: 'must not be empty' });

/**
 * The address of a file or image (a car's photos, thumbnails, history report):
 * trimmed, then a root-relative path or an absolute http(s) URL that is safe to
 * put in an attribute (`isSafeUrl`). Anything else is refused with the reason.
 */
export const feedUrl = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const reason = unsafeUrlReason(value);
    if (reason !== null) ctx.addIssue({ code: 'custom', message: reason });
  });

/** A file or image address that may be absent: null, undefined and blank strings become null. */
export const optionalFeedUrl = z.preprocess(
  (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v),
  feedUrl.nullable(),
);

/**
 * A point in time as an ISO-8601 string or epoch milliseconds; the output is
 * always the ISO string, so values survive JSON on their way to the browser.
 */
export const feedDateTime = z.preprocess(
  (v) => {
    if (typeof v === 'number' && Number.isFinite(v)) return new Date(v).toISOString();
    if (typeof v === 'string' && v.trim() !== '') {
      const d = new Date(v.trim());
      return Number.isNaN(d.getTime()) ? v : d.toISOString();
    }
    return v;
  },
  z.iso.datetime({ message: 'expected a date (ISO-8601 string or epoch milliseconds)' }),
);

export const optionalDateTime = z.preprocess(
  (v) => (v === undefined || v === '' ? null : v),
  feedDateTime.nullable(),
);
