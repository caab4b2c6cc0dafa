import { INVALID_POSTCODE_MESSAGE, POSTCODE_MAX_LENGTH } from '../postcode/postcode-messages';

// The shopper's contact details as every form that asks for them names, labels
// and types them: the lead forms, the trade-in form and the car page's chat.
// Words and input types only, apart from the checks (contact-schema.ts), so a
// form drawn before its code loads does not load zod.

/** The contact fields, in the order the lead forms ask them. */
export const CONTACT_FIELD_NAMES = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;
export type ContactFieldName = (typeof CONTACT_FIELD_NAMES)[number];

/** A contact field's input: its name, label, and what the keyboard and autofill offer. */
export type ContactField = {
  name: ContactFieldName;
  label: string;
  type?: 'email' | 'tel';
  inputMode?: 'email' | 'tel' | 'numeric';
  autoComplete: string;
  maxLength?: number;
};

export const contactFields: Readonly<Record<ContactFieldName, ContactField>> = {
  name: { name: 'name', label: 'First name', autoComplete: 'given-name' },
  last_name: { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
  email: {
    name: 'email',
    label: 'Email',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
  },
  phone: { name: 'phone', label: 'Phone', type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  // Postcode: exactly 4 digits, so the input takes no more (docs/rules.md#postcode).
  postcode: {
    name: 'postcode',
    label: 'Postcode',
    inputMode: 'numeric',
    autoComplete: 'postal-code',
    maxLength: POSTCODE_MAX_LENGTH,
  },
};

/**
 * Trade-in form fields: the trade-in form's contact fields, in the
 * order it asks them, with its own labels (First Name, Last Name, Mobile
 * Number, Email Address) (docs/rules.md#trade-in-steps).
 */
export const tradeInContactFields: readonly ContactField[] = [
  { ...contactFields.name, label: 'First Name' },
  { ...contactFields.last_name, label: 'Last Name' },
  { ...contactFields.phone, label: 'Mobile Number' },
  { ...contactFields.email, label: 'Email Address' },
  contactFields.postcode,
];

/** What each contact field's check says: what is wrong and what to enter. */
export const contactMessages = {
  nameRequired: 'Please enter your first name.',
  lastNameRequired: 'Please enter your last name.',
  emailRequired: 'Please enter your email address.',
  emailInvalid: 'Please enter a valid email address, like name@example.com.',
  phoneRequired: 'Please enter your phone number.',
  phoneInvalid: 'Please enter a valid phone number of 8 to 15 digits, like 0412 345 678.',
  postcodeInvalid: INVALID_POSTCODE_MESSAGE,
} as const;
