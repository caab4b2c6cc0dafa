import {
  type Car,
  type CarType,
  campaignState,
  displayedLocations,
  emptySearchState,
  type LocationDetail,
  listedFeaturePages,
  locationPageHref,
  type Model,
  modelPageHref,
  modelRangeOf,
  type Offer,
  offerPagePath,
  offersOfSite,
  pageAvailable,
  type SearchState,
  type SiteConfig,
  type SitePages,
  timeZoneOfState,
} from '@forecourt/core';
import { searchStateToUrl } from '@forecourt/search';
import { canonicalSearchState } from '../../page-data/canonical-search';
import { contentPageFor, normalisePath } from '../../page-data/content-pages';
import { searchRouteFor } from '../../page-data/search-routes';

// A site's sitemap (sitemaps.org protocol 0.9) and robots.txt (// "Stock leaves the platform"), built from what the site shows: its cars as
// its own search lists them (src/server/feeds/site-stock.ts), the search landing
// pages (docs/rules.md#search-urls) for the stock it has, the content pages it links to, and the
// page of each location, model and offer it shows. Pure functions of the site, its
// stock, its data and its origin; the HTTP side is
// stock-exports.ts.

/** One address of the sitemap; `lastmod` when the data says when it changed. */
export type SitemapEntry = { loc: string; lastmod: Date | null };

/** The protocol's limits for one sitemap file: 50,000 addresses, 50 MB uncompressed. */
export type SitemapLimits = { maxUrls: number; maxBytes: number };
export const SITEMAP_LIMITS: SitemapLimits = { maxUrls: 50_000, maxBytes: 50 * 1024 * 1024 };

export const SITEMAP_PATH = '/sitemap.xml';
/** The child sitemaps of the index, once a site's sitemap is over the limits: /sitemap-1.xml… */
export const CHILD_SITEMAP_PATH = /^\/sitemap-([1-9]\d{0,5})\.xml$/;
export const childSitemapPath = (n: number) => `/sitemap-${n}.xml`;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** Text for an XML element or attribute: the five characters XML reserves, escaped. */
export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** W3C Datetime to the second, as the protocol's `lastmod` takes it. */
export function w3cDatetime(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * When a car last changed, as far as the car says: the later of its listing
 * (`created_at`) and its sale (`sold_date_timestamp`); never after `now`. A
 * car carries no update time of its own (the database's `updated_at` stays
 * there), so a price change does not move it.
 */
export function carLastModified(
  car: Pick<Car, 'created_at' | 'sold_date_timestamp'>,
  now: Date,
): Date {
  const listed = Date.parse(car.created_at);
  const sold = car.sold_date_timestamp === null ? Number.NaN : car.sold_date_timestamp * 1000;
  const latest = Math.max(Number.isNaN(listed) ? 0 : listed, Number.isNaN(sold) ? 0 : sold);
  return new Date(Math.min(latest, now.getTime()));
}

function newest(cars: readonly Car[], now: Date): Date | null {
  let at: number | null = null;
  for (const car of cars) {
    const t = carLastModified(car, now).getTime();
    if (at === null || t > at) at = t;
  }
  return at === null ? null : new Date(at);
}

/** Search by car type: the combinations the routes name, in this order (docs/rules.md#search-urls). */
export const CAR_TYPE_PAGES: readonly (readonly CarType[])[] = [
  ['new'],
  ['used'],
  ['demo'],
  ['new', 'used', 'demo'],
  ['new', 'demo'],
];

/**
 * What every site links to, whatever it has switched on: every template's footer
 * (Privacy Policy, Terms and Conditions) and the search page's offers banner (Service).
 */
const ALWAYS_LINKED = ['/privacy-policy', '/terms-and-conditions', '/service'];

/** Pages a shopper reaches only after doing something, or that are theirs alone: never listed. */
const UNLISTED_PAGES = new Set(['/success', '/favourites']);

/**
 * The content pages a site has: its home page, every link of its configured
 * navigation (menus and their children; not the models and locations its header's
 * dropdowns add from the site's data), its footer's, and the feature pages of its own
 * it has (core's `listedFeaturePages`), that the renderer answers with a page
 * (pages/content, pages/book-test-drive). A page the site does not have (core's
 * `pageAvailable`, docs/rules.md#feature-switches) is left out. Search paths a menu
 * names are left to the search landing pages (by their canonical address), fragments
 * and queries are dropped.
 */
export function contentPaths(
  site: Pick<SiteConfig, 'navigation' | 'cars_path'>,
  pages: SitePages,
): string[] {
  const candidates = [
    ...site.navigation.flatMap((item) => [item.href, ...item.children.map((c) => c.href)]),
    ...ALWAYS_LINKED,
    ...listedFeaturePages(pages),
  ];
  const paths = new Set<string>(['/']);
  for (const href of candidates) {
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const path = normalisePath(href.split('#')[0]?.split('?')[0] ?? '');
    if (path === '' || path === '/' || UNLISTED_PAGES.has(path)) continue;
    if (!pageAvailable(pages, path)) continue;
    if (searchRouteFor(path, site.cars_path) !== null) continue;
    if (contentPageFor(path, site.navigation) === null) continue;
    paths.add(path);
  }
  return [...paths];
}

/** The platform's and the site's data the pages of one location, model or offer come from. */
export type SitePageData = {
  locations: readonly LocationDetail[];
  models: readonly Model[];
  offers: readonly Offer[];
};

/**
 * The pages the site has one of per thing in its data, as its own pages link to them:
 * each location it shows (/contact-us/{slug}, core's `displayedLocations`), each model
 * of its range with a page here (a model whose page is elsewhere, `override_url`, is
 * not ours to list), each offer it shows (core's `offersOfSite`) and each campaign
 * running at `now` (core's `campaignState`).
 */
export function dataPagePaths(
  site: Parameters<typeof modelRangeOf>[0] &
    Parameters<typeof offersOfSite>[1] &
    Pick<SiteConfig, 'campaigns' | 'address'>,
  data: SitePageData,
  now: Date,
): string[] {
  const timeZone = timeZoneOfState(site.address.state);
  const paths = [
    ...site.campaigns
      .filter((campaign) => campaignState(campaign, now, timeZone) === 'running')
      .map((campaign) => campaign.path),
    ...displayedLocations(data.locations).map((location) => locationPageHref(location)),
    ...modelRangeOf(site, data.models).map((model) => modelPageHref(model)),
    ...offersOfSite(data.offers, site).map((offer) => offerPagePath(offer)),
  ];
  return paths.filter((path) => path.startsWith('/') && !path.startsWith('//'));
}

/** A search state's canonical address, or null when the codec cannot put it in the path. */
function landingPath(state: SearchState, options: Parameters<typeof searchStateToUrl>[1]) {
  const url = searchStateToUrl(canonicalSearchState(state), options);
  return url.includes('?') ? null : url;
}

/**
 * Search landing pages for the stock the site has, each with the
 * newest change among its cars: the cars path, each car-type route whose types
 * the site sells (search.car_types) and has cars of, each make, each make and
 * model (docs/rules.md#search-urls). Addresses are the pages' own canonical ones (canonical-search.ts).
 */
export function searchLandingPages(
  site: Pick<SiteConfig, 'cars_path' | 'search'>,
  stock: readonly Car[],
  now: Date,
): { path: string; lastmod: Date | null }[] {
  const makes = [...new Set(stock.map((c) => c.make))].sort();
  const models = [...new Set(stock.map((c) => c.model))].sort();
  const options = { basePath: site.cars_path, makes, models };
  const pages: { path: string; lastmod: Date | null }[] = [];
  const base = landingPath(emptySearchState(), options);
  if (base) pages.push({ path: base, lastmod: newest(stock, now) });

  const sold = new Set<CarType>(site.search.car_types);
  for (const types of CAR_TYPE_PAGES) {
    if (!types.every((t) => sold.has(t))) continue;
    const cars = stock.filter((c) => types.includes(c.car_type));
    if (cars.length === 0) continue;
    const path = landingPath(
      { ...emptySearchState(), refinements: { car_type: [...types] } },
      options,
    );
    if (path) pages.push({ path, lastmod: newest(cars, now) });
  }

  const byMake = new Map<string, Car[]>();
  for (const car of stock) {
    const ofMake = byMake.get(car.make);
    if (ofMake) ofMake.push(car);
    else byMake.set(car.make, [car]);
  }
  for (const make of makes) {
    const ofMake = byMake.get(make) ?? [];
    const path = landingPath({ ...emptySearchState(), refinements: { make: [make] } }, options);
    if (path) pages.push({ path, lastmod: newest(ofMake, now) });
    for (const model of [...new Set(ofMake.map((c) => c.model))].sort()) {
      const ofModel = ofMake.filter((c) => c.model === model);
      const both = landingPath(
        { ...emptySearchState(), refinements: { make: [make], model: [model] } },
        options,
      );
      if (both) pages.push({ path: both, lastmod: newest(ofModel, now) });
    }
  }
  return pages;
}

/**
 * Every address of a site's sitemap, on `origin`: the home page and the search
 * landing pages (lastmod: the newest change of their stock), the other content
 * pages the site has (`contentPaths`) and each location's, model's and offer's page
 * (`dataPages`; no lastmod: nothing in
 * the data dates them), then every car the site
 * shows by its canonical address (lastmod: carLastModified), in slug order so
 * a split sitemap keeps its parts from one answer to the next.
 */
export function sitemapEntries(
  site: Pick<SiteConfig, 'navigation' | 'cars_path' | 'search'>,
  stock: readonly Car[],
  origin: string,
  now: Date,
  pages: SitePages,
  dataPages: readonly string[] = [],
): SitemapEntry[] {
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  const add = (path: string, lastmod: Date | null) => {
    const loc = new URL(path, origin).href;
    if (seen.has(loc)) return;
    seen.add(loc);
    entries.push({ loc, lastmod });
  };
  const stockChanged = newest(stock, now);
  add('/', stockChanged);
  for (const page of searchLandingPages(site, stock, now)) add(page.path, page.lastmod);
  for (const path of contentPaths(site, pages)) add(path, null);
  for (const path of dataPages) add(path, null);
  const cars = [...stock].sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  for (const car of cars) add(`/cars/${encodeURIComponent(car.slug)}`, carLastModified(car, now));
  return entries;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

function urlElement(entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${w3cDatetime(entry.lastmod)}</lastmod>` : '';
  return `<url><loc>${xmlEscape(entry.loc)}</loc>${lastmod}</url>\n`;
}

const URLSET_OPEN = `${XML_DECLARATION}<urlset xmlns="${SITEMAP_NS}">\n`;
const URLSET_CLOSE = '</urlset>\n';

/** One sitemap file: `<urlset>` of the entries. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  return `${URLSET_OPEN}${entries.map(urlElement).join('')}${URLSET_CLOSE}`;
}

/** A sitemap index naming each child sitemap with its newest lastmod. */
export function sitemapIndexXml(children: readonly SitemapEntry[]): string {
  const items = children
    .map((child) => {
      const lastmod = child.lastmod ? `<lastmod>${w3cDatetime(child.lastmod)}</lastmod>` : '';
      return `<sitemap><loc>${xmlEscape(child.loc)}</loc>${lastmod}</sitemap>\n`;
    })
    .join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${items}</sitemapindex>\n`;
}

/**
 * The entries in files within the limits, in order: each file at most
 * `maxUrls` addresses and `maxBytes` bytes of XML (one address over the byte
 * limit on its own still gets a file). One part means no index is needed.
 */
export function splitSitemap(
  entries: readonly SitemapEntry[],
  limits: SitemapLimits = SITEMAP_LIMITS,
): SitemapEntry[][] {
  const frame = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);
  const parts: SitemapEntry[][] = [];
  let part: SitemapEntry[] = [];
  let bytes = frame;
  for (const entry of entries) {
    const size = Buffer.byteLength(urlElement(entry));
    if (part.length > 0 && (part.length >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      parts.push(part);
      part = [];
      bytes = frame;
    }
    part.push(entry);
    bytes += size;
  }
  if (part.length > 0 || parts.length === 0) parts.push(part);
  return parts;
}

/**
 * What `/sitemap.xml` or `/sitemap-{n}.xml` answers for these entries: the
 * one urlset while they fit one file; past the limits, an index of
 * `/sitemap-1.xml`… at `/sitemap.xml` and each part at its own address. Null
 * for a part that does not exist.
 */
export function sitemapFile(
  path: string,
  entries: readonly SitemapEntry[],
  origin: string,
  limits: SitemapLimits = SITEMAP_LIMITS,
): string | null {
  const parts = splitSitemap(entries, limits);
  if (path === SITEMAP_PATH) {
    if (parts.length === 1) return urlsetXml(parts[0] ?? []);
    return sitemapIndexXml(
      parts.map((part, i) => ({
        loc: new URL(childSitemapPath(i + 1), origin).href,
        lastmod: part.reduce<Date | null>(
          (latest, e) => (e.lastmod && (!latest || e.lastmod > latest) ? e.lastmod : latest),
          null,
        ),
      })),
    );
  }
  const n = Number(CHILD_SITEMAP_PATH.exec(path)?.[1]);
  if (parts.length === 1 || !Number.isInteger(n)) return null;
  const part = parts[n - 1];
  return part ? urlsetXml(part) : null;
}

/**
 * The site's robots.txt: every crawler may read the whole site but the API
 * (JSON answers, car PDFs that repeat the car pages), and the sitemap is on
 * the site's own origin.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL(SITEMAP_PATH, origin).href}`,
    '',
  ].join('\n');
}
