import { describe, expect, it } from 'vitest';
import {
  maskPhone,
  NO_PHONE_WARNING,
  PHONE_NOT_AVAILABLE,
  phoneDisplay,
  phoneRevealLogSchema,
} from './phone';

describe('phone masking shows only the first 5 characters', () => {
  it('a mobile keeps its first 5 characters, the space among them', () => {
    expect(maskPhone('0412 345 678')).toBe('0412 XXX XXX');
  });

  it('a number without spaces hides everything after 5 characters', () => {
    expect(maskPhone('0733334444')).toBe('07333XXXXX');
  });

  it('spaces inside the first 5 count as characters', () => {
    expect(maskPhone('07 3333 4444')).toBe('07 33XX XXXX');
  });

  it('an international number masks the same way', () => {
    expect(maskPhone('+61 7 3333 4444')).toBe('+61 7 XXXX XXXX');
  });

  it('surrounding spaces do not count', () => {
    expect(maskPhone('  0733334444 ')).toBe('07333XXXXX');
  });

  it('a 6-character number hides exactly one character', () => {
    expect(maskPhone('131313')).toBe('13131X');
  });

  it('a short number of 5 characters or fewer has nothing to hide', () => {
    expect(maskPhone('13131')).toBe('13131');
    expect(maskPhone('000')).toBe('000');
  });
});

describe('phone reveal display', () => {
  it('a number shows masked, then in full as a tel link', () => {
    expect(phoneDisplay(' 0412 345 678 ')).toEqual({
      kind: 'available',
      masked: '0412 XXX XXX',
      full: '0412 345 678',
      href: 'tel:0412345678',
    });
  });

  it('no number falls back to Phone not available with the warning', () => {
    const missing = {
      kind: 'missing',
      text: 'Phone not available',
      warning: 'No phone number available for car',
    };
    expect(phoneDisplay(null)).toEqual(missing);
    expect(phoneDisplay(undefined)).toEqual(missing);
    expect(phoneDisplay('')).toEqual(missing);
    expect(phoneDisplay('   ')).toEqual(missing);
    expect(PHONE_NOT_AVAILABLE).toBe('Phone not available');
    expect(NO_PHONE_WARNING).toBe('No phone number available for car');
  });

  it('a value with no digits counts as no number', () => {
    expect(phoneDisplay('N/A').kind).toBe('missing');
  });

  it('the tel link keeps digits and a leading plus', () => {
    const shown = phoneDisplay('+61 (7) 3333-4444');
    expect(shown.kind === 'available' && shown.href).toBe('tel:+61733334444');
  });
});

describe('phone reveal log payload', () => {
  it('carries car, dealership and website ids as strings', () => {
    expect(phoneRevealLogSchema.parse({ car_id: 12, dealership_id: '7', website_id: 3 })).toEqual({
      car_id: '12',
      dealership_id: '7',
      website_id: '3',
    });
  });

  it('rejects a missing id', () => {
    expect(phoneRevealLogSchema.safeParse({ car_id: 12, dealership_id: 7 }).success).toBe(false);
  });
});
