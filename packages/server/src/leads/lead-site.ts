import { eq, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { dealerships, locations, siteDealerships, sites } from '../db/schema';

/** What the lead endpoint needs to know about the site a lead was sent from. */
export interface LeadSite {
  id: string;
  slug: string;
  name: string;
  dealerships: { id: string; slug: string; name: string; leadDestinations: unknown }[];
  /** SPEC §5 Lead form flags of the site (lead_form in the site config). */
  messageRequired: boolean;
  termsRequired: boolean;
  salesLocations: { id: string; name: string; dealershipId: string }[];
}

/** Loads a site by its id (website_id) or slug; null when there is no such site. */
export async function loadLeadSite(db: Database, idOrSlug: string): Promise<LeadSite | null> {
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
  const ids = new Set(owned.map((d) => d.id));
  const sales = (
    await db
      .select({ id: locations.id, name: locations.name, dealershipId: locations.dealershipId })
      .from(locations)
      .where(eq(locations.locationType, 'sales'))
  ).filter((l) => ids.has(l.dealershipId));
  const leadForm = (site.config.lead_form ?? {}) as {
    message_required?: unknown;
    terms_checkbox_required?: unknown;
  };
  return {
    id: site.id,
    slug: site.slug,
    name: site.name,
    // The site's own dealership first: it takes leads no car or choice points elsewhere.
    dealerships: owned.sort((a, b) =>
      a.slug === site.slug ? -1 : b.slug === site.slug ? 1 : a.id.localeCompare(b.id),
    ),
    // SPEC §5: message required by default; the terms checkbox only where a dealership asks for it.
    messageRequired: leadForm.message_required !== false,
    termsRequired: leadForm.terms_checkbox_required === true,
    salesLocations: sales,
  };
}
