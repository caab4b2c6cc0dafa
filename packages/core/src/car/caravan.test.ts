import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../schema/errors';
import { carSchema } from './car';
import { carDetails } from './car-text';
import { formatFeet, noCaravanFields, parseFeet } from './caravan';

const van = {
  id: 'v1',
  slug: '2024-jayco-journey-v1',
  name: '2024 Jayco Journey',
  year: 2024,
  make: 'Jayco',
  model: 'Journey',
  item_type: 'caravan',
  car_type: 'new',
  status: 'in_stock',
  created_at: '2026-11-01T00:00:00Z',
  dealership_id: 9,
  dealership_slug: 'southern-cross',
};

describe('caravan fields', () => {
  it('reads berths, weights, length, axles and rating as feeds spell them', () => {
    const car = carSchema.parse({
      ...van,
      berths: '4',
      tare_kg: '2,290',
      atm_kg: 2890,
      length_ft: '19.5',
      axles: 2,
      off_road_rating: 'Semi Off-Road',
    });
    expect(car).toMatchObject({
      berths: 4,
      tare_kg: 2290,
      atm_kg: 2890,
      length_ft: 19.5,
      axles: 2,
      off_road_rating: 'semi_off_road',
    });
    expect(carSchema.parse({ ...van, off_road_rating: 'offroad' }).off_road_rating).toBe(
      'off_road',
    );
    expect(carSchema.parse({ ...van, off_road_rating: 'ON_ROAD' }).off_road_rating).toBe('on_road');
  });

  it('leaves them null when a feed leaves them out or blank, as every car does', () => {
    const car = carSchema.parse({ ...van, item_type: 'car', berths: '', atm_kg: null });
    expect(car).toMatchObject(noCaravanFields);
  });

  it('refuses a figure out of range, naming the field and the range allowed', () => {
    const bad = carSchema.safeParse({
      ...van,
      berths: 2.5,
      tare_kg: 50,
      atm_kg: '9000',
      length_ft: 0,
      axles: 4,
      off_road_rating: 'amphibious',
    });
    expect(bad.success).toBe(false);
    if (bad.success) return;
    expect(fieldErrors(bad.error)).toEqual({
      berths: 'must be a whole number from 1 to 12',
      tare_kg: 'must be from 100 to 4,500 kg',
      atm_kg: 'must be from 100 to 4,500 kg',
      length_ft: 'must be from 5 to 40 ft',
      axles: 'must be a whole number from 1 to 3',
      off_road_rating: 'must be one of On-road, Semi off-road, Off-road',
    });
  });

  it('writes and reads lengths as caravans are sold', () => {
    expect(formatFeet(19.5)).toBe('19ft 6in');
    expect(formatFeet(21)).toBe('21ft');
    expect(formatFeet(21.17)).toBe('21ft 2in');
    expect(parseFeet('21ft 2in')).toBeCloseTo(21.1667, 3);
    expect(parseFeet('12ft')).toBe(12);
    expect(parseFeet('twelve feet')).toBeNull();
  });

  it("shows a caravan's fields in its details table, and a car's seats as seats", () => {
    const caravan = carSchema.parse({
      ...van,
      berths: 4,
      tare_kg: 1700,
      atm_kg: 2300,
      length_ft: 16,
      axles: 1,
      off_road_rating: 'on_road',
    });
    expect(carDetails(caravan)).toEqual(
      expect.arrayContaining([
        ['Berths', '4'],
        ['Length', '16ft'],
        ['Tare', '1,700 kg'],
        ['ATM', '2,300 kg'],
        ['Axles', '1'],
        ['Off-road rating', 'On-road'],
      ]),
    );
    const car = carSchema.parse({ ...van, item_type: 'car', seats: 7 });
    expect(carDetails(car).map(([label]) => label)).toEqual(['Condition', 'Seats']);
  });
});
