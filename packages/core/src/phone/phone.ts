// One tel: rule for the whole site: the location phone banner already owns it.
import { telHref } from '../location/location-rules';
import { idText, plainObject } from '../schema/plain-schema';

/** Phone reveal: only this many leading characters show before the reveal (docs/rules.md#phone-reveal). */
export const PHONE_VISIBLE_CHARS = 5;
/** The character that stands in for each hidden digit. */
export const PHONE_MASK_CHAR = 'X';
/** Missing phone: the text shown and the warning logged (docs/rules.md#phone-reveal). */
export const PHONE_NOT_AVAILABLE = 'Phone not available';
export const NO_PHONE_WARNING = 'No phone number available for car';

/**
 * Phone reveal: the first 5 characters of the number as written show;
 * a space counts as one of those 5 (docs/rules.md#phone-reveal). After them every character except a space
 * becomes the mask character, so '0412 345 678' reads '0412 XXX XXX' and keeps
 * its familiar grouping. A number of 5 characters or fewer has nothing left to
 * hide and shows whole.
 */
export function maskPhone(phone: string): string {
  const trimmed = phone.trim();
  const visible = trimmed.slice(0, PHONE_VISIBLE_CHARS);
  const hidden = trimmed.slice(PHONE_VISIBLE_CHARS).replace(/\S/g, PHONE_MASK_CHAR);
  return visible + hidden;
}

export type PhoneDisplay =
  | { kind: 'available'; masked: string; full: string; href: string }
  | {
      kind: 'missing';
      text: typeof PHONE_NOT_AVAILABLE;
      warning: typeof NO_PHONE_WARNING;
    };

/**
 * Phone reveal: what to show before and after the reveal, or the
 * fallback text and the warning to log when there is no number (docs/rules.md#phone-reveal). A number with
 * no digits in it ('-', 'N/A') counts as missing.
 */
export function phoneDisplay(phone: string | null | undefined): PhoneDisplay {
  const full = phone?.trim() ?? '';
  if (!/\d/.test(full)) {
    return { kind: 'missing', text: PHONE_NOT_AVAILABLE, warning: NO_PHONE_WARNING };
  }
  return { kind: 'available', masked: maskPhone(full), full, href: telHref(full) };
}

/** Phone reveal log: sent when a shopper reveals the number (docs/rules.md#phone-reveal). */
export type PhoneRevealLog = { car_id: string; dealership_id: string; website_id: string };

/**
 * The log's shape: each id a positive whole number or non-blank text, kept as
 * text. A plain check, because the car page sends it and would otherwise load
 * a schema library for three fields.
 */
export const phoneRevealLogSchema = plainObject<PhoneRevealLog>({
  car_id: idText,
  dealership_id: idText,
  website_id: idText,
});
