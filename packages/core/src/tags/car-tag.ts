import type { Car } from '../car/car';
import { isCarActive } from '../car-status/car-status';

/** A car counts as new for this many days after it was created (docs/rules.md#new-tag). */
export const NEW_TAG_WINDOW_DAYS = 8;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Certified used program: what the certified image advertises (docs/rules.md#certified-used-tag). */
export const CERTIFIED_INSPECTION_POINTS = 90;
export const CERTIFIED_ROADSIDE_ASSIST_YEARS = 1;

export type CarTag =
  | { kind: 'sold'; label: 'Sold' }
  | { kind: 'electric'; label: 'Electric' }
  | { kind: 'hybrid'; label: 'Hybrid' }
  | { kind: 'reserved'; label: 'Reserved' }
  | {
      kind: 'certified';
      label: string;
      make: string;
      inspectionPoints: typeof CERTIFIED_INSPECTION_POINTS;
      roadsideAssistYears: typeof CERTIFIED_ROADSIDE_ASSIST_YEARS;
    }
  | { kind: 'custom'; label: string }
  | { kind: 'coming-soon'; label: 'Coming Soon' }
  | { kind: 'new'; label: 'New' }
  | { kind: 'none'; label: '' };

export type CarTagKind = CarTag['kind'];

export type CarTagCar = Pick<
  Car,
  | 'status'
  | 'car_type'
  | 'make'
  | 'fuel'
  | 'simple_fuel'
  | 'reserved'
  | 'certified'
  | 'tag'
  | 'created_at'
>;

export type CarTagOptions = {
  /** Site flag: show the Electric/Hybrid tag. */
  electricHybridTag: boolean;
  /** The make whose certified used program this site runs, or null for none. */
  certifiedMake: string | null;
  now: Date;
  /** Defaults to 8 days (docs/rules.md#new-tag); injectable so a site or test can change it. */
  newTagWindowDays?: number;
};

export type FuelKind = 'electric' | 'hybrid';

/**
 * Which power-train tag a fuel text earns. Feeds spell fuel freely ("Hybrid",
 * "Petrol/Electric", "Plug-in Hybrid", "PHEV", "Electric", "EV"), so:
 * - any mention of hybrid (or HEV/PHEV), or electric alongside petrol or diesel,
 *   is a hybrid: the car still burns fuel;
 * - electric (or EV/BEV) on its own is electric;
 * - anything else earns no tag.
 */
export function fuelKind(text: string | null): FuelKind | null {
  if (text === null) return null;
  const s = text.toLowerCase();
  const electric = /electric|\bb?ev\b/.test(s);
  const combustion = /petrol|diesel|unleaded|\blpg\b/.test(s);
  if (/hybrid|\bp?hev\b/.test(s) || (electric && combustion)) return 'hybrid';
  if (electric) return 'electric';
  return null;
}

/** simple_fuel is the feed's cleaned-up value, so it is asked first; fuel is the fallback. */
function carFuelKind(car: Pick<Car, 'fuel' | 'simple_fuel'>): FuelKind | null {
  return fuelKind(car.simple_fuel) ?? fuelKind(car.fuel);
}

/**
 * 'new' tag: created within the last `windowDays` (docs/rules.md#car-tag-precedence). A car created exactly
 * `windowDays` ago still counts; one millisecond older does not. A created_at in
 * the future (feed clock ahead of ours) counts as just created.
 */
export function isNewCar(
  car: Pick<Car, 'created_at'>,
  now: Date,
  windowDays: number = NEW_TAG_WINDOW_DAYS,
): boolean {
  const created = Date.parse(car.created_at);
  if (Number.isNaN(created)) return false;
  return now.getTime() - created <= windowDays * DAY_MS;
}

function sameMake(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * Car tag precedence (docs/rules.md#car-tag-precedence). A non-available car shows the sold tag whatever
 * else it carries. Otherwise the first that applies wins: electric/hybrid (when
 * the site enables it), reserved, certified used (the car is flagged certified,
 * is used, and is of the site's certified-program make), the feed's custom tag,
 * coming soon, new; otherwise blank.
 *
 * A custom tag reading 'SOLD' on an available car is ignored: the status is the
 * truth about availability, and a stale feed tag must not hide a buyable car.
 */
export function carTag(car: CarTagCar, options: CarTagOptions): CarTag {
  if (!isCarActive(car)) return { kind: 'sold', label: 'Sold' };

  if (options.electricHybridTag) {
    const fuel = carFuelKind(car);
    if (fuel === 'electric') return { kind: 'electric', label: 'Electric' };
    if (fuel === 'hybrid') return { kind: 'hybrid', label: 'Hybrid' };
  }

  if (car.reserved) return { kind: 'reserved', label: 'Reserved' };

  if (
    car.certified &&
    car.car_type === 'used' &&
    options.certifiedMake !== null &&
    sameMake(car.make, options.certifiedMake)
  ) {
    return {
      kind: 'certified',
      label: `${options.certifiedMake.trim()} Certified Used: ${CERTIFIED_INSPECTION_POINTS} point inspection, ${CERTIFIED_ROADSIDE_ASSIST_YEARS} year roadside assist`,
      make: options.certifiedMake.trim(),
      inspectionPoints: CERTIFIED_INSPECTION_POINTS,
      roadsideAssistYears: CERTIFIED_ROADSIDE_ASSIST_YEARS,
    };
  }

  const custom = car.tag?.trim() ?? '';
  if (custom !== '' && custom.toLowerCase() !== 'sold') return { kind: 'custom', label: custom };

  if (car.status === 'coming_soon') return { kind: 'coming-soon', label: 'Coming Soon' };

  if (isNewCar(car, options.now, options.newTagWindowDays)) return { kind: 'new', label: 'New' };

  return { kind: 'none', label: '' };
}
