import { type SiteFeatures, siteFeatures } from '@forecourt/core';
import { guardStateChangingRequest } from '@forecourt/server';
import { sendError } from '../http/http';
import { DEMO_BOOKING_PATH, demoBooking } from '../render/demo-booking';
import { carPdf, financeDisclaimer } from './cars';
import { type ApiContext, apiErrors } from './context';
import { carImage, makeLogo } from './images';
import { phoneReveal, submitLead } from './leads';
import {
  authenticateSimulatedPayment,
  confirmSimulatedPayment,
  paymentWebhook,
  reservationStatus,
  startReservation,
} from './payments';
import { geocode, locationMap, testDriveSlots } from './places';
import { search, suggest } from './search';
import { miscellaneous, tradeInValuation, tradeInVehicle } from './trade-in';

// Every address a site answers other than its pages, robots.txt, the sitemap
// and the listing feed: the API the browser calls, the site's pictures and the
// demo's booking frame. One row per route; the method check (405 with Allow),
// the same-site check of every POST and the feature switches are applied here
// once, so a handler only answers its own request.

/** A route's method. A GET route answers HEAD too. */
export type RouteMethod = 'GET' | 'POST';

export type SiteRoute = {
  method: RouteMethod;
  /** The whole path, or a pattern whose groups are passed to the handler. */
  path: string | RegExp;
  handler: (ctx: ApiContext, params: string[]) => Promise<void> | void;
  /**
   * The site switch the route belongs to: with it off, the route is not found on that
   * site (docs/rules.md#feature-switches).
   */
  needs?: keyof SiteFeatures;
};

export const siteRoutes: readonly SiteRoute[] = [
  { method: 'POST', path: '/api/search', handler: search },
  { method: 'GET', path: '/api/suggest', handler: suggest },
  { method: 'GET', path: '/api/geocode', handler: geocode },
  // Every site takes enquiries; the lead check refuses a kind of lead whose switch is off.
  { method: 'POST', path: '/api/leads', handler: submitLead },
  {
    method: 'GET',
    path: '/api/test-drive-slots',
    handler: testDriveSlots,
    needs: 'testDriveAllowed',
  },
  // A number is revealed only behind the call button.
  { method: 'POST', path: '/api/phone-reveal', handler: phoneReveal, needs: 'callAllowed' },
  { method: 'POST', path: '/api/reservations', handler: startReservation, needs: 'reserveAllowed' },
  {
    method: 'POST',
    path: '/api/reservations/status',
    handler: reservationStatus,
    needs: 'reserveAllowed',
  },
  // A payment already under way is settled whatever the site's switches say now.
  { method: 'POST', path: '/api/payments/webhook', handler: paymentWebhook },
  { method: 'POST', path: '/api/payments/simulator/confirm', handler: confirmSimulatedPayment },
  {
    method: 'POST',
    path: '/api/payments/simulator/authenticate',
    handler: authenticateSimulatedPayment,
  },
  {
    method: 'POST',
    path: '/api/trade-in/vehicle',
    handler: tradeInVehicle,
    needs: 'tradeInAllowed',
  },
  {
    method: 'POST',
    path: '/api/trade-in/valuation',
    handler: tradeInValuation,
    needs: 'tradeInAllowed',
  },
  // The valuation saved against a trade-in lead.
  { method: 'POST', path: '/api/miscellaneous', handler: miscellaneous, needs: 'tradeInAllowed' },
  // A car's finance estimate, and so its disclaimer, shows whatever the finance switch
  // says (docs/rules.md#finance-eligibility: the switch decides the finance button only).
  { method: 'GET', path: '/api/finance-disclaimer', handler: financeDisclaimer },
  { method: 'GET', path: /^\/api\/cars\/([^/]+)\/pdf$/, handler: carPdf },
  { method: 'GET', path: /^\/images\//, handler: carImage },
  { method: 'GET', path: /^\/media\/logos\//, handler: makeLogo },
  { method: 'GET', path: /^\/media\/maps\//, handler: locationMap },
  { method: 'GET', path: DEMO_BOOKING_PATH, handler: demoBooking },
];

/** The pattern's groups when `route` answers `path`, else null. */
function matchPath(route: SiteRoute, path: string): string[] | null {
  if (typeof route.path === 'string') return route.path === path ? [] : null;
  const found = route.path.exec(path);
  return found ? found.slice(1).map((group) => group ?? '') : null;
}

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * Answers the request when a route of `routes` is at its path, or any path
 * under /api (404 for none); false leaves it to the pages.
 */
export async function answerSiteRoute(
  ctx: ApiContext,
  routes: readonly SiteRoute[] = siteRoutes,
): Promise<boolean> {
  const { req, res } = ctx;
  const path = ctx.url.pathname;
  const atPath = routes.flatMap((route) => {
    const params = matchPath(route, path);
    return params ? [{ route, params }] : [];
  });
  if (atPath.length === 0) {
    if (!isApiPath(path)) return false;
    req.resume();
    sendError(res, 404, apiErrors.notFound);
    return true;
  }
  const features = siteFeatures(ctx.site);
  const open = atPath.filter(({ route }) => !route.needs || features[route.needs]);
  if (open.length === 0) {
    req.resume();
    sendError(res, 404, apiErrors.featureOff);
    return true;
  }
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const chosen = open.find(({ route }) => route.method === method);
  if (!chosen) {
    const allow = [...new Set(open.map(({ route }) => route.method))].join(', ');
    req.resume();
    sendError(res, 405, apiErrors.method(allow), {}, { allow });
    return true;
  }
  if (chosen.route.method === 'POST') {
    // Every POST: a JSON body, sent from a page of this site (request-guard.ts).
    const refusal = guardStateChangingRequest(req.headers, req.headers.host);
    if (refusal) {
      req.resume();
      sendError(res, refusal.status, refusal.error);
      return true;
    }
  }
  await chosen.route.handler(ctx, chosen.params);
  return true;
}
