import type { Manufacturer, SearchRequest, SearchResult } from '@forecourt/core';
import { publicSearchResult } from '@forecourt/core';
import { defaultHomeSections } from '@forecourt/storefront/frame';
import {
  type HomePageData,
  homePageData,
  homeSearchPlan,
  homeSiteOf,
} from '@forecourt/storefront/home';
import { searchCardSettings } from '@forecourt/storefront/search';
import type { PageContextServer } from 'vike/types';
import { type BudgetFinderData, budgetFinderData } from '../../src/page-data/budget-finder';
import { isSearchUnavailable } from '../../src/page-data/search-unavailable';
import { sitePagesOf } from '../../src/page-data/site-pages';
import { templateFrames } from '../../src/site-registry/template-settings';

export type Data = HomePageData & {
  /** Not kept by the render cache (src/server/app.ts) when drawn without some of its cars. */
  incomplete: boolean;
  /** The budget finder's figures where the template places it. */
  budgetFinder: BudgetFinderData | null;
};

/** The site's own logo address of each make, matched to the catalogue by slug (the page's CSP loads images from the site alone). */
function logosOf(catalogue: readonly Manufacturer[]): Map<string, string> {
  const logos = new Map<string, string>();
  for (const make of catalogue) {
    const url = make.logo?.url;
    if (url?.startsWith('/') && !url.startsWith('//')) logos.set(make.slug, url);
  }
  return logos;
}

/**
 * The home page's data (docs/rules.md#home-page-sections; the template chooses the sections and their order):
 * the storefront's plan names the searches its sections need, made here side by side
 * on the site's search, and turns the answers into the sections.
 */
export async function data(pageContext: PageContextServer): Promise<Data> {
  const { siteConfig, services, now } = pageContext;
  const frame = templateFrames[siteConfig.template];
  const site = homeSiteOf(siteConfig);
  const plan = homeSearchPlan(frame, site);
  let incomplete = false;
  // The stock sections are a part of the page, not the page: when the site's hosted
  // search fails (logged by the server) the home page draws without them.
  const search = (request: SearchRequest): Promise<SearchResult | null> =>
    services.search(siteConfig, request, now).catch((error: unknown) => {
      if (!isSearchUnavailable(error)) throw error;
      incomplete = true;
      return null;
    });
  const sections = frame.homeSections ?? defaultHomeSections;
  const [main, catalogue, rows, dealerships, budgetFinder, pages] = await Promise.all([
    search(plan.main),
    services.manufacturers(),
    Promise.all(plan.rows.map(({ request }) => search(request))),
    Promise.all(plan.dealerships.map(({ request }) => search(request))),
    sections.includes('budget-finder')
      ? budgetFinderData(services, siteConfig, now)
      : Promise.resolve(null),
    sitePagesOf(siteConfig, services),
  ]);
  const cards = searchCardSettings(siteConfig, now);
  return {
    incomplete: incomplete || (sections.includes('budget-finder') && budgetFinder === null),
    budgetFinder,
    ...homePageData({
      site,
      frame,
      plan,
      answers: { main, rows, dealerships },
      hits: (answer) => publicSearchResult(answer, siteConfig).hits,
      logos: logosOf(catalogue),
      pages,
      cards,
    }),
  };
}
