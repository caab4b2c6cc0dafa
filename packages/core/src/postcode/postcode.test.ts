import { describe, expect, it } from 'vitest';
import {
  GEOCODE_INVALID_POSTCODE_MESSAGE,
  INVALID_POSTCODE_MESSAGE,
  isValidPostcode,
  POSTCODE_MAX_LENGTH,
  postcodeSchema,
  readGeocodeResponse,
} from './postcode';

function messageFor(value: unknown): string | undefined {
  const result = postcodeSchema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('postcode is required and exactly 4 digits', () => {
  it('4 digits are valid', () => {
    expect(postcodeSchema.parse('4000')).toBe('4000');
    expect(postcodeSchema.parse('0800')).toBe('0800');
  });

  it('surrounding spaces are trimmed', () => {
    expect(postcodeSchema.parse(' 2000 ')).toBe('2000');
  });

  it('3 digits are rejected with the spec message', () => {
    expect(messageFor('400')).toBe('Invalid postcode. Please enter a 4-digit number.');
  });

  it('5 digits are rejected', () => {
    expect(messageFor('40001')).toBe(INVALID_POSTCODE_MESSAGE);
  });

  it('letters and inner spaces are rejected', () => {
    expect(isValidPostcode('40a0')).toBe(false);
    expect(isValidPostcode('40 00')).toBe(false);
    expect(isValidPostcode('-400')).toBe(false);
  });

  it('empty is rejected with the same message', () => {
    expect(messageFor('')).toBe(INVALID_POSTCODE_MESSAGE);
    expect(messageFor('   ')).toBe(INVALID_POSTCODE_MESSAGE);
  });

  it('a missing value is rejected with the same message', () => {
    expect(messageFor(undefined)).toBe(INVALID_POSTCODE_MESSAGE);
    expect(messageFor(null)).toBe(INVALID_POSTCODE_MESSAGE);
  });

  it('the input max length is 4', () => {
    expect(POSTCODE_MAX_LENGTH).toBe(4);
  });
});

describe('geocoding fails with Invalid postcode when there are no results', () => {
  it('reads the first result location', () => {
    expect(
      readGeocodeResponse({
        results: [
          { geometry: { location: { lat: -27.47, lng: 153.02 } } },
          { geometry: { location: { lat: 1, lng: 2 } } },
        ],
      }),
    ).toEqual({ ok: true, lat: -27.47, lng: 153.02 });
  });

  it('no results is an invalid postcode', () => {
    expect(readGeocodeResponse({ results: [] })).toEqual({ ok: false, error: 'Invalid postcode' });
    expect(GEOCODE_INVALID_POSTCODE_MESSAGE).toBe('Invalid postcode');
  });

  it('a malformed answer is an invalid postcode, never a throw', () => {
    expect(readGeocodeResponse(null)).toEqual({ ok: false, error: 'Invalid postcode' });
    expect(readGeocodeResponse({ status: 'ZERO_RESULTS' })).toEqual({
      ok: false,
      error: 'Invalid postcode',
    });
    expect(readGeocodeResponse({ results: [{ geometry: {} }] })).toEqual({
      ok: false,
      error: 'Invalid postcode',
    });
  });
});
