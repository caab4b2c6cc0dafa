import {
  campaignAt,
  campaignDatesText,
  campaignState,
  contentPageOf,
  FLEET_ENQUIRY_CATEGORY,
  isContentPagePath,
  offerManufacturerName,
  offersOfSite,
  publicSearchResult,
  searchRequestSchema,
  timeZoneOfState,
} from '@forecourt/core';
import { searchStateToUrl } from '@forecourt/search';
import { searchCardSettings } from '@forecourt/storefront/search';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import {
  type Crumb,
  campaignEndedReason,
  contentPageFor,
  normalisePath,
} from '../../src/page-data/content-pages';
import { offerView } from '../../src/server/render/offer-view';

export type Data = Awaited<ReturnType<typeof data>>;

/** A campaign shows at most one search page of its stock (21 cars) (docs/rules.md#campaign-pages). */
const CAMPAIGN_CARS = 21;

const home: Crumb = { label: 'Home', href: '/' };

/**
 * Content and campaign routes (docs/rules.md#campaign-pages). A content page is the site's words over the
 * platform's (core's `contentPageOf`), its body sanitised on the server. A campaign
 * runs between its dates in the site's time zone (404 before, 410 after) and shows
 * the stock its filter finds and the site's offers on its makes. Any other route
 * still served here shows the site's contact details under its heading.
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, now } = pageContext;
  const path = normalisePath(pageContext.urlPathname);

  if (isContentPagePath(path)) {
    const page = contentPageOf(siteConfig, path);
    return {
      kind: 'content' as const,
      title: page.title,
      summary: page.summary,
      description: page.summary,
      html: services.richText(page.bodyHtml),
      enquiry: page.enquiry === 'fleet' ? { category: FLEET_ENQUIRY_CATEGORY } : null,
      breadcrumbs: [home, { label: page.title, href: path }],
    };
  }

  const campaign = campaignAt(siteConfig.campaigns, path);
  if (campaign) {
    const state = campaignState(campaign, now, timeZoneOfState(siteConfig.address.state));
    if (state === 'upcoming') throw render(404);
    if (state === 'ended') throw render(410, campaignEndedReason(campaign.title, path));
    const request = searchRequestSchema.parse({
      hitsPerPage: CAMPAIGN_CARS,
      filters: { refinements: campaign.stock, ranges: {} },
      facets: [],
    });
    const makes = new Set((campaign.stock.make ?? []).map((make) => make.toLowerCase()));
    const [answer, offers] = await Promise.all([
      services.search(siteConfig, request, now),
      campaign.offers ? services.offers() : Promise.resolve([]),
    ]);
    const shown = offersOfSite(offers, siteConfig).filter((offer) => {
      const make = offerManufacturerName(offer);
      return makes.size === 0 || (make !== null && makes.has(make.toLowerCase()));
    });
    return {
      kind: 'campaign' as const,
      title: campaign.title,
      summary: campaign.summary,
      description: campaign.summary,
      dates: campaignDatesText(campaign),
      html: campaign.body_html ? services.richText(campaign.body_html) : null,
      image: campaign.image_url ?? null,
      cars: publicSearchResult(answer, siteConfig).hits,
      count: answer.count,
      searchHref: searchStateToUrl(
        { query: '', page: 1, sortBy: 'relevance', refinements: campaign.stock, ranges: {} },
        { basePath: siteConfig.cars_path },
      ),
      cards: searchCardSettings(siteConfig, now),
      carsPath: siteConfig.cars_path,
      offers: shown.map((offer) => offerView(offer, services.htmlText)),
      breadcrumbs: [home, { label: campaign.title, href: path }],
    };
  }

  const page = contentPageFor(pageContext.urlPathname, siteConfig.navigation);
  if (!page) throw render(404);
  return { kind: 'shell' as const, ...page };
}
