import { describe, expect, it } from 'vitest';
import {
  activeCarStatuses,
  carAvailability,
  carStatusAttribute,
  FIND_SIMILAR_LABEL,
  isCarActive,
  isTestDriveOnly,
  SOLD_BANNER_LABEL,
  SOLD_CAR_BODY,
  SOLD_CAR_HEADING,
} from './car-status';

describe('car status', () => {
  it('in_stock is active', () => {
    expect(carAvailability({ status: 'in_stock' })).toBe('active');
    expect(isCarActive({ status: 'in_stock' })).toBe(true);
  });

  it('coming_soon is active', () => {
    expect(carAvailability({ status: 'coming_soon' })).toBe('active');
    expect(isCarActive({ status: 'coming_soon' })).toBe(true);
  });

  it('sold is non-available', () => {
    expect(carAvailability({ status: 'sold' })).toBe('non-available');
    expect(isCarActive({ status: 'sold' })).toBe(false);
  });

  it('any other status is non-available', () => {
    expect(carAvailability({ status: 'others' })).toBe('non-available');
    expect(isCarActive({ status: 'others' })).toBe(false);
  });

  it('the active statuses are exactly in_stock and coming_soon', () => {
    expect(activeCarStatuses).toEqual(['in_stock', 'coming_soon']);
  });

  it('the card data attribute carries the normalised status', () => {
    expect(carStatusAttribute({ status: 'in_stock' })).toBe('in_stock');
    expect(carStatusAttribute({ status: 'coming_soon' })).toBe('coming_soon');
    expect(carStatusAttribute({ status: 'sold' })).toBe('sold');
    expect(carStatusAttribute({ status: 'others' })).toBe('others');
  });

  it('sold texts quote the spec', () => {
    expect(SOLD_CAR_HEADING).toBe('Unfortunately this car recently sold.');
    expect(SOLD_CAR_BODY).toBe("But don't worry, we can help you find a similar car!");
    expect(SOLD_BANNER_LABEL).toBe('SOLD');
    expect(FIND_SIMILAR_LABEL).toBe('Find Me Something Similar');
  });
});

describe('test drive only', () => {
  it("a car tagged 'Test Drive Only' is test-drive-only", () => {
    expect(isTestDriveOnly({ tag: 'Test Drive Only' })).toBe(true);
  });

  it('the tag is matched ignoring case and extra spaces', () => {
    expect(isTestDriveOnly({ tag: '  test drive  ONLY ' })).toBe(true);
  });

  it('no tag or another tag is not test-drive-only', () => {
    expect(isTestDriveOnly({ tag: null })).toBe(false);
    expect(isTestDriveOnly({ tag: 'Runout Sale' })).toBe(false);
    expect(isTestDriveOnly({ tag: 'Test Drive' })).toBe(false);
  });
});
