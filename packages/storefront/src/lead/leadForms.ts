import { CHECK_OPTION_PREFIX, type LeadFormConfig, type LeadKind } from '@forecourt/core';

// What each lead dialog says, in which steps, and in which words (SPEC §2 Modals,
// §5 Lead form). Every rule is core's: which fields a form asks and requires
// (`leadFormConfig`), each kind's category and event id family
// (`leadKindCategories`, `leadKindForms`), the general enquiry's categories and
// the messages. This file only chooses the words and which field sits on which step.

export type LeadFormDefinition = {
  /** The dialog's title (SPEC §2 Modals: Enquiry, Book a Test Drive, Request Photos). */
  title: string;
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
    submitLabel: 'Send enquiry',
    firstStep: 'Your enquiry',
    messageHint: 'For example: is this car still available?',
  },
  'test-drive': {
    title: 'Book a Test Drive',
    submitLabel: 'Book test drive',
    firstStep: 'Your test drive',
    messageHint: 'Tell us a time of day that suits you, or anything we should know.',
    messageHintNoCar: 'Which model would you like to drive, and when suits you?',
  },
  photos: {
    title: 'Request Photos',
    submitLabel: 'Request photos',
    firstStep: 'Your photo request',
    message: 'Please send me more photos of this car.',
    messageHint: 'Say which angles or details you would like to see.',
  },
  finance: {
    title: 'Finance Enquiry',
    submitLabel: 'Send finance enquiry',
    firstStep: 'Your finance enquiry',
    message: 'I would like a finance quote for this car.',
    messageHint: 'Your deposit, budget or preferred term help us quote.',
  },
};

/**
 * Extra services an enquiry can ask about; ticked ones reach the dealer in
 * additional_services through core's enquiry transformation (SPEC §5).
 */
export const enquiryExtras = ['Finance quote', 'Trade-in valuation'] as const;

export const CONTACT_STEP = 'Your details';

/** The field names on each step, as the lead form machine validates them. */
export function leadFormSteps(kind: LeadKind, config: LeadFormConfig): string[][] {
  const first: string[] = [];
  if (config.generalEnquiry) first.push('category');
  if (config.locationShown) first.push('location', 'dealership_slug');
  if (config.dealershipShown) first.push('dealership_slug');
  if (kind === 'test-drive') first.push('test_drive_date');
  first.push('message');
  if (kind === 'enquiry')
    first.push(...enquiryExtras.map((extra) => `${CHECK_OPTION_PREFIX}${extra}`));
  const contact = ['name', 'last_name', 'email', 'phone', 'postcode', 'opt_in'];
  if (config.termsRequired) contact.push('terms_conditions');
  return [first, contact];
}
