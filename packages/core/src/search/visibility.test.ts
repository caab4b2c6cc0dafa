import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SOLD_WINDOW_DAYS,
  isInLowestPriceSort,
  isVisibleInSearch,
  type SearchVisibilityFields,
  soldWindowCutoff,
} from './visibility';

const now = new Date('2025-06-10T12:00:00.000Z');
const nowSeconds = now.getTime() / 1000;
const DAY = 86_400;

const car = (over: Partial<SearchVisibilityFields>): SearchVisibilityFields => ({
  status: 'in_stock',
  show_on_dealer_website: true,
  sold_date_timestamp: null,
  ...over,
});

describe('search includes in_stock, coming_soon and recently sold cars shown on the dealer website', () => {
  it('includes in_stock and coming_soon cars', () => {
    expect(isVisibleInSearch(car({ status: 'in_stock' }), { now })).toBe(true);
    expect(isVisibleInSearch(car({ status: 'coming_soon' }), { now })).toBe(true);
  });

  it('never includes a car with show_on_dealer_website false, whatever its status', () => {
    expect(isVisibleInSearch(car({ show_on_dealer_website: false }), { now })).toBe(false);
    expect(
      isVisibleInSearch(
        car({ status: 'sold', show_on_dealer_website: false, sold_date_timestamp: nowSeconds }),
        { now },
      ),
    ).toBe(false);
  });

  it('never includes other statuses', () => {
    expect(isVisibleInSearch(car({ status: 'others' }), { now })).toBe(false);
  });

  it('the sold window defaults to 3 days', () => {
    expect(DEFAULT_SOLD_WINDOW_DAYS).toBe(3);
  });

  it('includes a car sold exactly 3 days ago and excludes one sold a second earlier', () => {
    const atEdge = car({ status: 'sold', sold_date_timestamp: nowSeconds - 3 * DAY });
    const justOut = car({ status: 'sold', sold_date_timestamp: nowSeconds - 3 * DAY - 1 });
    const justIn = car({ status: 'sold', sold_date_timestamp: nowSeconds - 3 * DAY + 1 });
    expect(isVisibleInSearch(atEdge, { now })).toBe(true);
    expect(isVisibleInSearch(justIn, { now })).toBe(true);
    expect(isVisibleInSearch(justOut, { now })).toBe(false);
  });

  it('honours a site window of another length', () => {
    const soldTwoDaysAgo = car({ status: 'sold', sold_date_timestamp: nowSeconds - 2 * DAY });
    expect(isVisibleInSearch(soldTwoDaysAgo, { now, soldWindowDays: 1 })).toBe(false);
    expect(isVisibleInSearch(soldTwoDaysAgo, { now, soldWindowDays: 2 })).toBe(true);
  });

  it('a window of 0 days shows only cars sold at this very second or later', () => {
    expect(
      isVisibleInSearch(car({ status: 'sold', sold_date_timestamp: nowSeconds }), {
        now,
        soldWindowDays: 0,
      }),
    ).toBe(true);
    expect(
      isVisibleInSearch(car({ status: 'sold', sold_date_timestamp: nowSeconds - 1 }), {
        now,
        soldWindowDays: 0,
      }),
    ).toBe(false);
  });

  it('leaves out a sold car without a sold date', () => {
    expect(isVisibleInSearch(car({ status: 'sold', sold_date_timestamp: null }), { now })).toBe(
      false,
    );
  });

  it('the cutoff is now minus the window in epoch seconds; a negative window counts as 0', () => {
    expect(soldWindowCutoff(now, 3)).toBe(nowSeconds - 3 * DAY);
    expect(soldWindowCutoff(now, -5)).toBe(nowSeconds);
    expect(soldWindowCutoff(now, Number.NaN)).toBe(nowSeconds);
  });
});

describe('ascending price sort excludes price 0 on some sites', () => {
  it('keeps every car when the site does not exclude price 0', () => {
    expect(isInLowestPriceSort(0, false)).toBe(true);
    expect(isInLowestPriceSort(null, false)).toBe(true);
  });

  it('leaves out price 0 and a missing price when the site excludes price 0', () => {
    expect(isInLowestPriceSort(0, true)).toBe(false);
    expect(isInLowestPriceSort(null, true)).toBe(false);
    expect(isInLowestPriceSort(0.01, true)).toBe(true);
    expect(isInLowestPriceSort(1, true)).toBe(true);
  });
});
