import type { PageContext } from 'vike/types';
import { tradeInPageFor } from './+data';

// /trade-in and /sell-your-car (/cars/trade-in has its own
// folder, so it wins over /cars/@slug) (docs/rules.md#routes).
export default function route(pageContext: PageContext) {
  const path = tradeInPageFor(pageContext.urlPathname);
  return path === '/trade-in' || path === '/sell-your-car';
}
