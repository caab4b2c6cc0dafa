import { type Car, formatKm, type SiteConfig } from '@forecourt/core';

// What the car page and the car PDF both say about a car: its details table and
// the dealership that sells it.

/** The rows of the details table: only what the car has. */
export function carDetails(car: Car): [string, string][] {
  const rows: [string, string | null | undefined][] = [
    ['Condition', car.car_type === 'new' ? 'New' : car.car_type === 'demo' ? 'Demo' : 'Used'],
    ['Odometer', car.km === null ? null : formatKm(car.km)],
    ['Body', car.simple_body ?? car.bodyconfiguration],
    ['Transmission', car.simple_transmission],
    ['Fuel', car.simple_fuel ?? car.fuel],
    ['Drive', car.drive],
    ['Seats', car.seats === null ? null : String(car.seats)],
    ['Colour', car.colour],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}

/** Where the car is: its location in the site config, else the site's first sales location. */
export function dealershipOf(car: Car, site: SiteConfig) {
  const located = site.locations.find((l) => car.location_id !== null && l.id === car.location_id);
  const sameDealership = site.locations.find(
    (l) => l.dealership_slug === car.dealership_slug && l.location_type === 'sales',
  );
  const location = located ?? sameDealership ?? site.locations[0] ?? null;
  return {
    name: car.dealership_name ?? location?.name ?? site.name,
    location: location?.name ?? null,
    phone: location?.phone ?? null,
    address: location?.address ?? site.address,
  };
}
