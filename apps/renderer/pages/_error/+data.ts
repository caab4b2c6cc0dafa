import { pageAvailable, siteVehicleWords } from '@forecourt/core';
import type { PageContextServer } from 'vike/types';
import { isCampaignEnded } from '../../src/page-data/content-pages';
import { isSearchDown } from '../../src/page-data/search-unavailable';
import { sitePagesOf } from '../../src/page-data/site-pages';
import { isCarGone } from '../cars/@slug/car-page';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * The error page's data: for a car that has left the site (the car page's
 * `render(410, carGoneReason(…))`, docs/rules.md#sold-window) what the page says
 * about it; for a search page whose hosted search failed
 * (`render(503, searchDownReason(…))`) where to try again; nothing for any
 * other error. It travels in the page state, so the page hydrates as rendered.
 */
export async function data(pageContext: PageContextServer) {
  const { abortStatusCode, abortReason } = pageContext as PageContextServer & {
    abortStatusCode?: number;
    abortReason?: unknown;
  };
  if (abortStatusCode === 410 && isCarGone(abortReason)) {
    const { title, sold } = abortReason;
    const { siteConfig } = pageContext;
    // 'caravans' on a site that sells only caravans (core's vehicle words).
    const stock = siteVehicleWords(siteConfig.search.item_types).many.toLowerCase();
    return {
      gone: abortReason,
      searchDown: null,
      description: sold
        ? `The ${title} has been sold. Browse ${siteConfig.name}'s ${stock} in stock.`
        : `The ${title} is no longer available. Browse ${siteConfig.name}'s ${stock} in stock.`,
    };
  }
  // The search page's hosted search failed (src/page-data/search-unavailable.ts).
  if (abortStatusCode === 503 && isSearchDown(abortReason)) {
    return { gone: null, searchDown: abortReason };
  }
  // A campaign past its last day (pages/content): gone, and says so. It points to the
  // current offers only where the site has them (docs/rules.md#feature-switches).
  if (abortStatusCode === 410 && isCampaignEnded(abortReason)) {
    const { siteConfig, services } = pageContext;
    const pages = await sitePagesOf(siteConfig, services);
    const offersHref = pageAvailable(pages, '/special-offers') ? '/special-offers' : null;
    return { gone: null, searchDown: null, ended: { ...abortReason, offersHref } };
  }
  return { gone: null, searchDown: null };
}
