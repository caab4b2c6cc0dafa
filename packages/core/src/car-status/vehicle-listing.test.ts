import { describe, expect, it } from 'vitest';
import { isVehicleListing, notListedBecause, type VehicleListingCar } from './vehicle-listing';

// Vehicle listing eligibility: which cars a site shows go out as listings.

function car(over: Partial<VehicleListingCar> = {}): VehicleListingCar {
  return {
    status: 'in_stock',
    reserved: false,
    show_on_dealer_website: true,
    item_type: 'car',
    vin: 'JTEBU3FJ10K123456',
    price: 38_990,
    preorder: false,
    car_type: 'used',
    km: 42_000,
    ...over,
  };
}

describe('vehicle listing eligibility', () => {
  it('a car in stock with a VIN, a shown price and an odometer reading is one', () => {
    expect(notListedBecause(car())).toBeNull();
    expect(isVehicleListing(car())).toBe(true);
    expect(notListedBecause(car({ car_type: 'new', km: null }))).toBeNull();
  });

  it('no sold car is one, in the sold window or after it', () => {
    expect(notListedBecause(car({ status: 'sold' }))).toBe('not in stock');
    expect(isVehicleListing(car({ status: 'sold' }))).toBe(false);
  });

  it('nor a car coming soon, withdrawn, hidden or reserved', () => {
    expect(notListedBecause(car({ status: 'coming_soon' }))).toBe('not in stock');
    expect(notListedBecause(car({ status: 'others' }))).toBe('not in stock');
    expect(notListedBecause(car({ show_on_dealer_website: false }))).toBe('not in stock');
    expect(notListedBecause(car({ reserved: true }))).toBe('reserved');
  });

  it('nor one without a required attribute: VIN, a shown price (above 10), a used car’s odometer', () => {
    expect(notListedBecause(car({ vin: null }))).toBe('no VIN');
    expect(notListedBecause(car({ price: null }))).toBe('no price shown');
    expect(notListedBecause(car({ price: 10 }))).toBe('no price shown');
    expect(notListedBecause(car({ km: null }))).toBe('no odometer reading');
    expect(notListedBecause(car({ car_type: 'demo', km: null }))).toBe('no odometer reading');
  });

  it('nor a caravan', () => {
    expect(notListedBecause(car({ item_type: 'caravan' }))).toBe('not a car');
  });
});
