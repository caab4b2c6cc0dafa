import { INVALID_POSTCODE_MESSAGE } from '@forecourt/core';
import { sendError, sendJson } from '../http/http';
import { LOGO_CSP } from '../images/images';
import type { RendererServices } from '../services/services';
import {
  type ApiContext,
  apiErrors,
  clientAddress,
  rateLimited,
  sendHandlerResponse,
} from './context';
import type { RouteInput } from './gate';

// The site's places: a postcode's position for "find your nearest dealership",
// a location's static map, and a location's free test-drive times.

/**
 * GET /api/geocode?postcode=: a postcode's position through the site's geocoder
 * (the maps key stays here). 200 `{ lat, lng }`; 400 `{ error }` for a postcode
 * that is not four digits (docs/rules.md#postcode); 404 `{ error: 'Invalid
 * postcode' }` when the service places none; 503 when the service fails; 429
 * past the per-shopper limit.
 */
export async function geocode(ctx: ApiContext, { query }: RouteInput<'geocode'>): Promise<void> {
  if (await rateLimited(ctx, ctx.geocodeLimiter, apiErrors.geocodeRateLimited)) return;
  const { postcode } = query;
  let answer: Awaited<ReturnType<RendererServices['places']['geocodePostcode']>>;
  try {
    answer = await ctx.services.places.geocodePostcode(ctx.site, postcode);
  } catch (error) {
    ctx.log(`postcode lookup on site ${ctx.site.slug} failed`, error);
    sendError(ctx.res, 503, apiErrors.geocodeUnavailable, {}, { 'retry-after': '5' });
    return;
  }
  if (answer.ok) {
    sendJson(ctx.res, 200, { lat: answer.lat, lng: answer.lng });
    return;
  }
  sendError(ctx.res, answer.error === INVALID_POSTCODE_MESSAGE ? 400 : 404, answer.error);
}

/**
 * GET /api/test-drive-slots?location={id}&date=YYYY-MM-DD: the free test-drive
 * times at one of the site's locations on a day (the services answer; bookings
 * are the database's). Never kept: a time booked a moment ago must not be
 * offered again.
 */
export async function testDriveSlots(
  ctx: ApiContext,
  { query }: RouteInput<'testDriveSlots'>,
): Promise<void> {
  const answer = await ctx.services.testDriveSlots(ctx.site, {
    body: Buffer.from(JSON.stringify({ location: query.location, date: query.date })),
    headers: ctx.req.headers,
    clientAddress: clientAddress(ctx),
  });
  sendHandlerResponse(ctx.res, answer);
}

/** A location's static map: `/media/maps/{location slug}.svg`, the slug in group 1. */
export const MAP_PATH = /^\/media\/maps\/([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

/**
 * GET /media/maps/{slug}.svg: the static map of one of the site's shown locations
 * (the maps service's embedded default, drawn offline), under the same CSP as a
 * logo: it only draws. Browsers keep it a day (the map changes only with its data).
 */
export async function locationMap(ctx: ApiContext): Promise<void> {
  const { req, res, url } = ctx;
  const slug = MAP_PATH.exec(url.pathname)?.[1];
  const svg = slug ? await ctx.services.places.locationMap(ctx.site, slug) : null;
  if (!svg) {
    sendError(res, 404, apiErrors.mapNotFound);
    return;
  }
  const body = Buffer.from(svg);
  res.writeHead(200, {
    'content-type': 'image/svg+xml',
    'content-length': String(body.length),
    'cache-control': 'public, max-age=86400',
    'content-security-policy': LOGO_CSP,
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
