import {
  describeIssues,
  type LeadSettingsSite,
  type SiteFeaturesConfig,
  siteConfigSchema,
} from '@forecourt/core';
import { eq, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { dealerships, siteDealerships, sites } from '../db/schema';

/** What the lead check reads of a site's configuration: its lead form and its switches. */
export type LeadSiteConfig = LeadSettingsSite & SiteFeaturesConfig;

/** A dealership the site takes leads for, as the database knows it. */
export interface LeadSiteDealership {
  id: string;
  slug: string;
  name: string;
  /** Where its leads go, as stored; see destinations.ts. */
  leadDestinations: unknown;
}

/**
 * What the lead endpoint needs to know about the site a lead was sent from:
 * the site's validated configuration (its lead-form flags, sales locations and
 * dealerships, read by core's `leadSettings`) and the database rows of the
 * dealerships it takes leads for (ids, names, lead destinations).
 */
export interface LeadSite {
  id: string;
  slug: string;
  name: string;
  /** The parts of the site's validated configuration the lead form reads (core `SiteConfig`). */
  config: LeadSiteConfig;
  /** The site's own dealership first: it takes leads no car or choice points elsewhere. */
  dealerships: LeadSiteDealership[];
}

/**
 * Loads a site by its id (website_id) or slug; null when there is no such site.
 * A caller that already holds the site's validated configuration (the renderer)
 * passes it; otherwise the configuration stored with the site row is parsed
 * with core's site schema, which gives the same typed, defaulted value.
 */
export async function loadLeadSite(
  db: Database,
  idOrSlug: string,
  config?: LeadSiteConfig,
): Promise<LeadSite | null> {
  const [site] = await db
    .select()
    .from(sites)
    .where(or(eq(sites.id, idOrSlug), eq(sites.slug, idOrSlug)))
    .limit(1);
  if (!site) return null;
  const owned = await db
    .select({
      id: dealerships.id,
      slug: dealerships.slug,
      name: dealerships.name,
      leadDestinations: dealerships.leadDestinations,
    })
    .from(siteDealerships)
    .innerJoin(dealerships, eq(dealerships.id, siteDealerships.dealershipId))
    .where(eq(siteDealerships.siteId, site.id));
  return {
    id: site.id,
    slug: site.slug,
    name: site.name,
    config: config ?? storedConfig(site.slug, site.config),
    dealerships: owned.sort((a, b) =>
      a.slug === site.slug ? -1 : b.slug === site.slug ? 1 : a.id.localeCompare(b.id),
    ),
  };
}

/** The stored configuration, validated again; a site stored without one cannot take leads. */
function storedConfig(slug: string, stored: unknown): LeadSiteConfig {
  const parsed = siteConfigSchema.safeParse(stored);
  if (!parsed.success) {
    throw new Error(
      `site "${slug}": the configuration stored with the site is not a valid site config, so its lead form is unknown; seed the site again from its site file (${describeIssues(parsed.error).slice(0, 3).join('; ')})`,
    );
  }
  return parsed.data;
}
