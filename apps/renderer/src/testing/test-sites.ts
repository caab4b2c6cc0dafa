import { type SiteConfig, siteConfigSchema } from '@forecourt/core';
import { testCar } from './memory-services';

// The two dealer sites most server tests serve: Acme Motors (heritage) and
// Bay Cars (outback). A test adds or replaces fields for what it checks.

export const acmeAddress = {
  street: '10 Example Road',
  city: 'Brisbane',
  state: 'qld',
  postcode: '4000',
};

export const acmeSalesLocation = {
  id: 1,
  name: 'Acme Motors Sales',
  location_type: 'sales',
  dealership_slug: 'acme-motors',
  phone: '07 5550 1234',
};

/** Acme's production domain and its sales location, for tests that show them. */
export const acmeDomainAndSales = {
  domains: ['www.acme.example'],
  locations: [acmeSalesLocation],
};

export function acmeSite(fields: Record<string, unknown> = {}): SiteConfig {
  return siteConfigSchema.parse({
    slug: 'acme-motors',
    template: 'heritage',
    name: 'Acme Motors',
    dealership_id: 41,
    address: acmeAddress,
    dealerships: ['acme-motors'],
    ...fields,
  });
}

export function baySite(fields: Record<string, unknown> = {}): SiteConfig {
  return siteConfigSchema.parse({
    slug: 'bay-cars',
    template: 'outback',
    name: 'Bay Cars',
    dealership_id: 42,
    address: { street: '2 Beach Road', city: 'Cairns', state: 'qld', postcode: '4870' },
    dealerships: ['bay-cars'],
    ...fields,
  });
}

/** Acme's Hilux, the car most tests look at. */
export function acmeHilux(id = '1') {
  return testCar({
    id,
    slug: `acme-hilux-${id}`,
    make: 'Toyota',
    model: 'Hilux',
    dealership_slug: 'acme-motors',
  });
}

/** Bay's Swift. */
export function baySwift(id: string) {
  return testCar({
    id,
    slug: `bay-swift-${id}`,
    make: 'Suzuki',
    model: 'Swift',
    dealership_slug: 'bay-cars',
  });
}
