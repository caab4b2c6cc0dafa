import { describe, expect, it } from 'vitest';
import {
  readTowCapacity,
  towCapacityOf,
  towingRange,
  towVehicleLabel,
  towVehicles,
  withinTowingCapacity,
} from './towing';

describe('towing capacity', () => {
  it('reads a capacity as shoppers type it', () => {
    expect(readTowCapacity('3500')).toEqual({ ok: true, kg: 3500 });
    expect(readTowCapacity(' 2,500 kg ')).toEqual({ ok: true, kg: 2500 });
    expect(readTowCapacity('500')).toEqual({ ok: true, kg: 500 });
    expect(readTowCapacity('4500kg')).toEqual({ ok: true, kg: 4500 });
  });

  it('refuses what is no whole number of kg, or out of range, naming the range', () => {
    expect(readTowCapacity('')).toEqual({
      ok: false,
      message: "Enter your car's braked towing capacity, from 500 to 4,500 kg",
    });
    expect(readTowCapacity('lots')).toEqual({
      ok: false,
      message: 'Enter a whole number of kg, from 500 to 4,500 kg',
    });
    expect(readTowCapacity('2.5')).toMatchObject({ ok: false });
    expect(readTowCapacity('-3000')).toMatchObject({ ok: false });
    expect(readTowCapacity('499')).toEqual({
      ok: false,
      message: 'Enter a capacity from 500 to 4,500 kg',
    });
    expect(readTowCapacity('45000')).toMatchObject({ ok: false });
  });

  it('asks for the vans whose ATM is within it, and reads it back from a search', () => {
    expect(towingRange(2500)).toEqual({ min: null, max: 2500 });
    expect(towCapacityOf({ atm_kg: towingRange(2500) })).toBe(2500);
    expect(towCapacityOf({ atm_kg: { min: 1500, max: 2500 } })).toBeNull();
    expect(towCapacityOf({})).toBeNull();
    expect(withinTowingCapacity(2500, 2500)).toBe(true);
    expect(withinTowingCapacity(2501, 2500)).toBe(false);
    expect(withinTowingCapacity(null, 2500)).toBe(false);
    expect(withinTowingCapacity(2000, null)).toBe(false);
  });

  it('ships a small table of tow vehicles, each within the range a shopper may enter', () => {
    expect(new Set(towVehicles.map((v) => v.id)).size).toBe(towVehicles.length);
    for (const vehicle of towVehicles) {
      expect(readTowCapacity(String(vehicle.brakedKg))).toEqual({ ok: true, kg: vehicle.brakedKg });
    }
    expect(towVehicleLabel(towVehicles[0] as (typeof towVehicles)[number])).toBe(
      'Ford Ranger (2022 on): 3,500 kg',
    );
  });
});
