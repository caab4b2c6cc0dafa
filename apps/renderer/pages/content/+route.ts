import type { PageContext } from 'vike/types';
import { contentPageFor } from '../../src/page-data/content-pages';
import { searchRouteFor } from '../../src/page-data/search-routes';

// SPEC §2 content routes and the site's navigation destinations, except the
// search paths a navigation link may also name (Our Stock → /search).
export default function route(pageContext: PageContext) {
  const path = pageContext.urlPathname;
  if (searchRouteFor(path, pageContext.site?.carsPath ?? '/search') !== null) return false;
  // Pages of their own (issue 21): the offers and the models (pages/special-offers,
  // pages/offer, pages/models, pages/model).
  if (/^\/(?:special-offers|offers\/.+|models(?:\/[^/]+)?)\/?$/.test(path)) return false;
  return contentPageFor(path, pageContext.site?.navigation ?? []) !== null;
}
