import { describe, expect, it } from 'vitest';
import { type EnquiryFormInput, enquiryFormValuesSchema } from './enquiry';
import { transformEnquiry } from './transform';

const values = (input: EnquiryFormInput) => enquiryFormValuesSchema.parse(input);

describe('enquiry transformation', () => {
  it("'Careers Enquiry' becomes 'General Enquiry' with subcategory 'Career Enquiry'", () => {
    const out = transformEnquiry(values({ category: 'Careers Enquiry', subcategory: 'Workshop' }));
    expect(out.category).toBe('General Enquiry');
    expect(out.subcategory).toBe('Career Enquiry');
  });

  it('other categories are left as they are', () => {
    const out = transformEnquiry(values({ category: 'Service Enquiry', subcategory: 'Booking' }));
    expect(out.category).toBe('Service Enquiry');
    expect(out.subcategory).toBe('Booking');
  });

  it('radio helper fields are removed', () => {
    const out = transformEnquiry(
      values({ category: 'Finance', radio__finance_type: 'Personal', finance_type: 'Personal' }),
    );
    expect(out).not.toHaveProperty('radio__finance_type');
    expect(out.finance_type).toBe('Personal');
  });

  it('check-option fields set to true are collected into additional_services', () => {
    const out = transformEnquiry(
      values({
        'check__Loan Car': true,
        check__Wheel_Alignment: 'on',
        'check__Car Wash': false,
        name: 'Ada',
      }),
    );
    expect(out.additional_services).toEqual(['Loan Car', 'Wheel_Alignment']);
    expect(Object.keys(out).some((k) => k.startsWith('check__'))).toBe(false);
    expect(out.name).toBe('Ada');
  });

  it('ticked options are added after existing services, without duplicates', () => {
    const out = transformEnquiry(
      values({ additional_services: ['Loan Car'], 'check__Loan Car': true, check__Tyres: true }),
    );
    expect(out.additional_services).toEqual(['Loan Car', 'Tyres']);
  });

  it('no check fields leaves additional_services empty', () => {
    expect(transformEnquiry(values({ name: 'Ada' })).additional_services).toEqual([]);
  });

  it('does not change the values it was given', () => {
    const input = values({ category: 'Careers Enquiry', check__Tyres: true });
    transformEnquiry(input);
    expect(input.category).toBe('Careers Enquiry');
    expect(input.check__Tyres).toBe(true);
    expect(input.additional_services).toEqual([]);
  });
});
