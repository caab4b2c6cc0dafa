import type { Model } from '../catalogue/catalogue';
import { modelRangeOf } from '../catalogue/models-dropdown';
import { type Offer, type OfferSite, offersOfSite } from '../offer/offer';
import { type SiteFeatures, type SiteFeaturesConfig, siteFeatures } from './site-features';

// The one map from a site's pages to what each needs: a switch of the site
// (core's `SiteFeatures`) and, for a page that lists the site's data, something to
// list. The navigation, the sitemap, the banners and tiles, and each page's 404 all
// ask `pageAvailable`, so a site never links to a page it does not serve.
// docs/rules.md#feature-switches

/** What a page lists from the site's data: with nothing to list, the site has no such page. */
export type PageContent = 'model-range' | 'offers';

export type FeaturePage = {
  /** The page's path; `*` stands for any one segment (`/cars/*\/checkout`). */
  path: string;
  /** Every path under it is the same feature's (`/models/{slug}` under `/models`). */
  family: boolean;
  /** The switch the page needs, or null for none. */
  needs: keyof SiteFeatures | null;
  /** What the site must have for the page to show anything, or null. */
  content: PageContent | null;
  /** A page of its own the site links to from everywhere, so its sitemap lists it when available. */
  listed: boolean;
};

const page = (path: string, options: Partial<Omit<FeaturePage, 'path'>>): FeaturePage => ({
  path,
  family: false,
  needs: null,
  content: null,
  listed: false,
  ...options,
});

/**
 * Every page that depends on a switch or on the site's data. The finance enquiry
 * spellings and the per-car pages (trade-in about a car, checkout) are not listed:
 * the other spelling moves to the site's own, and a car's pages are reached from it.
 */
export const featurePages: readonly FeaturePage[] = [
  page('/models', { content: 'model-range', family: true, listed: true }),
  page('/special-offers', { content: 'offers', listed: true }),
  page('/offers', { content: 'offers', family: true }),
  page('/trade-in', { needs: 'tradeInAllowed', listed: true }),
  page('/sell-your-car', { needs: 'tradeInAllowed', listed: true }),
  page('/cars/trade-in', { needs: 'tradeInAllowed' }),
  page('/finance', { needs: 'financeAllowed', listed: true }),
  page('/finance-enquiry', { needs: 'financeAllowed' }),
  page('/apply-for-finance', { needs: 'financeAllowed' }),
  page('/finance-pre-approval', { needs: 'financeAllowed', listed: true }),
  page('/book-test-drive', { needs: 'testDriveAllowed', listed: true }),
  page('/cars/*/checkout', { needs: 'reserveAllowed' }),
  page('/cars/*/buy-online', { needs: 'reserveAllowed' }),
];

/** Whether the site has anything to list on the pages that show its data. */
export type SiteContent = Readonly<Record<PageContent, boolean>>;

/** Everything `pageAvailable` reads: small and plain, so it can travel with a page's data. */
export type SitePages = { features: SiteFeatures; content: SiteContent };

export type SitePagesSite = SiteFeaturesConfig & OfferSite;

/** The platform's data the site's content comes from (its model range, its offers). */
export type SitePagesData = {
  models: readonly Pick<Model, 'manufacturer_name'>[];
  offers: readonly Pick<Offer, 'manufacturer' | 'excluded_website_ids'>[];
};

/**
 * The site's switches and content: a model range when it sells new cars of makes the
 * catalogue has (core's `modelRangeOf`), offers when any are shown on it (`offersOfSite`).
 */
export function sitePages(site: SitePagesSite, data: SitePagesData): SitePages {
  return {
    features: siteFeatures(site),
    content: {
      'model-range': modelRangeOf(site, data.models).length > 0,
      offers: offersOfSite(data.offers, site).length > 0,
    },
  };
}

/**
 * The path of a link on the site, without query, fragment or trailing slash; null
 * for a link elsewhere (an http(s) or protocol-relative address).
 */
export function sitePathOf(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path || '/';
}

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const mapped = featurePages.map((p) => ({ page: p, segments: segmentsOf(p.path) }));

/** The map's entry for a page of the site (by its path or a link to it), or null. */
export function featurePageOf(href: string): FeaturePage | null {
  const path = sitePathOf(href);
  if (path === null) return null;
  const segments = segmentsOf(path);
  for (const { page, segments: pattern } of mapped) {
    if (segments.length < pattern.length) continue;
    if (segments.length > pattern.length && !page.family) continue;
    if (pattern.every((s, i) => s === '*' || s === segments[i])) return page;
  }
  return null;
}

/** The switch a page needs, or null when it needs none. */
export function featureOfPath(href: string): keyof SiteFeatures | null {
  return featurePageOf(href)?.needs ?? null;
}

/**
 * What keeps a page from the site: the switch that is off, or the content it has
 * none of; null when the site has the page (every page outside the map, and links
 * elsewhere).
 */
export function pageUnavailableReason(
  pages: SitePages,
  href: string,
): { needs: keyof SiteFeatures } | { content: PageContent } | null {
  const entry = featurePageOf(href);
  if (!entry) return null;
  if (entry.needs !== null && !pages.features[entry.needs]) return { needs: entry.needs };
  if (entry.content !== null && !pages.content[entry.content]) return { content: entry.content };
  return null;
}

/** Whether the site has this page: its switch is on and it has what the page lists. */
export function pageAvailable(pages: SitePages, href: string): boolean {
  return pageUnavailableReason(pages, href) === null;
}

/** The listed pages the site has, in the map's order (its sitemap lists them). */
export function listedFeaturePages(pages: SitePages): string[] {
  return featurePages.filter((p) => p.listed && pageAvailable(pages, p.path)).map((p) => p.path);
}

/** Of a list of links (a banner's, a section's tiles), those whose pages the site has. */
export function availableLinks<T extends { href: string }>(
  links: readonly T[],
  pages: SitePages,
): T[] {
  return links.filter((link) => pageAvailable(pages, link.href));
}
