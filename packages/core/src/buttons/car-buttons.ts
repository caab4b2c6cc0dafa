import type { Car } from '../car/car';
import { isCarActive, isTestDriveOnly } from '../car-status/car-status';
import { type FinanceEligibilityCar, isFinanceEligible } from '../finance/eligibility';
import type { SiteFeatures } from '../site-config/site-features';

/** The actions a car can offer, in the order a card or sidebar lists them. */
export const carButtonKinds = [
  'enquire',
  'finance',
  'trade-in',
  'test-drive',
  'reserve',
  'chat',
  'similar',
  'history-report',
  'call',
] as const;
export type CarButton = (typeof carButtonKinds)[number];

/** Car status: the similar-cars action needs more than this many images (docs/rules.md#car-status). */
export const SIMILAR_MIN_IMAGES_EXCLUSIVE = 1;

/** `file` (the history report) may be left out, as a public hit does: no report then. */
export type CarButtonsCar = Pick<Car, 'status' | 'tag' | 'reserved' | 'images'> &
  Partial<Pick<Car, 'file'>> &
  FinanceEligibilityCar;

/** The site's switches the buttons depend on (`siteFeatures` reads them from the config). */
export type CarButtonsSite = SiteFeatures;

export type CarButtonsInput = {
  car: CarButtonsCar;
  site: CarButtonsSite;
};

/**
 * Buttons on a car: reserve needs the site to allow it, and is hidden for
 * test-drive-only cars and for cars someone has already reserved (docs/rules.md#car-buttons).
 */
export function canReserve(
  car: Pick<Car, 'status' | 'tag' | 'reserved'>,
  site: Pick<CarButtonsSite, 'reserveAllowed'>,
): boolean {
  return site.reserveAllowed && isCarActive(car) && !car.reserved && !isTestDriveOnly(car);
}

/**
 * Trade-in appears only when allowed for the car (docs/rules.md#car-buttons). The site's
 * switch and the car being available are the whole rule.
 */
export function canTradeIn(
  car: Pick<Car, 'status'>,
  site: Pick<CarButtonsSite, 'tradeInAllowed'>,
): boolean {
  return site.tradeInAllowed && isCarActive(car);
}

/**
 * Finance eligibility decides the finance button wherever a car shows
 * one (result card, car page): the car is in stock, not sold, not reserved and
 * priced above 200, and the site takes finance enquiries (docs/rules.md#finance-eligibility). Whether the estimate
 * itself shows is a separate rule, `financeDisplay` (docs/rules.md#finance-display):
 * a Suzuki site shows no estimate but still offers the button.
 */
export function canFinance(
  car: FinanceEligibilityCar,
  site: Pick<CarButtonsSite, 'financeAllowed'>,
): boolean {
  return site.financeAllowed && isFinanceEligible(car);
}

/** The similar-cars action needs more than 1 image (docs/rules.md#car-buttons). */
export function hasEnoughImagesForSimilar(car: Pick<Car, 'images'>): boolean {
  return car.images.length > SIMILAR_MIN_IMAGES_EXCLUSIVE;
}

/** The history report link needs a file on the car (docs/rules.md#car-buttons). */
export function hasHistoryReport(car: Partial<Pick<Car, 'file'>>): boolean {
  return car.file != null && car.file.trim() !== '';
}

/**
 * Car status and Buttons on a car, Car detail (docs/rules.md#car-status, docs/rules.md#car-buttons). A non-available
 * car offers only find-similar: that is its whole call to action under the SOLD
 * banner ("we can help you find a similar car"), so it shows regardless of the
 * image count. An active car is in the sales-enquiry state and offers enquire,
 * then each other action whose own condition holds (chat too: a sold car is
 * no longer one to ask about).
 */
export function carButtons({ car, site }: CarButtonsInput): CarButton[] {
  if (!isCarActive(car)) return ['similar'];

  const shown: Record<CarButton, boolean> = {
    enquire: true,
    finance: canFinance(car, site),
    'trade-in': canTradeIn(car, site),
    'test-drive': site.testDriveAllowed,
    reserve: canReserve(car, site),
    // Chat, where the site configures one (off by default) (docs/rules.md#chat).
    chat: site.chatAllowed,
    similar: hasEnoughImagesForSimilar(car),
    'history-report': hasHistoryReport(car),
    call: site.callAllowed,
  };
  return carButtonKinds.filter((kind) => shown[kind]);
}
