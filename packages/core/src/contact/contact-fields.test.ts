import { describe, expect, it } from 'vitest';
import { leadFormMessages } from '../lead/validation';
import { CONTACT_FIELD_NAMES, contactFields, tradeInContactFields } from './contact-fields';
import { contactFieldSchemas } from './contact-schema';

describe('contact fields', () => {
  it('each field names itself', () => {
    for (const name of CONTACT_FIELD_NAMES) expect(contactFields[name].name).toBe(name);
  });

  it('the trade-in form asks every contact field once, with its own labels', () => {
    expect(tradeInContactFields.map((f) => f.name).sort()).toEqual([...CONTACT_FIELD_NAMES].sort());
    expect(tradeInContactFields.map((f) => f.label)).toEqual([
      'First Name',
      'Last Name',
      'Mobile Number',
      'Email Address',
      'Postcode',
    ]);
  });

  it('the postcode input takes 4 characters, as its check wants 4 digits', () => {
    expect(contactFields.postcode.maxLength).toBe(4);
    expect(contactFieldSchemas.postcode.safeParse('4000').success).toBe(true);
  });

  it('the checks say the lead forms’ messages', () => {
    const first = (field: keyof typeof contactFieldSchemas, value: unknown) =>
      contactFieldSchemas[field].safeParse(value).error?.issues[0]?.message;
    expect(first('name', '  ')).toBe(leadFormMessages.nameRequired);
    expect(first('last_name', null)).toBe(leadFormMessages.lastNameRequired);
    expect(first('email', 'sam@')).toBe(leadFormMessages.emailInvalid);
    expect(first('phone', '123')).toBe(leadFormMessages.phoneInvalid);
    expect(first('postcode', '')).toBe(leadFormMessages.postcodeInvalid);
  });
});
