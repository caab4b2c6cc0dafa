import {
  demoDealershipsOf,
  demoSitesDir,
  generateDemoStock,
  loadDemoSites,
} from '@forecourt/server';
import type { APIRequestContext, TestInfo } from '@playwright/test';

// A car whose page is 410 'gone' (docs/rules.md#sold-window: sold before the site's sold window),
// for the browser suites. The demo seed has such cars, but no page or export
// names one: search, the sitemap and the listings feed leave them out, as they
// should. So the car is found where the server got it. The seed is
// deterministic (packages/server seedDemo): each dealership's cars come one by
// one from its own stream of a fixed seed, so the first cars of a dealership are
// the same whatever the total, and this generates them again with the server
// package's own generator. Before the copy is trusted it is checked against the
// live site: every car of it the site lists is in the site's sitemap at the same
// address. A data folder seeded in another calendar year than `now` (a kept
// local one) can fail that check; a fresh E2E_DATA_DIR seeds again.

export type GoneCar = {
  slug: string;
  /** As every page names a car (core carTitle): year, make, model and badge. */
  title: string;
  make: string;
  model: string;
};

/** The fields read here of a feed row the seed imports (the import's loose input). */
type SeedRow = {
  slug: string;
  year: string | number;
  make: string;
  model: string;
  badge?: unknown;
  status?: unknown;
  sold_date_timestamp?: unknown;
  show_on_dealer_website?: unknown;
};

/** How many of a dealership's first seeded cars are generated again: enough to hold a gone one. */
const FIRST_CARS = 400;
const DAY_MS = 86_400_000;

/** The addresses a site's sitemap lists (following a sitemap index to its files). */
async function sitemapPaths(
  request: APIRequestContext,
  port: number,
  slug: string,
  path = '/sitemap.xml',
): Promise<Set<string>> {
  // Node does not resolve *.localhost as Chromium does: ask loopback, naming the site.
  const response = await request.get(`http://127.0.0.1:${port}${path}`, {
    headers: { host: `${slug}.localhost:${port}` },
  });
  if (response.status() !== 200) throw new Error(`${slug}${path}: ${response.status()}`);
  const xml = await response.text();
  const paths = new Set<string>();
  for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const child = new URL(loc ?? '/').pathname;
    if (xml.includes('<sitemapindex')) {
      for (const p of await sitemapPaths(request, port, slug, child)) paths.add(p);
    } else paths.add(child);
  }
  return paths;
}

/**
 * The first car of the site's first dealership, in seed order, that sold more
 * than the site's sold window ago. `now` is the server's clock: the real one, or
 * the instant a server with a frozen clock (FORECOURT_CLOCK) seeded and serves at.
 * Throws, naming the site, when the copy of the seed does not match what the site
 * lists or holds no such car.
 */
export async function goneCarOf(
  request: APIRequestContext,
  testInfo: TestInfo,
  siteSlug: string,
  now: Date = new Date(),
): Promise<GoneCar> {
  const sites = await loadDemoSites(demoSitesDir());
  const site = sites.find((s) => s.slug === siteSlug);
  if (!site) throw new Error(`no demo site "${siteSlug}" in ${demoSitesDir()}`);
  const dealership = demoDealershipsOf(sites).find((d) => d.slug === site.dealerships[0]);
  if (!dealership) throw new Error(`${siteSlug}: the seed makes no stock for its first dealership`);
  const rows: SeedRow[] =
    generateDemoStock({ dealerships: [dealership], count: FIRST_CARS, now }).get(dealership.id) ??
    [];

  // Sold k whole days before the seed ran; the seed ran no later than now, so a
  // car sold more than the window before now here was so on the server too.
  const windowStart = now.getTime() - site.search.sold_window_days * DAY_MS;
  const at = rows.findIndex(
    (r) =>
      r.status === 'sold' &&
      typeof r.sold_date_timestamp === 'number' &&
      r.sold_date_timestamp * 1000 < windowStart,
  );
  const gone = rows[at];
  if (!gone) {
    throw new Error(
      `${siteSlug}: none of the first ${FIRST_CARS} seeded cars of ${dealership.slug} sold before the window`,
    );
  }

  const port = testInfo.project.metadata.port as number;
  const listed = await sitemapPaths(request, port, siteSlug);
  const shouldList = rows
    .slice(0, at)
    .filter(
      (r) =>
        (r.status === 'in_stock' || r.status === 'coming_soon') &&
        r.show_on_dealer_website !== false,
    );
  const missing = shouldList.filter((r) => !listed.has(`/cars/${r.slug}`));
  if (shouldList.length === 0 || missing.length > 0) {
    throw new Error(
      `${siteSlug}: the demo seed generated again here does not match the server's stock ` +
        `(${missing.length} of ${shouldList.length} cars not in its sitemap, e.g. ${missing[0]?.slug}); ` +
        'was the data folder seeded in another year, or the seed changed? Start from a fresh E2E_DATA_DIR.',
    );
  }
  return {
    slug: gone.slug,
    title: [gone.year, gone.make, gone.model, typeof gone.badge === 'string' ? gone.badge : null]
      .filter(Boolean)
      .join(' '),
    make: gone.make,
    model: gone.model,
  };
}
