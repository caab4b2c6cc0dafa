import { describe, expect, it } from 'vitest';
import { leadEventId } from './event-id';

describe('lead event ids', () => {
  it('14 for a new car enquiry', () => {
    expect(leadEventId({ form: 'enquiry', car: { car_type: 'new', tag: null } })).toBe(14);
  });

  it('15 for a used car enquiry', () => {
    expect(leadEventId({ form: 'enquiry', car: { car_type: 'used', tag: null } })).toBe(15);
  });

  it('17 for a new car test drive', () => {
    expect(leadEventId({ form: 'test-drive', car: { car_type: 'new', tag: null } })).toBe(17);
  });

  it('17 for a test-drive-only car, whatever the form or car type', () => {
    expect(leadEventId({ form: 'enquiry', car: { car_type: 'new', tag: 'Test Drive Only' } })).toBe(
      17,
    );
    expect(
      leadEventId({ form: 'enquiry', car: { car_type: 'used', tag: 'Test Drive Only' } }),
    ).toBe(17);
    expect(
      leadEventId({ form: 'test-drive', car: { car_type: 'used', tag: 'Test Drive Only' } }),
    ).toBe(17);
  });

  it('48 for a used car test drive', () => {
    expect(leadEventId({ form: 'test-drive', car: { car_type: 'used', tag: null } })).toBe(48);
  });

  it('demo cars map as new: 14 to enquire, 17 to test drive', () => {
    expect(leadEventId({ form: 'enquiry', car: { car_type: 'demo', tag: null } })).toBe(14);
    expect(leadEventId({ form: 'test-drive', car: { car_type: 'demo', tag: null } })).toBe(17);
  });

  it('22 for the default form with no car', () => {
    expect(leadEventId({ form: 'enquiry', car: null })).toBe(22);
  });

  it('17 for a test drive booking with no car', () => {
    expect(leadEventId({ form: 'test-drive', car: null })).toBe(17);
  });

  it('51 for careers, even when a car is attached', () => {
    expect(leadEventId({ form: 'careers', car: null })).toBe(51);
    expect(leadEventId({ form: 'careers', car: { car_type: 'used', tag: null } })).toBe(51);
  });
});
