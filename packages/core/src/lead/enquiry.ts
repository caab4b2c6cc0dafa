import { z } from 'zod';
import { OPT_IN_DEFAULT, OPT_IN_LABEL } from './lead-words';

// Enquiry form values (docs/rules.md#enquiry-values). This is the shape every lead form shares; what a
// given form requires is layered on top by `leadFormSchema` (validation.ts).
// Form inputs hand over '' for an empty field and 'on' for a ticked checkbox, so
// both are read here rather than in every form.

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;

/** Text that may be left empty: '' and null become undefined, the rest is trimmed. */
export const optionalFormText = z.preprocess(blankToUndefined, z.string().trim().optional());

function checkboxValue(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  if (s === 'on' || s === 'true' || s === '1' || s === 'yes') return true;
  if (s === '' || s === 'off' || s === 'false' || s === '0' || s === 'no') return false;
  return v;
}

/**
 * A checkbox value: true/false, or the 'on'/'true'/'off'/'false' spellings form
 * data uses. Absent (undefined or null) takes `whenAbsent`.
 */
export function formCheckbox(whenAbsent: boolean) {
  return z
    .preprocess((v) => (v === null ? whenAbsent : checkboxValue(v)), z.boolean())
    .default(whenAbsent);
}

export { OPT_IN_DEFAULT, OPT_IN_LABEL };

/**
 * The test drive date field: a calendar date (YYYY-MM-DD, as a date input sends
 * it) or a full ISO date-time (a slot picked from the appointments list).
 */
export const testDriveDateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const enquiryFormValuesSchema = z
  .object({
    page_id: z.preprocess(
      blankToUndefined,
      z.union([z.number(), z.string().trim()]).transform(String).optional(),
    ),
    category: optionalFormText,
    subcategory: optionalFormText,
    name: optionalFormText,
    last_name: optionalFormText,
    email: optionalFormText,
    phone: optionalFormText,
    postcode: optionalFormText,
    message: optionalFormText,
    Rego: optionalFormText,
    location: optionalFormText,
    'Service Location': optionalFormText,
    dealership_slug: optionalFormText,
    opt_in: formCheckbox(OPT_IN_DEFAULT),
    terms_conditions: formCheckbox(false),
    additional_services: z.array(z.string().trim().min(1)).default([]),
    test_drive_date: z.preprocess(blankToUndefined, testDriveDateSchema.optional()),
  })
  // Forms add their own fields (and radio/check helpers, see transform.ts); they
  // travel with the values instead of being silently dropped.
  .loose();

export type EnquiryFormValues = z.infer<typeof enquiryFormValuesSchema>;
export type EnquiryFormInput = z.input<typeof enquiryFormValuesSchema>;
