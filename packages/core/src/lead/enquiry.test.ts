import { describe, expect, it } from 'vitest';
import { enquiryFormValuesSchema, OPT_IN_LABEL } from './enquiry';

describe('enquiry form values schema', () => {
  it('accepts every field of the spec, with the spec field names', () => {
    const values = enquiryFormValuesSchema.parse({
      page_id: 42,
      category: 'General Enquiry',
      subcategory: 'Sales',
      name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '0412 345 678',
      postcode: '4000',
      message: 'Is it still available?',
      Rego: 'ABC123',
      location: 'Brisbane',
      'Service Location': 'Brisbane Service',
      dealership_slug: 'harbour-toyota',
      opt_in: false,
      terms_conditions: true,
      additional_services: ['Loan Car'],
      test_drive_date: '2026-04-02',
    });
    expect(values.page_id).toBe('42');
    expect(values.Rego).toBe('ABC123');
    expect(values['Service Location']).toBe('Brisbane Service');
    expect(values.opt_in).toBe(false);
    expect(values.test_drive_date).toBe('2026-04-02');
  });

  it('opt_in defaults to true, with its spec label', () => {
    expect(enquiryFormValuesSchema.parse({}).opt_in).toBe(true);
    expect(enquiryFormValuesSchema.parse({ opt_in: null }).opt_in).toBe(true);
    expect(OPT_IN_LABEL).toBe('Email me similar stock and latest offers.');
  });

  it('terms_conditions defaults to false and additional_services to empty', () => {
    const values = enquiryFormValuesSchema.parse({});
    expect(values.terms_conditions).toBe(false);
    expect(values.additional_services).toEqual([]);
  });

  it("reads form-data spellings: '' as absent, 'on' and 'off' as checkbox states", () => {
    const values = enquiryFormValuesSchema.parse({
      message: '  ',
      Rego: '',
      opt_in: 'off',
      terms_conditions: 'on',
      test_drive_date: '',
    });
    expect(values.message).toBeUndefined();
    expect(values.Rego).toBeUndefined();
    expect(values.opt_in).toBe(false);
    expect(values.terms_conditions).toBe(true);
    expect(values.test_drive_date).toBeUndefined();
  });

  it('keeps form-specific extra fields', () => {
    const values = enquiryFormValuesSchema.parse({ 'check__Loan Car': true, trade_make: 'Mazda' });
    expect(values['check__Loan Car']).toBe(true);
    expect(values.trade_make).toBe('Mazda');
  });

  it('a test drive date must be a real date or date-time', () => {
    expect(
      enquiryFormValuesSchema.parse({ test_drive_date: '2026-04-02T09:30:00+10:00' })
        .test_drive_date,
    ).toBe('2026-04-02T09:30:00+10:00');
    expect(enquiryFormValuesSchema.safeParse({ test_drive_date: 'next tuesday' }).success).toBe(
      false,
    );
    expect(enquiryFormValuesSchema.safeParse({ test_drive_date: '2026-02-30' }).success).toBe(
      false,
    );
  });
});
