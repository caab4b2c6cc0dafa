import type { LeadForm, LeadFormConfig } from '@forecourt/core';
import type { LeadCar } from '@forecourt/machines';
import type { LeadKind, LeadSettings } from './types';

// What each lead dialog asks, in which steps, and in which words (SPEC §2 Modals,
// §5 Lead form). Every rule (what is required, the messages) is core's; this file
// only chooses the form's category, labels and which fields sit on which step.

export type LeadFormDefinition = {
  /** The dialog's title (SPEC §2 Modals: Enquiry, Book a Test Drive, Request Photos). */
  title: string;
  /** The lead's category; a general enquiry's category select overrides it. */
  category: string;
  /** The event id family (SPEC §9 Lead event ids). */
  form: LeadForm;
  /** The last step's button. */
  submitLabel: string;
  /** The first step's heading. */
  firstStep: string;
  /** A message the form starts with, where the dialog's purpose already says it. */
  message?: string;
  messageHint?: string;
  /** The hint when the form is about no car in particular. */
  messageHintNoCar?: string;
};

export const leadFormDefinitions: Readonly<Record<LeadKind, LeadFormDefinition>> = {
  enquiry: {
    title: 'Enquiry',
    category: 'Vehicle Enquiry',
    form: 'enquiry',
    submitLabel: 'Send enquiry',
    firstStep: 'Your enquiry',
    messageHint: 'For example: is this car still available?',
  },
  'test-drive': {
    title: 'Book a Test Drive',
    category: 'Test Drive Booking',
    form: 'test-drive',
    submitLabel: 'Book test drive',
    firstStep: 'Your test drive',
    messageHint: 'Tell us a time of day that suits you, or anything we should know.',
    messageHintNoCar: 'Which model would you like to drive, and when suits you?',
  },
  photos: {
    title: 'Request Photos',
    category: 'Photo Request',
    form: 'enquiry',
    submitLabel: 'Request photos',
    firstStep: 'Your photo request',
    message: 'Please send me more photos of this car.',
    messageHint: 'Say which angles or details you would like to see.',
  },
  finance: {
    title: 'Finance Enquiry',
    category: 'Finance Enquiry',
    form: 'enquiry',
    submitLabel: 'Send finance enquiry',
    firstStep: 'Your finance enquiry',
    message: 'I would like a finance quote for this car.',
    messageHint: 'Your deposit, budget or preferred term help us quote.',
  },
};

/** The general enquiry's category choices (SPEC §5: required for a general enquiry). */
export const enquiryCategories = [
  'General Enquiry',
  'Sales Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Finance Enquiry',
] as const;

/**
 * Extra services an enquiry can ask about; ticked ones reach the dealer in
 * additional_services through core's enquiry transformation (SPEC §5).
 */
export const enquiryExtras = ['Finance quote', 'Trade-in valuation'] as const;
export const CHECK_PREFIX = 'check__';

export const CONTACT_STEP = 'Your details';

/** The form's config for core's validation: the site's flags, and which selects it shows. */
export function leadFormConfig(
  kind: LeadKind,
  car: LeadCar | null,
  settings: LeadSettings,
): LeadFormConfig {
  const locationShown = car === null && settings.locations.length > 1;
  return {
    messageRequired: settings.messageRequired,
    termsRequired: settings.termsRequired,
    generalEnquiry: kind === 'enquiry' && car === null,
    locationShown,
    // A chosen location already names its dealership, so one select is enough.
    dealershipShown: car === null && !locationShown && settings.dealerships.length > 1,
    postcodeShown: true,
  };
}

/** The field names on each step, as the lead form machine validates them. */
export function leadFormSteps(kind: LeadKind, config: LeadFormConfig): string[][] {
  const first: string[] = [];
  if (config.generalEnquiry) first.push('category');
  if (config.locationShown) first.push('location', 'dealership_slug');
  if (config.dealershipShown) first.push('dealership_slug');
  if (kind === 'test-drive') first.push('test_drive_date');
  first.push('message');
  if (kind === 'enquiry') first.push(...enquiryExtras.map((extra) => `${CHECK_PREFIX}${extra}`));
  const contact = ['name', 'last_name', 'email', 'phone', 'postcode', 'opt_in'];
  if (config.termsRequired) contact.push('terms_conditions');
  return [first, contact];
}
