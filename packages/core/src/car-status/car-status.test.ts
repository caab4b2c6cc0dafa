import { describe, expect, it } from 'vitest';
import {
  activeCarStatuses,
  carAvailability,
  carPageState,
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

describe('car page state', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const nowSeconds = now.getTime() / 1000;
  const DAY = 86_400;
  const car = (
    status: 'in_stock' | 'coming_soon' | 'sold' | 'others',
    sold_date_timestamp: number | null = null,
    show_on_dealer_website = true,
  ) => ({ status, sold_date_timestamp, show_on_dealer_website });

  it('a car in stock or coming soon is listed', () => {
    expect(carPageState(car('in_stock'), { now, soldWindowDays: 3 })).toBe('listed');
    expect(carPageState(car('coming_soon'), { now, soldWindowDays: 3 })).toBe('listed');
  });

  it('a car sold within the window keeps its page as sold', () => {
    const soldYesterday = car('sold', nowSeconds - DAY);
    expect(carPageState(soldYesterday, { now, soldWindowDays: 3 })).toBe('sold');
    const atTheEdge = car('sold', nowSeconds - 3 * DAY);
    expect(carPageState(atTheEdge, { now, soldWindowDays: 3 })).toBe('sold');
  });

  it('a car sold before the window is gone', () => {
    const justOut = car('sold', nowSeconds - 3 * DAY - 1);
    expect(carPageState(justOut, { now, soldWindowDays: 3 })).toBe('gone');
  });

  it('the window is the site’s own', () => {
    const soldTwoDaysAgo = car('sold', nowSeconds - 2 * DAY);
    expect(carPageState(soldTwoDaysAgo, { now, soldWindowDays: 1 })).toBe('gone');
    expect(carPageState(soldTwoDaysAgo, { now, soldWindowDays: 7 })).toBe('sold');
  });

  it('a sold car without a sold date cannot be placed in the window and is gone', () => {
    expect(carPageState(car('sold'), { now, soldWindowDays: 3 })).toBe('gone');
  });

  it('a withdrawn car, or one hidden from the dealer website, is gone', () => {
    expect(carPageState(car('others'), { now, soldWindowDays: 3 })).toBe('gone');
    expect(carPageState(car('in_stock', null, false), { now, soldWindowDays: 3 })).toBe('gone');
  });
});
