import type { Car, CarStatus } from '../car/car';
import { isVisibleInSearch, type SearchVisibilityFields } from '../search/visibility';

/** Car status: the statuses that count as active (action buttons show) (docs/rules.md#car-status). */
export const activeCarStatuses = [
  'in_stock',
  'coming_soon',
] as const satisfies readonly CarStatus[];

export type CarAvailability = 'active' | 'non-available';

/** Car status: the banner and call to action a non-available car shows (docs/rules.md#car-status). */
export const SOLD_BANNER_LABEL = 'SOLD';
export const FIND_SIMILAR_LABEL = 'Find Me Something Similar';

/** Sold car: the two lines shown in place of the car's actions (docs/rules.md#car-status). */
export const SOLD_CAR_HEADING = 'Unfortunately this car recently sold.';
export const SOLD_CAR_BODY = "But don't worry, we can help you find a similar car!";

/** Car tag: the tag text that marks a car as bookable for test drives only (docs/rules.md#car-tag-precedence). */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';

/**
 * Car status: in_stock and coming_soon are active; sold and every other
 * status are non-available (docs/rules.md#car-status). The status alone decides, so a card, a detail page
 * and the finance rules cannot disagree about the same row.
 */
export function carAvailability(car: Pick<Car, 'status'>): CarAvailability {
  switch (car.status) {
    case 'in_stock':
    case 'coming_soon':
      return 'active';
    case 'sold':
    case 'others':
      return 'non-available';
    default:
      return car.status satisfies never;
  }
}

export function isCarActive(car: Pick<Car, 'status'>): boolean {
  return carAvailability(car) === 'active';
}

/**
 * Car status is applied to result cards (docs/rules.md#car-status). Conventions style state through
 * data attributes, so this is the value for `data-status`: the normalised status
 * itself (`in_stock`, `coming_soon`, `sold`, `others`), which lets a template tell
 * a sold car from one withdrawn for another reason if it wants to.
 */
export function carStatusAttribute(car: Pick<Car, 'status'>): CarStatus {
  return car.status;
}

/**
 * A car tagged 'Test Drive Only' can be booked for a drive but not
 * reserved (docs/rules.md#test-drive-only-cars). Feeds vary in case and spacing, so the comparison ignores both.
 */
export function isTestDriveOnly(car: Pick<Car, 'tag'>): boolean {
  if (car.tag === null) return false;
  return car.tag.trim().replace(/\s+/g, ' ').toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase();
}

/**
 * What a car's own page is at `now` (docs/rules.md#car-page-state):
 * `listed` while the car is for sale, `sold` while it is sold but still inside
 * the site's sold window (the page keeps its address and shows the SOLD
 * banner), `gone` once the site's search no longer shows it: sold before the
 * window, sold without a date to place it in the window, withdrawn ('others')
 * or hidden from the dealer website. A page is kept exactly as long as the
 * search shows the car, so no search result, sitemap entry or feed row leads
 * to a page that says something else.
 */
export type CarPageState = 'listed' | 'sold' | 'gone';

export function carPageState(
  car: SearchVisibilityFields,
  options: { now: Date; soldWindowDays: number },
): CarPageState {
  if (!isVisibleInSearch(car, options)) return 'gone';
  return isCarActive(car) ? 'listed' : 'sold';
}
