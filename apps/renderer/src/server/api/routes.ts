import {
  type ApiRequestSchemas,
  apiRequestSchemas,
  INVALID_POSTCODE_MESSAGE,
  type SiteFeatures,
  siteFeatures,
} from '@forecourt/core';
import {
  guardStateChangingRequest,
  leadRequestMessages,
  MAX_LEAD_BODY_BYTES,
  miscellaneousMessages,
} from '@forecourt/server';
import { sendError } from '../http/http';
import { DEMO_BOOKING_PATH, demoBooking } from '../render/demo-booking';
import { carPdf, financeDisclaimer } from './cars';
import { type ApiContext, apiErrors } from './context';
import { type BodyReading, type GatedInput, gateRequest } from './gate';
import { carImage, makeLogo } from './images';
import { MAX_PHONE_REVEAL_BODY_BYTES, phoneReveal, submitLead } from './leads';
import {
  authenticateSimulatedPayment,
  confirmSimulatedPayment,
  paymentWebhook,
  reservationStatus,
  startReservation,
} from './payments';
import { geocode, locationMap, testDriveSlots } from './places';
import { MAX_SEARCH_BODY_BYTES, search, searchErrors, suggest } from './search';
import { scopeErrors } from './site-scope';
import {
  MAX_TRADE_IN_BODY_BYTES,
  miscellaneous,
  tradeInValuation,
  tradeInVehicle,
} from './trade-in';

// Every address a site answers other than its pages, robots.txt, the sitemap
// and the listing feed: the API the browser calls, the site's pictures and the
// demo's booking frame. One row per route; the method check (405 with Allow),
// the same-site check of every POST, the feature switches and the request gate
// (gate.ts: the route's body, query and path parameters parsed by its schemas
// from core, docs/architecture.md#the-request-gate) are applied here once, so
// a handler only answers its own, already parsed, request.

/** A route's method. A GET route answers HEAD too. */
export type RouteMethod = 'GET' | 'POST';

export type SiteRoute<S extends ApiRequestSchemas = ApiRequestSchemas> = {
  method: RouteMethod;
  /** The whole path, or a pattern whose named groups are the path parameters. */
  path: string | RegExp;
  /** The route's body, query and path parameters: one of core's apiRequestSchemas. */
  schemas: S;
  /** How a POST route's body is read (its size limit and the words of a refusal). */
  body?: BodyReading;
  /** The sentence a request its schemas refuse is answered with. */
  invalid?: string;
  handler(ctx: ApiContext, request: GatedInput<S>): Promise<void> | void;
  /**
   * The site switch the route belongs to: with it off, the route is not found on that
   * site (docs/rules.md#feature-switches).
   */
  needs?: keyof SiteFeatures;
};

/** An enquiry's body: read up to the lead handler's limit, refused in its words. */
const leadBody: BodyReading = { limit: MAX_LEAD_BODY_BYTES, words: leadRequestMessages };

export const siteRoutes: readonly SiteRoute[] = [
  {
    method: 'POST',
    path: '/api/search',
    schemas: apiRequestSchemas.search,
    body: { limit: MAX_SEARCH_BODY_BYTES },
    invalid: searchErrors.invalid,
    handler: search,
  },
  { method: 'GET', path: '/api/suggest', schemas: apiRequestSchemas.suggest, handler: suggest },
  {
    method: 'GET',
    path: '/api/geocode',
    schemas: apiRequestSchemas.geocode,
    // The postcode field shows the answer's sentence (docs/rules.md#postcode).
    invalid: INVALID_POSTCODE_MESSAGE,
    handler: geocode,
  },
  // Every site takes enquiries; the lead check refuses a kind of lead whose switch is off.
  {
    method: 'POST',
    path: '/api/leads',
    schemas: apiRequestSchemas.lead,
    body: leadBody,
    handler: submitLead,
  },
  {
    method: 'GET',
    path: '/api/test-drive-slots',
    schemas: apiRequestSchemas.testDriveSlots,
    handler: testDriveSlots,
    needs: 'testDriveAllowed',
  },
  // A number is revealed only behind the call button.
  {
    method: 'POST',
    path: '/api/phone-reveal',
    schemas: apiRequestSchemas.phoneReveal,
    body: { limit: MAX_PHONE_REVEAL_BODY_BYTES },
    invalid: scopeErrors.revealInvalid,
    handler: phoneReveal,
    needs: 'callAllowed',
  },
  {
    method: 'POST',
    path: '/api/reservations',
    schemas: apiRequestSchemas.reservation,
    body: leadBody,
    handler: startReservation,
    needs: 'reserveAllowed',
  },
  {
    method: 'POST',
    path: '/api/reservations/status',
    schemas: apiRequestSchemas.reservationStatus,
    body: leadBody,
    handler: reservationStatus,
    needs: 'reserveAllowed',
  },
  // A payment already under way is settled whatever the site's switches say now.
  {
    method: 'POST',
    path: '/api/payments/webhook',
    schemas: apiRequestSchemas.paymentWebhook,
    body: leadBody,
    handler: paymentWebhook,
  },
  {
    method: 'POST',
    path: '/api/payments/simulator/confirm',
    schemas: apiRequestSchemas.simulatorConfirm,
    body: leadBody,
    handler: confirmSimulatedPayment,
  },
  {
    method: 'POST',
    path: '/api/payments/simulator/authenticate',
    schemas: apiRequestSchemas.simulatorAuthenticate,
    body: leadBody,
    handler: authenticateSimulatedPayment,
  },
  {
    method: 'POST',
    path: '/api/trade-in/vehicle',
    schemas: apiRequestSchemas.tradeInVehicle,
    body: { limit: MAX_TRADE_IN_BODY_BYTES },
    invalid: apiErrors.tradeInInvalid,
    handler: tradeInVehicle,
    needs: 'tradeInAllowed',
  },
  {
    method: 'POST',
    path: '/api/trade-in/valuation',
    schemas: apiRequestSchemas.tradeInValuation,
    body: { limit: MAX_TRADE_IN_BODY_BYTES },
    invalid: apiErrors.tradeInInvalid,
    handler: tradeInValuation,
    needs: 'tradeInAllowed',
  },
  // The valuation saved against a trade-in lead.
  {
    method: 'POST',
    path: '/api/miscellaneous',
    schemas: apiRequestSchemas.miscellaneous,
    body: { limit: MAX_TRADE_IN_BODY_BYTES },
    invalid: miscellaneousMessages.invalid,
    handler: miscellaneous,
    needs: 'tradeInAllowed',
  },
  // A car's finance estimate, and so its disclaimer, shows whatever the finance switch
  // says (docs/rules.md#finance-eligibility: the switch decides the finance button only).
  {
    method: 'GET',
    path: '/api/finance-disclaimer',
    schemas: apiRequestSchemas.financeDisclaimer,
    handler: financeDisclaimer,
  },
  {
    method: 'GET',
    path: /^\/api\/cars\/(?<slug>[^/]+)\/pdf$/,
    schemas: apiRequestSchemas.carPdf,
    // A slug that cannot be read names no car.
    invalid: apiErrors.carNotFound,
    handler: carPdf,
  },
  {
    method: 'GET',
    path: /^\/images(?<source>\/.*)$/,
    schemas: apiRequestSchemas.carImage,
    handler: carImage,
  },
  {
    method: 'GET',
    path: /^\/media\/logos\//,
    schemas: apiRequestSchemas.makeLogo,
    handler: makeLogo,
  },
  {
    method: 'GET',
    path: /^\/media\/maps\//,
    schemas: apiRequestSchemas.locationMap,
    handler: locationMap,
  },
  {
    method: 'GET',
    path: DEMO_BOOKING_PATH,
    schemas: apiRequestSchemas.demoBooking,
    handler: demoBooking,
  },
];

/** The pattern's named groups when `route` answers `path`, else null. */
function matchPath(route: SiteRoute, path: string): Record<string, string> | null {
  if (typeof route.path === 'string') return route.path === path ? {} : null;
  const found = route.path.exec(path);
  if (!found) return null;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(found.groups ?? {})) params[name] = value ?? '';
  return params;
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
  // The gate: nothing of the request reaches the handler unparsed.
  const request = await gateRequest(ctx, chosen.route, chosen.params);
  if (request) await chosen.route.handler(ctx, request);
  return true;
}
