import { formatCount } from '../money/money';
import type { NumericRange } from '../search/protocol';

// Can my car tow it? (docs/rules.md#towing-capacity): a shopper's tow vehicle's braked
// towing capacity narrows a caravan search to the vans whose ATM is within it.

/** The capacities a shopper may enter, in kg: from a small car's to a heavy ute's. */
export const TOW_CAPACITY_LIMITS = { min: 500, max: 4500 } as const;

/** One tow vehicle of the shipped table and its braked towing capacity. */
export type TowVehicle = {
  id: string;
  make: string;
  model: string;
  /** Braked towing capacity as the maker publishes it, kg. */
  brakedKg: number;
};

/**
 * Common Australian tow vehicles with their makers' published braked towing capacities.
 * Typical figures only: a variant, a gearbox or an option pack can rate lower, so the
 * page tells the shopper to check their own vehicle's plate or manual.
 */
export const towVehicles: readonly TowVehicle[] = [
  { id: 'ford-ranger', make: 'Ford', model: 'Ranger (2022 on)', brakedKg: 3500 },
  { id: 'ford-ranger-raptor', make: 'Ford', model: 'Ranger Raptor (2022 on)', brakedKg: 2500 },
  { id: 'isuzu-d-max', make: 'Isuzu', model: 'D-Max (2020 on)', brakedKg: 3500 },
  { id: 'mazda-bt-50', make: 'Mazda', model: 'BT-50 (2020 on)', brakedKg: 3500 },
  { id: 'mitsubishi-triton', make: 'Mitsubishi', model: 'Triton (2024 on)', brakedKg: 3500 },
  {
    id: 'mitsubishi-triton-mr',
    make: 'Mitsubishi',
    model: 'Triton (2015 to 2023)',
    brakedKg: 3100,
  },
  { id: 'nissan-navara', make: 'Nissan', model: 'Navara (D23)', brakedKg: 3500 },
  { id: 'nissan-patrol', make: 'Nissan', model: 'Patrol (Y62)', brakedKg: 3500 },
  { id: 'toyota-hilux', make: 'Toyota', model: 'HiLux 2.8 diesel 4x4', brakedKg: 3500 },
  { id: 'toyota-landcruiser-70', make: 'Toyota', model: 'LandCruiser 70', brakedKg: 3500 },
  { id: 'toyota-landcruiser-300', make: 'Toyota', model: 'LandCruiser 300', brakedKg: 3500 },
  {
    id: 'toyota-prado-150',
    make: 'Toyota',
    model: 'LandCruiser Prado 150 (automatic)',
    brakedKg: 3000,
  },
  { id: 'toyota-rav4-hybrid-awd', make: 'Toyota', model: 'RAV4 Hybrid AWD', brakedKg: 1500 },
];

/** What a shopper reads beside the table: the figures are typical, their own plate decides. */
export const TOW_VEHICLE_NOTE =
  "Typical figures. Check your own vehicle's compliance plate or owner's manual: a variant or option can rate lower.";

/** 'Ford Ranger (2022 on): 3,500 kg'. */
export function towVehicleLabel(vehicle: TowVehicle): string {
  return `${vehicle.make} ${vehicle.model}: ${formatCount(vehicle.brakedKg)} kg`;
}

export type TowCapacityReading = { ok: true; kg: number } | { ok: false; message: string };

const RANGE_TEXT = `from ${formatCount(TOW_CAPACITY_LIMITS.min)} to ${formatCount(TOW_CAPACITY_LIMITS.max)} kg`;

/**
 * A capacity as a shopper types it ('3500', '3,500', '3500 kg'): a whole number of kg
 * within TOW_CAPACITY_LIMITS, or the message the field shows, naming the range.
 */
export function readTowCapacity(input: string): TowCapacityReading {
  const text = input.trim().replace(/\s*kgs?$/i, '');
  if (text === '') {
    return { ok: false, message: `Enter your car's braked towing capacity, ${RANGE_TEXT}` };
  }
  if (!/^\d{1,3}(,\d{3})*$|^\d+$/.test(text)) {
    return { ok: false, message: `Enter a whole number of kg, ${RANGE_TEXT}` };
  }
  const kg = Number(text.replace(/,/g, ''));
  if (kg < TOW_CAPACITY_LIMITS.min || kg > TOW_CAPACITY_LIMITS.max) {
    return { ok: false, message: `Enter a capacity ${RANGE_TEXT}` };
  }
  return { ok: true, kg };
}

/** The ATM range a capacity asks for: anything up to it. */
export function towingRange(capacityKg: number): NumericRange {
  return { min: null, max: capacityKg };
}

/** The capacity a search is narrowed to: its ATM range's maximum when that range is open below. */
export function towCapacityOf(ranges: { atm_kg?: NumericRange }): number | null {
  const range = ranges.atm_kg;
  return range && range.min === null && range.max !== null ? range.max : null;
}

/** Whether a van may be towed by a car of this capacity: its ATM is known and within it. */
export function withinTowingCapacity(
  atmKg: number | null | undefined,
  capacityKg: number | null,
): boolean {
  return capacityKg !== null && typeof atmKg === 'number' && atmKg <= capacityKg;
}
