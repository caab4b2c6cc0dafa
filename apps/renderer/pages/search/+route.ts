import type { PageContext } from 'vike/types';
import { searchRouteFor } from '../../src/page-data/search-routes';

// /search, its variants (docs/rules.md#routes) and the site's own cars path. In the
// browser a path this cannot place is left to the server (a full page load).
export default function route(pageContext: PageContext) {
  const carsPath = pageContext.site?.carsPath ?? '/search';
  return searchRouteFor(pageContext.urlPathname, carsPath) !== null;
}
