import { type SiteConfig, type SiteConfigInput, siteConfigSchema } from '@forecourt/core';
import type { Database } from '../db/database';
import { dealerships, siteDealerships, sites } from '../db/schema';

/** A valid feed row for car number `n`; pass overrides to break or change it. */
export function feedRow(
  n: number,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id: `car-${n}`,
    slug: `2021-mazda-cx-5-maxx-${n}`,
    name: '2021 Mazda CX-5 Maxx Sport',
    year: 2021,
    make: 'Mazda',
    model: 'CX-5',
    badge: 'Maxx Sport',
    colour: 'Soul Red',
    km: 30_000 + n,
    stocknum: `S${String(n).padStart(5, '0')}`,
    car_type: 'used',
    status: 'in_stock',
    created_at: '2025-01-10T00:00:00.000Z',
    price: 30_990 + n,
    ...overrides,
  };
}

export interface TestSite {
  siteId: string;
  dealershipId: string;
  otherDealershipId: string;
  /** The validated configuration stored with the site row. */
  config: SiteConfig;
}

/**
 * The validated configuration of the test site `{prefix}-site`, which sells the
 * cars of the dealership `{prefix}-motors`; pass overrides for any setting.
 */
export function testSiteConfig(
  prefix: string,
  overrides: Partial<SiteConfigInput> = {},
): SiteConfig {
  return siteConfigSchema.parse({
    slug: `${prefix}-site`,
    template: 'metro',
    name: `${prefix} site`,
    dealership_id: `${prefix}-d1`,
    address: { street: '1 Test Street', city: 'Brisbane', state: 'qld', postcode: '4000' },
    dealerships: [`${prefix}-motors`],
    ...overrides,
  });
}

/**
 * A site selling one dealership's cars, plus a second dealership that the
 * site does not show (for the "car of another dealership" rules). The site
 * row stores its validated configuration, as the seed does.
 */
export async function insertTestSite(
  db: Database,
  prefix: string,
  overrides: Partial<SiteConfigInput> = {},
): Promise<TestSite> {
  const dealershipId = `${prefix}-d1`;
  const otherDealershipId = `${prefix}-d2`;
  const siteId = `${prefix}-site`;
  const config = testSiteConfig(prefix, overrides);
  await db.insert(dealerships).values([
    { id: dealershipId, slug: `${prefix}-motors`, name: `${prefix} Motors` },
    { id: otherDealershipId, slug: `${prefix}-elsewhere`, name: `${prefix} Elsewhere` },
  ]);
  await db.insert(sites).values({
    id: siteId,
    slug: config.slug,
    name: config.name,
    template: config.template,
    config: config as unknown as Record<string, unknown>,
  });
  await db.insert(siteDealerships).values({ siteId, dealershipId });
  return { siteId, dealershipId, otherDealershipId, config };
}
