import { describe, expect, it } from 'vitest';
import { type CarTagCar, type CarTagOptions, carTag, fuelKind, isNewCar } from './car-tag';

const now = new Date('2026-03-20T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

const car: CarTagCar = {
  status: 'in_stock',
  car_type: 'used',
  make: 'Kia',
  fuel: 'Petrol',
  simple_fuel: 'Petrol',
  reserved: false,
  certified: false,
  tag: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

const options: CarTagOptions = { electricHybridTag: true, certifiedMake: 'Kia', now };

const everything: CarTagCar = {
  ...car,
  simple_fuel: 'Electric',
  reserved: true,
  certified: true,
  tag: 'Runout Sale',
  status: 'coming_soon',
  created_at: now.toISOString(),
};

describe('car tag precedence', () => {
  it('a sold car shows the sold tag whatever else it carries', () => {
    expect(carTag({ ...everything, status: 'sold' }, options)).toEqual({
      kind: 'sold',
      label: 'Sold',
    });
  });

  it('a car with any other non-available status shows the sold tag', () => {
    expect(carTag({ ...car, status: 'others' }, options).kind).toBe('sold');
  });

  it('electric/hybrid comes first when the site enables it', () => {
    expect(carTag(everything, options)).toEqual({ kind: 'electric', label: 'Electric' });
    expect(carTag({ ...everything, simple_fuel: 'Hybrid' }, options)).toEqual({
      kind: 'hybrid',
      label: 'Hybrid',
    });
  });

  it('electric/hybrid is skipped when the site disables it', () => {
    expect(carTag(everything, { ...options, electricHybridTag: false }).kind).toBe('reserved');
  });

  it('reserved comes before certified', () => {
    expect(carTag({ ...everything, simple_fuel: 'Petrol', fuel: 'Petrol' }, options)).toEqual({
      kind: 'reserved',
      label: 'Reserved',
    });
  });

  it("certified used shows for a certified used car of the site's program make", () => {
    const tag = carTag({ ...car, certified: true, tag: 'Runout Sale' }, options);
    expect(tag).toEqual({
      kind: 'certified',
      label: 'Kia Certified Used: 90 point inspection, 1 year roadside assist',
      make: 'Kia',
      inspectionPoints: 90,
      roadsideAssistYears: 1,
    });
  });

  it('certified matches the make ignoring case', () => {
    expect(carTag({ ...car, make: 'KIA', certified: true }, options).kind).toBe('certified');
  });

  it('certified is only for used cars', () => {
    expect(carTag({ ...car, car_type: 'demo', certified: true }, options).kind).not.toBe(
      'certified',
    );
    expect(carTag({ ...car, car_type: 'new', certified: true }, options).kind).not.toBe(
      'certified',
    );
  });

  it('certified needs the car flagged certified', () => {
    expect(carTag({ ...car, certified: false }, options).kind).toBe('none');
  });

  it('certified needs the make to be the program make', () => {
    expect(carTag({ ...car, make: 'Toyota', certified: true }, options).kind).toBe('none');
  });

  it('certified never shows when the site has no certified program', () => {
    expect(carTag({ ...car, certified: true }, { ...options, certifiedMake: null }).kind).toBe(
      'none',
    );
  });

  it('a custom tag comes before coming soon and new', () => {
    expect(
      carTag(
        { ...car, tag: '  Runout Sale ', status: 'coming_soon', created_at: now.toISOString() },
        options,
      ),
    ).toEqual({ kind: 'custom', label: 'Runout Sale' });
  });

  it('a custom SOLD tag on an available car is ignored', () => {
    expect(carTag({ ...car, tag: 'SOLD' }, options).kind).toBe('none');
  });

  it('a blank custom tag is no tag', () => {
    expect(carTag({ ...car, tag: '   ' }, options).kind).toBe('none');
  });

  it('coming soon comes before new', () => {
    expect(
      carTag({ ...car, status: 'coming_soon', created_at: now.toISOString() }, options),
    ).toEqual({ kind: 'coming-soon', label: 'Coming Soon' });
  });

  it('new shows for a car created within the last 8 days', () => {
    const created = new Date(now.getTime() - 3 * DAY).toISOString();
    expect(carTag({ ...car, created_at: created }, options)).toEqual({ kind: 'new', label: 'New' });
  });

  it('otherwise the tag is blank', () => {
    expect(carTag(car, options)).toEqual({ kind: 'none', label: '' });
  });
});

describe('new tag window', () => {
  it('a car created exactly 8 days ago is still new', () => {
    const created = new Date(now.getTime() - 8 * DAY).toISOString();
    expect(isNewCar({ created_at: created }, now)).toBe(true);
  });

  it('a car created 8 days and 1 ms ago is no longer new', () => {
    const created = new Date(now.getTime() - 8 * DAY - 1).toISOString();
    expect(isNewCar({ created_at: created }, now)).toBe(false);
  });

  it('a car created a moment ago is new', () => {
    expect(isNewCar({ created_at: now.toISOString() }, now)).toBe(true);
  });

  it('a created_at in the future counts as just created', () => {
    const created = new Date(now.getTime() + DAY).toISOString();
    expect(isNewCar({ created_at: created }, now)).toBe(true);
  });

  it('the window is injectable', () => {
    const created = new Date(now.getTime() - 3 * DAY).toISOString();
    expect(isNewCar({ created_at: created }, now, 2)).toBe(false);
    expect(isNewCar({ created_at: created }, now, 3)).toBe(true);
    expect(carTag({ ...car, created_at: created }, { ...options, newTagWindowDays: 2 }).kind).toBe(
      'none',
    );
  });
});

describe('fuel text maps to Electric or Hybrid', () => {
  it('electric alone is electric', () => {
    expect(fuelKind('Electric')).toBe('electric');
    expect(fuelKind('EV')).toBe('electric');
    expect(fuelKind('bev')).toBe('electric');
  });

  it('any hybrid wording is hybrid', () => {
    expect(fuelKind('Hybrid')).toBe('hybrid');
    expect(fuelKind('Plug-in Hybrid')).toBe('hybrid');
    expect(fuelKind('PHEV')).toBe('hybrid');
    expect(fuelKind('Petrol - Hybrid')).toBe('hybrid');
  });

  it('electric together with petrol or diesel is hybrid', () => {
    expect(fuelKind('Petrol/Electric')).toBe('hybrid');
    expect(fuelKind('Diesel Electric')).toBe('hybrid');
  });

  it('petrol, diesel, blank and null earn no tag', () => {
    expect(fuelKind('Petrol')).toBeNull();
    expect(fuelKind('Diesel')).toBeNull();
    expect(fuelKind('Premium Unleaded')).toBeNull();
    expect(fuelKind('')).toBeNull();
    expect(fuelKind(null)).toBeNull();
  });

  it('simple_fuel is asked first and fuel is the fallback', () => {
    expect(carTag({ ...car, simple_fuel: null, fuel: 'Hybrid' }, options).kind).toBe('hybrid');
    expect(carTag({ ...car, simple_fuel: 'Electric', fuel: 'Petrol/Electric' }, options).kind).toBe(
      'electric',
    );
  });
});
