import { addressLine, type Department, locationSlugOf } from '@forecourt/core';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { dealerships, locations, siteDealerships, sites } from '../db/schema';
import { leadDestinationsFromSite } from '../leads/destinations';
import { type PostcodeTable, postcodeTableFromEnv } from '../places/postcodes';

// A site file's own rows in the database: the site (with its whole validated
// configuration), its dealerships with their lead addresses, and its locations.
// A server writes them for every site file it serves each time it starts, so a
// new or changed site file reaches the database with a restart; the dealers'
// stock comes through the import (docs/operations.md#adding-a-site). Each site
// writes only its own rows: nothing of another site changes.

type Address = { street: string; city: string; state: string; postcode: string };
/** A site's or a store's lead addresses, as its configuration gives them. */
type LeadAddresses = { webhook_urls?: readonly string[]; emails?: readonly string[] };

/**
 * The parts of a site configuration (core `SiteConfig`) the database keeps.
 * Kept structural so a validated site config can be passed as it is.
 */
export interface SiteRecord {
  slug: string;
  name: string;
  template: string;
  dealership_id: string;
  website_id?: string | null;
  dealerships: readonly string[];
  address: Address;
  locations?: readonly {
    id: string;
    name: string;
    location_type: string;
    dealership_slug: string;
    phone?: string | null;
    address?: Address | null;
  }[];
  server?: {
    leads?: LeadAddresses & { dealerships?: Readonly<Record<string, LeadAddresses>> };
  };
}

/**
 * A site's first dealership carries the site's dealership_id; the others are
 * keyed by their slug, which the site files already keep unique.
 */
export function dealershipIdFor(site: SiteRecord, slug: string): string {
  return slug === site.dealerships[0] ? site.dealership_id : slug;
}

/** The site's website_id (the phone reveal log's), or its slug when it has none. */
export function siteIdFor(site: SiteRecord): string {
  return site.website_id ?? site.slug;
}

type SiteLocation = NonNullable<SiteRecord['locations']>[number];

/** The site's locations, or its own address as its one sales location when it lists none. */
export function locationsOfSite(site: SiteRecord): readonly SiteLocation[] {
  return site.locations?.length
    ? site.locations
    : [
        {
          id: `${site.dealership_id}-main`,
          name: site.name,
          location_type: 'sales',
          dealership_slug: site.dealerships[0] ?? site.slug,
          phone: null,
          address: site.address,
        },
      ];
}

/** The name a dealership is stored under: the site's for its first, its slug in words for the others. */
export function dealershipNameOf(site: SiteRecord, slug: string): string {
  return slug === site.dealerships[0]
    ? site.name
    : slug.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** A location as the site file gives it, with what the database keys it on. */
export interface RegisteredLocation {
  id: string;
  name: string;
  dealershipId: string;
  department: Department;
  address: Address;
}

/**
 * The address a location document carries: the site file's, with its
 * postcode's point on the map (from the postcode table) and a place link
 * (Google Maps' documented search address for the dealership).
 */
export function locationAddressOf(
  location: Omit<RegisteredLocation, 'dealershipId' | 'department'>,
  postcodes: PostcodeTable,
) {
  const state = location.address.state.toUpperCase();
  const point = postcodes.get(location.address.postcode) ?? null;
  return {
    ...location.address,
    state,
    lat: point?.lat ?? null,
    long: point?.lng ?? null,
    place_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
      `${location.name}, ${addressLine({ ...location.address, state })}`,
    )}`,
  };
}

export interface RegisterSiteOptions {
  /** The whole validated configuration, kept with the site row. */
  config?: Record<string, unknown>;
  /** Where each location's postcode puts it on the map; the embedded table by default. */
  postcodes?: PostcodeTable;
  /**
   * What a location document holds besides its address and phone; none by
   * default (the demo adds reviews and licence numbers).
   */
  locationExtras?: (location: RegisteredLocation) => Record<string, unknown>;
  /** Called once each location is written (the demo writes its opening hours then). */
  onLocation?: (location: RegisteredLocation) => Promise<void>;
}

export interface RegisteredSite {
  siteId: string;
  /** The ids of the site's dealerships, in the order the site file lists them. */
  dealershipIds: string[];
  locations: number;
}

/**
 * Writes one site's rows: inserts what is new, updates what the file changed,
 * and unlinks the dealerships the file no longer lists. A location's document
 * keeps what others wrote into it (the demo's reviews); the file's address and
 * phone replace its own. Nothing is deleted, so a dealership's cars stay.
 */
export async function registerSite(
  db: Database,
  site: SiteRecord,
  options: RegisterSiteOptions = {},
): Promise<RegisteredSite> {
  const postcodes = options.postcodes ?? postcodeTableFromEnv();
  const siteId = siteIdFor(site);
  await db
    .insert(sites)
    .values({
      id: siteId,
      slug: site.slug,
      name: site.name,
      template: site.template,
      config: options.config ?? {},
    })
    .onConflictDoUpdate({
      target: sites.id,
      set: {
        name: sql`excluded.name`,
        template: sql`excluded.template`,
        config: sql`excluded.config`,
      },
    });
  const dealershipIds: string[] = [];
  for (const slug of site.dealerships) {
    const id = dealershipIdFor(site, slug);
    // A store of a group with addresses of its own takes its leads there; the others the site's.
    const destinations = leadDestinationsFromSite(
      site.server?.leads?.dealerships?.[slug] ?? site.server?.leads,
    );
    await db
      .insert(dealerships)
      .values({ id, slug, name: dealershipNameOf(site, slug), leadDestinations: destinations })
      .onConflictDoUpdate({
        target: dealerships.id,
        set: { name: sql`excluded.name`, leadDestinations: sql`excluded.lead_destinations` },
      });
    await db.insert(siteDealerships).values({ siteId, dealershipId: id }).onConflictDoNothing();
    dealershipIds.push(id);
  }
  await db
    .delete(siteDealerships)
    .where(
      and(
        eq(siteDealerships.siteId, siteId),
        notInArray(siteDealerships.dealershipId, dealershipIds),
      ),
    );

  // A site without listed locations still has its own address to sell from.
  const siteLocations = locationsOfSite(site);
  for (const location of siteLocations) {
    const address = location.address ?? site.address;
    const department: Department =
      location.location_type === 'service' || location.location_type === 'parts'
        ? location.location_type
        : 'sales';
    const registered: RegisteredLocation = {
      id: location.id,
      name: location.name,
      dealershipId: dealershipIdFor(site, location.dealership_slug),
      department,
      address,
    };
    const data = {
      address: locationAddressOf(registered, postcodes),
      ...options.locationExtras?.(registered),
      contact_detail: { phone: location.phone ?? null },
    };
    const row = {
      id: location.id,
      dealershipId: registered.dealershipId,
      name: location.name,
      slug: locationSlugOf(location.name),
      locationType: department,
      primary: location === siteLocations[0],
      city: address.city,
      state: address.state.toUpperCase(),
      postcode: address.postcode,
      data,
    };
    await db
      .insert(locations)
      .values(row)
      .onConflictDoUpdate({
        target: locations.id,
        set: {
          dealershipId: sql`excluded.dealership_id`,
          name: sql`excluded.name`,
          slug: sql`excluded.slug`,
          locationType: sql`excluded.location_type`,
          primary: sql`excluded.primary`,
          city: sql`excluded.city`,
          state: sql`excluded.state`,
          postcode: sql`excluded.postcode`,
          data: sql`${locations.data} || excluded.data`,
        },
      });
    await options.onLocation?.(registered);
  }
  return { siteId, dealershipIds, locations: siteLocations.length };
}

export interface RegisterSitesReport {
  sites: number;
  dealerships: number;
  locations: number;
}

/**
 * Writes the rows of every site a server serves (registerSite, one site after
 * another), each with its whole configuration kept on its site row.
 */
export async function registerSites(
  db: Database,
  siteList: readonly SiteRecord[],
  options: { postcodes?: PostcodeTable } = {},
): Promise<RegisterSitesReport> {
  const postcodes = options.postcodes ?? postcodeTableFromEnv();
  const dealershipIds = new Set<string>();
  let locationCount = 0;
  for (const site of siteList) {
    const registered = await registerSite(db, site, {
      config: site as unknown as Record<string, unknown>,
      postcodes,
    });
    for (const id of registered.dealershipIds) dealershipIds.add(id);
    locationCount += registered.locations;
  }
  return { sites: siteList.length, dealerships: dealershipIds.size, locations: locationCount };
}
