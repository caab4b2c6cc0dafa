// The lead forms' fixed words and defaults, apart from the schemas that use them
// (enquiry.ts, submission.ts), so browser code that only needs the words, such as
// a form drawn before its code loads, does not load the schema library.

/** opt_in is ticked unless the shopper unticks it (docs/rules.md#lead-form). */
export const OPT_IN_DEFAULT = true;
export const OPT_IN_LABEL = 'Email me similar stock and latest offers.';

/** The lead submission failure message, its spelling included (docs/rules.md#submit-failure). */
export const LEAD_SUBMISSION_DEFAULT_ERROR = 'An unexpected error occured';
/** Enquiry form submit failure: the alert, and the banner's default text (docs/rules.md#submit-failure). */
export const ENQUIRY_SUBMIT_ERROR = 'An error occurred when submitting this form';
