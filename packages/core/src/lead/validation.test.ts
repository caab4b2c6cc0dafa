import { describe, expect, it } from 'vitest';
import {
  defaultLeadFormConfig,
  LEAD_FORM_ERROR_HEADING,
  type LeadFormConfig,
  leadFormMessages,
  leadFormSchema,
  TERMS_REQUIRED_MESSAGE,
  validateLeadForm,
} from './validation';

const valid = {
  name: 'Ada',
  email: 'ada@example.com',
  phone: '0412 345 678',
  message: 'Is it still available?',
};

function errorsFor(config: LeadFormConfig, values: Record<string, unknown>) {
  const result = validateLeadForm(config, values);
  return result.ok ? {} : result.errors;
}

describe('lead form validation', () => {
  it('a complete default form is valid and opt_in defaults to true', () => {
    const result = validateLeadForm(defaultLeadFormConfig, valid);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.values.opt_in).toBe(true);
  });

  it('opt_in is optional and may be unticked', () => {
    const result = validateLeadForm(defaultLeadFormConfig, { ...valid, opt_in: false });
    expect(result.ok && result.values.opt_in).toBe(false);
  });

  it('name, email and phone are required, each with its own message', () => {
    expect(errorsFor(defaultLeadFormConfig, { message: 'hi' })).toEqual({
      name: leadFormMessages.nameRequired,
      email: leadFormMessages.emailRequired,
      phone: leadFormMessages.phoneRequired,
    });
    expect(
      errorsFor(defaultLeadFormConfig, { ...valid, name: '  ', email: '', phone: '' }),
    ).toEqual({
      name: 'Please enter your first name.',
      email: 'Please enter your email address.',
      phone: 'Please enter your phone number.',
    });
  });

  it('a malformed email gets the invalid-email message', () => {
    expect(errorsFor(defaultLeadFormConfig, { ...valid, email: 'ada@' })).toEqual({
      email: 'Please enter a valid email address, like name@example.com.',
    });
  });

  it('phone needs 8 to 15 digits', () => {
    expect(errorsFor(defaultLeadFormConfig, { ...valid, phone: '3333 444' })).toEqual({
      phone: leadFormMessages.phoneInvalid,
    });
    expect(errorsFor(defaultLeadFormConfig, { ...valid, phone: '3333 4444' })).toEqual({});
    expect(errorsFor(defaultLeadFormConfig, { ...valid, phone: '+61 (7) 3333-4444' })).toEqual({});
    expect(errorsFor(defaultLeadFormConfig, { ...valid, phone: '123456789012345' })).toEqual({});
    expect(errorsFor(defaultLeadFormConfig, { ...valid, phone: '1234567890123456' })).toEqual({
      phone: leadFormMessages.phoneInvalid,
    });
    expect(errorsFor(defaultLeadFormConfig, { ...valid, phone: '0412 ABC 678' })).toEqual({
      phone: leadFormMessages.phoneInvalid,
    });
  });

  it('message is required by default', () => {
    expect(errorsFor(defaultLeadFormConfig, { ...valid, message: '' })).toEqual({
      message: 'Please enter a message.',
    });
  });

  it('message is optional on dealerships that turn it off', () => {
    expect(
      errorsFor({ ...defaultLeadFormConfig, messageRequired: false }, { ...valid, message: '' }),
    ).toEqual({});
  });

  it('test drive date is optional', () => {
    expect(errorsFor(defaultLeadFormConfig, valid)).toEqual({});
    expect(errorsFor(defaultLeadFormConfig, { ...valid, test_drive_date: '2026-04-02' })).toEqual(
      {},
    );
  });

  it('Rego is optional', () => {
    expect(errorsFor(defaultLeadFormConfig, { ...valid, Rego: '' })).toEqual({});
  });

  it('category is required for a general enquiry', () => {
    const general = { ...defaultLeadFormConfig, generalEnquiry: true };
    expect(errorsFor(general, valid)).toEqual({ category: 'Please choose an enquiry category.' });
    expect(errorsFor(general, { ...valid, category: 'Sales' })).toEqual({});
    expect(errorsFor(defaultLeadFormConfig, valid)).toEqual({});
  });

  it('location and dealership are required when shown', () => {
    const shown = { ...defaultLeadFormConfig, locationShown: true, dealershipShown: true };
    expect(errorsFor(shown, valid)).toEqual({
      location: 'Please choose a location.',
      dealership_slug: 'Please choose a dealership.',
    });
    expect(
      errorsFor(shown, { ...valid, location: 'Brisbane', dealership_slug: 'harbour-toyota' }),
    ).toEqual({});
  });

  it('location and dealership are optional when not shown', () => {
    expect(errorsFor(defaultLeadFormConfig, { ...valid, location: '' })).toEqual({});
  });

  it('postcode is required and 4 digits when shown', () => {
    const shown = { ...defaultLeadFormConfig, postcodeShown: true };
    expect(errorsFor(shown, valid)).toEqual({
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
    });
    expect(errorsFor(shown, { ...valid, postcode: '400' })).toEqual({
      postcode: 'Invalid postcode. Please enter a 4-digit number.',
    });
    expect(errorsFor(shown, { ...valid, postcode: '4000' })).toEqual({});
  });

  it('the terms checkbox is required on dealerships that ask for it', () => {
    const terms = { ...defaultLeadFormConfig, termsRequired: true };
    expect(errorsFor(terms, valid)).toEqual({
      terms_conditions: '*You must agree to the terms of use before submitting.',
    });
    expect(errorsFor(terms, { ...valid, terms_conditions: false })).toEqual({
      terms_conditions: TERMS_REQUIRED_MESSAGE,
    });
    expect(errorsFor(terms, { ...valid, terms_conditions: 'on' })).toEqual({});
  });

  it('the terms checkbox is not required elsewhere', () => {
    expect(errorsFor(defaultLeadFormConfig, { ...valid, terms_conditions: false })).toEqual({});
  });

  it('a failed validation carries the heading and the messages in order', () => {
    const result = validateLeadForm({ ...defaultLeadFormConfig, termsRequired: true }, {});
    expect(result).toEqual({
      ok: false,
      heading: 'Please fix the following errors:',
      errors: {
        name: leadFormMessages.nameRequired,
        email: leadFormMessages.emailRequired,
        phone: leadFormMessages.phoneRequired,
        message: leadFormMessages.messageRequired,
        terms_conditions: TERMS_REQUIRED_MESSAGE,
      },
      messages: [
        leadFormMessages.nameRequired,
        leadFormMessages.emailRequired,
        leadFormMessages.phoneRequired,
        leadFormMessages.messageRequired,
        TERMS_REQUIRED_MESSAGE,
      ],
    });
    expect(LEAD_FORM_ERROR_HEADING).toBe('Please fix the following errors:');
  });

  it('the schema keeps form-specific fields for the transformation step', () => {
    const parsed = leadFormSchema(defaultLeadFormConfig).parse({
      ...valid,
      'check__Loan Car': true,
    });
    expect(parsed['check__Loan Car']).toBe(true);
  });
});

describe('the service and parts enquiries', () => {
  const base = {
    name: 'Alex',
    email: 'alex@example.com',
    phone: '0412 345 678',
    postcode: '4000',
    message: 'Hello',
  };
  it("a service enquiry with a choice of centres requires 'Service Location'; Rego stays optional", () => {
    const config = { ...defaultLeadFormConfig, postcodeShown: true, serviceLocationShown: true };
    const missing = validateLeadForm(config, base);
    expect(missing.ok ? {} : missing.errors).toEqual({
      'Service Location': leadFormMessages.serviceLocationRequired,
    });
    expect(validateLeadForm(config, { ...base, 'Service Location': 'North' }).ok).toBe(true);
  });

  it('a parts enquiry requires make, model and part; the VIN is optional', () => {
    const config = { ...defaultLeadFormConfig, postcodeShown: true, partShown: true };
    const missing = validateLeadForm(config, base);
    expect(missing.ok ? {} : Object.keys(missing.errors)).toEqual(['make', 'model', 'part']);
    const sent = validateLeadForm(config, {
      ...base,
      make: 'Kia',
      model: 'Sportage',
      part: 'Roof racks',
    });
    expect(sent.ok && sent.values).toMatchObject({ make: 'Kia', part: 'Roof racks' });
  });
});
