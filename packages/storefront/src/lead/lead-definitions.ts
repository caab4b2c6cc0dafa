import type { LeadKind } from '@forecourt/core';

// What each lead dialog is called and says (docs/rules.md#lead-form). Apart from the
// form itself, so the dialog's frame can name itself before the form's chunk
// has loaded.

export type LeadFormDefinition = {
  /** The dialog's title (docs/rules.md#lead-form: Enquiry, Book a Test Drive, Request Photos). */
  title: string;
  /** The last step's button. */
  submitLabel: string;
  /** The first step's heading. */
  firstStep: string;
  /**
   * A message the form starts with, where the dialog's purpose already says it;
   * `vehicle` is what the lead is about, in lower case ('car', or 'caravan':
   * core's `vehicleWords` of the car's item type).
   */
  message?: (vehicle: string) => string;
  messageHint?: (vehicle: string) => string;
  /** The hint when the form is about no car in particular. */
  messageHintNoCar?: string;
};

export const leadFormDefinitions: Readonly<Record<LeadKind, LeadFormDefinition>> = {
  enquiry: {
    title: 'Enquiry',
    submitLabel: 'Send enquiry',
    firstStep: 'Your enquiry',
    messageHint: (vehicle) => `For example: is this ${vehicle} still available?`,
    messageHintNoCar: 'Tell us how we can help, and the best time to reach you.',
  },
  'test-drive': {
    title: 'Book a Test Drive',
    submitLabel: 'Book test drive',
    firstStep: 'Your test drive',
    messageHint: () => 'Tell us a time of day that suits you, or anything we should know.',
    messageHintNoCar: 'Which model would you like to drive, and when suits you?',
  },
  photos: {
    title: 'Request Photos',
    submitLabel: 'Request photos',
    firstStep: 'Your photo request',
    message: (vehicle) => `Please send me more photos of this ${vehicle}.`,
    messageHint: () => 'Say which angles or details you would like to see.',
  },
  service: {
    title: 'Book a Service',
    submitLabel: 'Send service request',
    firstStep: 'Your service',
    messageHint: () => 'What does your vehicle need, and which days suit you?',
  },
  parts: {
    title: 'Parts Enquiry',
    submitLabel: 'Send parts enquiry',
    firstStep: 'The part you need',
    messageHint: () => 'Anything else we should know, such as the year or colour.',
  },
  finance: {
    title: 'Finance Enquiry',
    submitLabel: 'Send finance enquiry',
    firstStep: 'Your finance enquiry',
    message: (vehicle) => `I would like a finance quote for this ${vehicle}.`,
    messageHint: () => 'Your deposit, budget or preferred term help us quote.',
  },
  'trade-in': {
    title: 'Value My Trade-In',
    submitLabel: 'Get my offer',
    firstStep: 'Your car',
  },
};
