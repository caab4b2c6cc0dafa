import { campaignAt, financeRouteFor } from '@forecourt/core';
import type { PageContext, PageContextServer } from 'vike/types';
import { contentPageFor, hasOwnPage, normalisePath } from '../../src/page-data/content-pages';
import { searchRouteFor } from '../../src/page-data/search-routes';

// Content routes and the site's navigation destinations, except the
// search paths a navigation link may also name (Our Stock → /search) and the
// routes with pages of their own (finance, locations) (docs/rules.md#content-pages).
export default function route(pageContext: PageContext) {
  const path = pageContext.urlPathname;
  if (searchRouteFor(path, pageContext.site?.carsPath ?? '/search') !== null) return false;
  // The finance pages are their own (pages/finance).
  const enquiryPath = pageContext.site?.financeEnquiryPath ?? '/finance-enquiry';
  if (financeRouteFor(path, enquiryPath) !== null) return false;
  // The locations pages (dealerships, contact, a location's) are pages of their own.
  if (hasOwnPage(path)) return false;
  // Pages of their own: the offers and the models (pages/special-offers,
  // pages/offer, pages/models, pages/model).
  if (/^\/(?:special-offers|offers\/.+|models(?:\/[^/]+)?)\/?$/.test(path)) return false;
  // A campaign of the site's data (/eofy, a dealership's sale, /brands/{brand}).
  const campaigns = (pageContext as Partial<PageContextServer>).siteConfig?.campaigns ?? [];
  if (campaignAt(campaigns, normalisePath(path)) !== null) return true;
  // Service, parts and careers (pages/service, pages/parts, pages/careers).
  if (/^\/(?:service|parts\/search|vehicle-parts-and-accessories|careers)\/?$/.test(path)) {
    return false;
  }
  // The trade-in pages (pages/trade-in, pages/cars/trade-in).
  if (/^\/(?:trade-in|sell-your-car|cars\/trade-in)\/?$/.test(path)) return false;
  return contentPageFor(path, pageContext.site?.navigation ?? []) !== null;
}
