import { z } from 'zod';
import { postcodeSchema } from '../postcode/postcode';
import { contactMessages } from './contact-fields';

// The contact fields' checks, shared by every form that files a lead (the lead
// forms, the trade-in form and the chat all go through `leadFormSchema`).

const absentAsEmpty = (v: unknown) => (v === null || v === undefined ? '' : v);

/** Text the shopper must give: absent, null and blank (after trimming) all get `message`. */
export function requiredFormText(message: string) {
  return z.preprocess(absentAsEmpty, z.string({ error: message }).trim().min(1, { message }));
}

const PHONE_CHARS = /^\+?[\d\s().-]+$/;

function digitCount(value: string): number {
  return value.replace(/\D/g, '').length;
}

/** Each contact field's check where a form requires it. */
export const contactFieldSchemas = {
  name: requiredFormText(contactMessages.nameRequired),
  last_name: requiredFormText(contactMessages.lastNameRequired),
  email: z.preprocess(
    absentAsEmpty,
    z
      .string({ error: contactMessages.emailRequired })
      .trim()
      .min(1, { message: contactMessages.emailRequired })
      .pipe(z.email({ message: contactMessages.emailInvalid })),
  ),
  /**
   * Australian numbers are 8 digits (landline without area code) to 10 (mobile),
   * 11 with +61; 15 is the international maximum. Spaces, brackets, dots and
   * hyphens are how people write numbers, so they are allowed around the digits.
   */
  phone: z.preprocess(
    absentAsEmpty,
    z
      .string({ error: contactMessages.phoneRequired })
      .trim()
      .min(1, { message: contactMessages.phoneRequired })
      .refine((s) => PHONE_CHARS.test(s) && digitCount(s) >= 8 && digitCount(s) <= 15, {
        message: contactMessages.phoneInvalid,
      }),
  ),
  postcode: z.preprocess(absentAsEmpty, postcodeSchema),
};
