import type { PageContext } from 'vike/types';

// /offers/{id} and /offers/{manufacturer}/{id} (docs/rules.md#routes). Whether the site has
// such an offer is the page's data to answer (404 when not).
const OFFER_PATH = /^\/offers\/(?:([a-z0-9-]+)\/)?([^/]+?)\/?$/;

export default function route(pageContext: PageContext) {
  const match = OFFER_PATH.exec(pageContext.urlPathname);
  if (!match?.[2]) return false;
  return { routeParams: { manufacturer: match[1] ?? '', id: match[2] } };
}
