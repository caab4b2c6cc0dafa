import type { EnquiryFormValues } from './enquiry';

/** Enquiry transformation: careers enquiries are filed as general ones (docs/rules.md#enquiry-transformation). */
export const CAREERS_CATEGORY = 'Careers Enquiry';
export const GENERAL_CATEGORY = 'General Enquiry';
export const CAREER_SUBCATEGORY = 'Career Enquiry';

/**
 * How helper fields are recognised, by name prefix:
 * - `radio__<name>`: the input that backs a styled radio group; its choice is
 *   already copied onto the real field, so the helper is dropped.
 * - `check__<option>`: one tickable option; when true, `<option>` is added to
 *   additional_services. The option text after the prefix is what the dealer
 *   reads, so it is sent as written (trimmed).
 * A prefix keeps the convention visible in the form markup and can never clash
 * with a spec field name.
 */
export const RADIO_HELPER_PREFIX = 'radio__';
export const CHECK_OPTION_PREFIX = 'check__';

function isTicked(value: unknown): boolean {
  return value === true || value === 'true' || value === 'on';
}

/**
 * Enquiry transformation, applied to validated values before the server
 * submit: 'Careers Enquiry' becomes 'General Enquiry' / 'Career Enquiry'; radio
 * helpers are removed; ticked check options join additional_services (after any
 * already there, without duplicates) and every check helper is removed (docs/rules.md#enquiry-transformation).
 */
export function transformEnquiry(values: EnquiryFormValues): EnquiryFormValues {
  const out: Record<string, unknown> = {};
  const services = [...values.additional_services];

  for (const [key, value] of Object.entries(values)) {
    if (key.startsWith(RADIO_HELPER_PREFIX)) continue;
    if (key.startsWith(CHECK_OPTION_PREFIX)) {
      const option = key.slice(CHECK_OPTION_PREFIX.length).trim();
      if (option !== '' && isTicked(value) && !services.includes(option)) services.push(option);
      continue;
    }
    out[key] = value;
  }

  const careers = values.category === CAREERS_CATEGORY;
  return {
    ...(out as EnquiryFormValues),
    ...(careers ? { category: GENERAL_CATEGORY, subcategory: CAREER_SUBCATEGORY } : {}),
    additional_services: services,
  };
}
