import type { Car } from '../car/car';
import { isCarActive, isTestDriveOnly } from '../car-status/carStatus';

/** The actions a car can offer, in the order a card or sidebar lists them. */
export const carButtonKinds = [
  'enquire',
  'finance',
  'trade-in',
  'test-drive',
  'reserve',
  'similar',
  'history-report',
  'call',
] as const;
export type CarButton = (typeof carButtonKinds)[number];

/** SPEC §4 Car status: the similar-cars action needs more than this many images. */
export const SIMILAR_MIN_IMAGES_EXCLUSIVE = 1;

export type CarButtonsCar = Pick<Car, 'status' | 'tag' | 'reserved' | 'images' | 'file'>;

/** Site feature flags the buttons depend on, passed in so this rule never reads site config. */
export type CarButtonsSite = {
  reserveAllowed: boolean;
  tradeInAllowed: boolean;
  testDriveAllowed: boolean;
  callAllowed: boolean;
};

export type CarButtonsInput = {
  car: CarButtonsCar;
  site: CarButtonsSite;
  /** The finance rules' verdict for this car and site, computed by the caller. */
  financeShown: boolean;
};

/**
 * SPEC §4 Buttons on a car: reserve needs the site to allow it, and is hidden for
 * test-drive-only cars and for cars someone has already reserved.
 */
export function canReserve(
  car: Pick<Car, 'status' | 'tag' | 'reserved'>,
  site: CarButtonsSite,
): boolean {
  return site.reserveAllowed && isCarActive(car) && !car.reserved && !isTestDriveOnly(car);
}

/**
 * SPEC §4: trade-in appears only when allowed for the car. The spec names no
 * condition beyond the site flag and the car being available, so those are the rule.
 */
export function canTradeIn(car: Pick<Car, 'status'>, site: CarButtonsSite): boolean {
  return site.tradeInAllowed && isCarActive(car);
}

/** SPEC §4: the similar-cars action needs more than 1 image. */
export function hasEnoughImagesForSimilar(car: Pick<Car, 'images'>): boolean {
  return car.images.length > SIMILAR_MIN_IMAGES_EXCLUSIVE;
}

/** SPEC §2/§5: the history report link needs a file on the car. */
export function hasHistoryReport(car: Pick<Car, 'file'>): boolean {
  return car.file !== null && car.file.trim() !== '';
}

/**
 * SPEC §4 Car status and Buttons on a car, SPEC §2 Car detail. A non-available
 * car offers only find-similar: that is its whole call to action under the SOLD
 * banner ("we can help you find a similar car"), so it shows regardless of the
 * image count. An active car is in the sales-enquiry state and offers enquire,
 * then each other action whose own condition holds.
 */
export function carButtons({ car, site, financeShown }: CarButtonsInput): CarButton[] {
  if (!isCarActive(car)) return ['similar'];

  const shown: Record<CarButton, boolean> = {
    enquire: true,
    finance: financeShown,
    'trade-in': canTradeIn(car, site),
    'test-drive': site.testDriveAllowed,
    reserve: canReserve(car, site),
    similar: hasEnoughImagesForSimilar(car),
    'history-report': hasHistoryReport(car),
    call: site.callAllowed,
  };
  return carButtonKinds.filter((kind) => shown[kind]);
}
