import { z } from 'zod';
import { contactMessages } from '../contact/contact-fields';
import { contactFieldSchemas, requiredFormText } from '../contact/contact-schema';
import { fieldErrors } from '../schema/errors';
import {
  type EnquiryFormValues,
  enquiryFormValuesSchema,
  formCheckbox,
  optionalFormText,
} from './enquiry';

/** Lead form: the heading above the list of problems (docs/rules.md#lead-form). */
export const LEAD_FORM_ERROR_HEADING = 'Please fix the following errors:';
/** Terms not accepted (docs/rules.md#lead-form). */
export const TERMS_REQUIRED_MESSAGE = '*You must agree to the terms of use before submitting.';

/** One message per field, each saying what is wrong and what to enter. */
export const leadFormMessages = {
  ...contactMessages,
  messageRequired: 'Please enter a message.',
  categoryRequired: 'Please choose an enquiry category.',
  locationRequired: 'Please choose a location.',
  dealershipRequired: 'Please choose a dealership.',
  serviceLocationRequired: 'Please choose a service location.',
  makeRequired: 'Please enter the make of your vehicle.',
  modelRequired: 'Please enter the model of your vehicle.',
  partRequired: 'Please tell us which part or accessory you need.',
  termsRequired: TERMS_REQUIRED_MESSAGE,
} as const;

/** What a given form on a given site asks of the shopper (docs/rules.md#lead-form). */
export type LeadFormConfig = {
  /** Required by default; some dealerships make it optional. */
  messageRequired: boolean;
  /** A general enquiry asks the shopper to pick a category. */
  generalEnquiry: boolean;
  /** The location select is on the form, so it must be answered. */
  locationShown: boolean;
  /** The dealership select is on the form, so it must be answered (dealership_slug). */
  dealershipShown: boolean;
  /** The postcode field is on the form; when shown it is required (docs/rules.md#postcode). */
  postcodeShown: boolean;
  /** Some dealerships require the terms-of-use checkbox. */
  termsRequired: boolean;
  /** The service enquiry's 'Service Location' select is on the form, so it must be answered. */
  serviceLocationShown: boolean;
  /** The parts enquiry asks make, model and part (required) and a VIN (optional). */
  partShown: boolean;
  /** The trade-in form asks for a last name too (docs/rules.md#trade-in-steps). */
  lastNameRequired?: boolean;
};

/** The spec's defaults: message required, nothing else extra. */
export const defaultLeadFormConfig: LeadFormConfig = {
  messageRequired: true,
  generalEnquiry: false,
  locationShown: false,
  dealershipShown: false,
  postcodeShown: false,
  termsRequired: false,
  serviceLocationShown: false,
  partShown: false,
};

/** Ticked is the only valid answer; unticked, absent and null all get the terms message. */
const termsField = z.preprocess(
  (v) => (v === undefined || v === null ? false : v),
  formCheckbox(false).refine((v) => v, { message: TERMS_REQUIRED_MESSAGE }),
);

/**
 * Lead form: the schema for one form's config (docs/rules.md#lead-form). Name, email and phone are
 * always required; message unless the dealership makes it optional; category for
 * a general enquiry; location, dealership and postcode when shown; terms where the
 * dealership requires them. Rego, test drive date and opt_in stay optional, with
 * opt_in defaulting to ticked.
 */
export function leadFormSchema(config: LeadFormConfig) {
  const base = enquiryFormValuesSchema.shape;
  return enquiryFormValuesSchema.extend({
    name: contactFieldSchemas.name,
    last_name: config.lastNameRequired ? contactFieldSchemas.last_name : base.last_name,
    email: contactFieldSchemas.email,
    phone: contactFieldSchemas.phone,
    message: config.messageRequired
      ? requiredFormText(leadFormMessages.messageRequired)
      : base.message,
    category: config.generalEnquiry
      ? requiredFormText(leadFormMessages.categoryRequired)
      : base.category,
    location: config.locationShown
      ? requiredFormText(leadFormMessages.locationRequired)
      : base.location,
    dealership_slug: config.dealershipShown
      ? requiredFormText(leadFormMessages.dealershipRequired)
      : base.dealership_slug,
    postcode: config.postcodeShown ? contactFieldSchemas.postcode : base.postcode,
    terms_conditions: config.termsRequired ? termsField : base.terms_conditions,
    'Service Location': config.serviceLocationShown
      ? requiredFormText(leadFormMessages.serviceLocationRequired)
      : base['Service Location'],
    ...(config.partShown
      ? {
          make: requiredFormText(leadFormMessages.makeRequired),
          model: requiredFormText(leadFormMessages.modelRequired),
          part: requiredFormText(leadFormMessages.partRequired),
          vin: optionalFormText,
        }
      : {}),
  });
}

export type LeadFormValidation =
  | { ok: true; values: EnquiryFormValues }
  | {
      ok: false;
      heading: typeof LEAD_FORM_ERROR_HEADING;
      /** First message per field, keyed by the field name. */
      errors: Record<string, string>;
      /** The same messages in form order, for the list under the heading. */
      messages: string[];
    };

/** Validates values against a form config, ready for the form's error list (docs/rules.md#lead-form). */
export function validateLeadForm(config: LeadFormConfig, values: unknown): LeadFormValidation {
  const result = leadFormSchema(config).safeParse(values);
  if (result.success) return { ok: true, values: result.data };
  const errors = fieldErrors(result.error);
  return { ok: false, heading: LEAD_FORM_ERROR_HEADING, errors, messages: Object.values(errors) };
}
