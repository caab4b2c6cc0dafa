import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  financeDisclaimerAnswer,
  INVALID_POSTCODE_MESSAGE,
  MAX_SUGGEST_INPUT,
  POSTCODE_LOOKUP_UNAVAILABLE_MESSAGE,
  type SiteConfig,
  searchRequestSchema,
  tradeInMessages,
} from '@forecourt/core';
import {
  guardStateChangingRequest,
  type HandlerResponse,
  isJsonContentType,
  leadRequestMessages,
  MAX_LEAD_BODY_BYTES,
  type RateLimiter,
} from '@forecourt/server';
import { publicSearchResult } from '../../page-data/public-hits';
import { isSearchUnavailable, searchUnavailableMessage } from '../../page-data/search-unavailable';
import { buildCarPdf, pdfDisposition } from '../feeds/pdf';
import { sendCachedAnswer, wantsFreshAnswer } from '../http/cached-answers';
import { BodyTooLarge, readBody, sendError, sendJson } from '../http/http';
import type { CachedAnswer, RenderCache } from '../http/render-cache';
import { spliceGzip } from '../http/spliced-gzip';
import { IMMUTABLE } from '../http/static';
import type { ImageCache } from '../images/image-cache';
import { LOGO_CSP, LOGO_PATH, parseImageParams, resizeImage } from '../images/images';
import type { RendererServices } from '../services/services';
import { imageSourceOnSite, revealOnSite } from './site-scope';

// The API the browser calls (SPEC §7). Every answer is JSON except the PDF and
// the images; every body has a size limit; errors are `{ error }` with a 4xx.

/** Search bodies are filters and paging: a few hundred bytes, at most a few KB. */
export const MAX_SEARCH_BODY_BYTES = 16 * 1024;
export const MAX_PHONE_REVEAL_BODY_BYTES = 4 * 1024;
/** A rego, a state, a vehicle, an odometer and five answers: well under 4 KB. */
export const MAX_TRADE_IN_BODY_BYTES = 4 * 1024;

export const apiErrors = {
  notFound: 'There is no such API route.',
  method: (allowed: string) => `Use ${allowed} for this address.`,
  tooLarge: (limit: number) => `The request body is too large (at most ${limit / 1024} KB).`,
  notJsonType: 'Send the body as JSON (Content-Type: application/json).',
  notJson: 'The request body is not valid JSON.',
  notObject: 'The request body must be a JSON object.',
  carNotFound: 'There is no such car on this site.',
  imageNotFound: 'There is no such image.',
  logoNotFound: 'There is no such make logo.',
  pdfFailed: 'The PDF could not be made. Please try again.',
  revealRateLimited:
    'Too many phone numbers have been shown to your connection. Please wait a minute and try again.',
  internal: 'An unexpected error occured',
  searchUnavailable: searchUnavailableMessage,
  suggestTooLong: `Type at most ${MAX_SUGGEST_INPUT} characters to get suggestions.`,
  geocodeRateLimited:
    'Too many postcodes have been looked up from your connection. Please wait a minute and try again.',
  geocodeUnavailable: POSTCODE_LOOKUP_UNAVAILABLE_MESSAGE,
  mapNotFound: 'There is no such map.',
  tradeInRateLimited:
    'Too many vehicle lookups have come from your connection. Please wait a minute and try again.',
  tradeInInvalid: 'The trade-in request is not valid.',
} as const;

export type ApiContext = {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  site: SiteConfig;
  services: RendererServices;
  now: () => Date;
  log: (message: string, error?: unknown) => void;
  /** Keeps search answers per site and request (null: none kept). */
  cache?: RenderCache | null;
  /** Keeps resized photos; without it every request encodes its photo. */
  images?: ImageCache;
  /** The shopper's address (client-address.ts: the socket's, or behind a trusted proxy the forwarded one). */
  clientAddress?: string;
  /** Phone reveals per shopper; without it reveals are not limited. */
  revealLimiter?: RateLimiter | null;
  /** Postcode lookups per shopper (each may be a paid call to the maps service); without it not limited. */
  geocodeLimiter?: RateLimiter | null;
  /** Rego lookups and valuations per shopper (each may be a paid call to the provider); without it not limited. */
  tradeInLimiter?: RateLimiter | null;
};

async function readJsonObject(
  ctx: ApiContext,
  limit: number,
): Promise<Record<string, unknown> | null> {
  if (!isJsonContentType(ctx.req.headers['content-type'])) {
    sendError(ctx.res, 415, apiErrors.notJsonType);
    return null;
  }
  let body: Buffer;
  try {
    body = await readBody(ctx.req, limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      sendError(ctx.res, 413, apiErrors.tooLarge(limit), {}, { connection: 'close' });
      return null;
    }
    throw error;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    sendError(ctx.res, 400, apiErrors.notJson);
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    sendError(ctx.res, 400, apiErrors.notObject);
    return null;
  }
  return parsed as Record<string, unknown>;
}

function sendHandlerResponse(res: ServerResponse, answer: HandlerResponse): void {
  if (answer.body === null) {
    res.writeHead(answer.status, { 'cache-control': 'no-store', ...answer.headers });
    res.end();
    return;
  }
  sendJson(res, answer.status, answer.body, answer.headers);
}

function clientAddress(ctx: ApiContext): string {
  return ctx.clientAddress ?? ctx.req.socket.remoteAddress ?? 'unknown';
}

async function search(ctx: ApiContext): Promise<void> {
  const body = await readJsonObject(ctx, MAX_SEARCH_BODY_BYTES);
  if (!body) return;
  const parsed = searchRequestSchema.safeParse(body);
  if (!parsed.success) {
    sendError(ctx.res, 400, 'The search request is not valid.', {
      issues: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`),
    });
    return;
  }
  // The answer depends on the site and the parsed request alone (defaults
  // filled in, unknown fields dropped), so that is what it is kept by.
  await answerKept(ctx, `search ${ctx.site.slug} ${JSON.stringify(parsed.data)}`, async () => {
    // The services scope the search to the site's dealerships; the body cannot widen it.
    const result = await ctx.services.search(ctx.site, parsed.data, ctx.now());
    // Each hit carries only what a result card shows (src/page-data/public-hits.ts).
    return publicSearchResult(result, ctx.site);
  });
}

/**
 * Answers JSON made by `make`, kept in the render cache by `key` (per site) and
 * shared by requests that ask for it while it is being made. A hosted search
 * that fails gives a 503 (not kept): the shopper's page keeps what it showed
 * and offers to try again (SPEC §8).
 */
async function answerKept(ctx: ApiContext, key: string, make: () => Promise<unknown>) {
  const cache = ctx.cache && !wantsFreshAnswer(ctx.req) ? ctx.cache : null;
  const found = cache?.lookup(key, ctx.site.slug);
  if (found?.kind === 'hit') {
    sendCachedAnswer(ctx.req, ctx.res, found.answer, '', {}, 'hit');
    return;
  }
  if (found?.kind === 'wait') {
    const shared = await found.answer;
    if (shared) {
      sendCachedAnswer(ctx.req, ctx.res, shared, '', {}, 'hit');
      return;
    }
  }
  const miss = found?.kind === 'miss' ? found : null;
  let kept: CachedAnswer | null = null;
  try {
    let answer: unknown;
    try {
      answer = await make();
    } catch (error) {
      if (!isSearchUnavailable(error)) throw error;
      sendError(ctx.res, 503, apiErrors.searchUnavailable, {}, { 'retry-after': '5' });
      return;
    }
    if (!miss) {
      sendJson(ctx.res, 200, answer, { 'x-render-cache': 'bypass' });
      return;
    }
    kept = {
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      body: spliceGzip(Buffer.from(JSON.stringify(answer)), ''),
    };
    sendCachedAnswer(ctx.req, ctx.res, kept, '', {}, 'miss');
  } finally {
    miss?.done(kept);
  }
}

/**
 * GET /api/suggest?q=: the search box's suggestions for what the shopper has typed
 * (issue 15), from the site's own search and counted by it.
 */
async function suggest(ctx: ApiContext): Promise<void> {
  const input = ctx.url.searchParams.get('q') ?? '';
  if (input.length > MAX_SUGGEST_INPUT) {
    sendError(ctx.res, 400, apiErrors.suggestTooLong);
    return;
  }
  await answerKept(ctx, `suggest ${ctx.site.slug} ${input}`, () =>
    ctx.services.suggest(ctx.site, input, ctx.now()),
  );
}

/**
 * The data side's handlers that take a request's raw body: the lead (SPEC §7) and,
 * issue 20, the reservation and payment endpoints. The bytes are read as sent (a
 * webhook's signature is over them) up to the lead handler's own limit.
 */
type BodyCall =
  | 'submitLead'
  | 'startReservation'
  | 'reservationStatus'
  | 'paymentWebhook'
  | 'confirmSimulatedPayment'
  | 'authenticateSimulatedPayment';

function forwardBody(method: BodyCall) {
  return async (ctx: ApiContext): Promise<void> => {
    let body: Buffer;
    try {
      body = await readBody(ctx.req, MAX_LEAD_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        sendError(ctx.res, 413, leadRequestMessages.tooLarge, {}, { connection: 'close' });
        return;
      }
      throw error;
    }
    const answer = await ctx.services[method](ctx.site, {
      body,
      headers: ctx.req.headers,
      clientAddress: clientAddress(ctx),
    });
    sendHandlerResponse(ctx.res, answer);
  };
}

/**
 * POST /api/payments/simulator/webhook (issue 20): the embedded payment
 * simulator's signed events, posted over HTTP to the address this server
 * listens on. A path of the platform, not of a site: it is answered on every
 * host before the site is looked up (app.ts), because the simulator is one
 * provider for every site, with one signing secret, and its events name no
 * site. The raw body goes to the data side, which verifies the signature over
 * it before anything is read (400 when it does not match).
 */
export async function handleSimulatorWebhook(
  req: IncomingMessage,
  res: ServerResponse,
  services: Pick<RendererServices, 'simulatorWebhook'>,
): Promise<void> {
  if (req.method !== 'POST') {
    req.resume();
    sendError(res, 405, apiErrors.method('POST'), {}, { allow: 'POST' });
    return;
  }
  const refusal = guardStateChangingRequest(req.headers, req.headers.host);
  if (refusal) {
    req.resume();
    sendError(res, refusal.status, refusal.error);
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(req, MAX_LEAD_BODY_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      sendError(res, 413, leadRequestMessages.tooLarge, {}, { connection: 'close' });
      return;
    }
    throw error;
  }
  const answer = await services.simulatorWebhook({
    body,
    headers: req.headers,
    clientAddress: req.socket.remoteAddress ?? 'unknown',
  });
  sendHandlerResponse(res, answer);
}

async function phoneReveal(ctx: ApiContext): Promise<void> {
  const decision = ctx.revealLimiter?.check(clientAddress(ctx));
  if (decision && !decision.allowed) {
    ctx.req.resume();
    sendError(
      ctx.res,
      429,
      apiErrors.revealRateLimited,
      {},
      { 'retry-after': String(decision.retryAfterSeconds) },
    );
    return;
  }
  const body = await readJsonObject(ctx, MAX_PHONE_REVEAL_BODY_BYTES);
  if (!body) return;
  // Every id the reveal names is checked against the site the host resolved to
  // (site-scope.ts) before anything is written.
  const scoped = await revealOnSite(ctx.site, ctx.services, body);
  if (!scoped.ok) {
    sendError(ctx.res, scoped.status, scoped.error);
    return;
  }
  const answer = await ctx.services.logPhoneReveal(ctx.site, {
    body: JSON.stringify(scoped.log),
    headers: ctx.req.headers,
    clientAddress: clientAddress(ctx),
  });
  sendHandlerResponse(ctx.res, answer);
}

async function carPdf(ctx: ApiContext, slug: string): Promise<void> {
  const car = await ctx.services.carBySlug(ctx.site, slug);
  if (!car) {
    sendError(ctx.res, 404, apiErrors.carNotFound);
    return;
  }
  const photoPath = car.primary_image_url ?? car.images[0]?.image.url ?? null;
  const photo = photoPath?.startsWith('/') ? await ctx.services.sourceImage(photoPath) : null;
  const pageUrl = new URL(`/cars/${encodeURIComponent(car.slug)}`, ctx.url).toString();
  let bytes: Uint8Array;
  try {
    bytes = await buildCarPdf({ car, site: ctx.site, photo, url: pageUrl });
  } catch (error) {
    ctx.log(`PDF for ${slug} failed`, error);
    sendError(ctx.res, 500, apiErrors.pdfFailed);
    return;
  }
  ctx.res.writeHead(200, {
    'content-type': 'application/pdf',
    'content-disposition': pdfDisposition(car.slug),
    'content-length': String(bytes.byteLength),
    'cache-control': 'no-store',
  });
  ctx.res.end(Buffer.from(bytes));
}

/**
 * SPEC §7 Finance disclaimer fetch per car id: GET /api/finance-disclaimer?car_id=…
 * answers what the disclaimer dialog shows for a car of this site (core's
 * `financeDisclaimerAnswer` for the site's provider); a car of another site is
 * not found.
 */
async function financeDisclaimerOf(ctx: ApiContext): Promise<void> {
  const carId = ctx.url.searchParams.get('car_id')?.trim() ?? '';
  const car = carId ? await ctx.services.carById(ctx.site, carId) : null;
  if (!car) {
    sendError(ctx.res, 404, apiErrors.carNotFound);
    return;
  }
  const answer = financeDisclaimerAnswer(
    car,
    {
      provider: ctx.site.finance_provider,
      manufacturer: ctx.site.manufacturer,
      showTermsLink: ctx.site.finance_terms_link,
    },
    ctx.now().getUTCFullYear(),
  );
  sendJson(ctx.res, 200, answer, { 'cache-control': 'no-store' });
}

/**
 * GET /api/geocode?postcode=: SPEC §7 Postcode geocoding for the 'find your nearest
 * dealership' box, through the site's geocoder (the maps key stays here). 200
 * `{ lat, lng }`; 400 `{ error }` with SPEC §5's message for a postcode that is not
 * four digits; 404 `{ error: 'Invalid postcode' }` when the service places none;
 * 503 when the service fails; 429 past the per-shopper limit.
 */
async function geocode(ctx: ApiContext): Promise<void> {
  const decision = ctx.geocodeLimiter?.check(clientAddress(ctx));
  if (decision && !decision.allowed) {
    sendError(
      ctx.res,
      429,
      apiErrors.geocodeRateLimited,
      {},
      { 'retry-after': String(decision.retryAfterSeconds) },
    );
    return;
  }
  const postcode = ctx.url.searchParams.get('postcode') ?? '';
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
 * GET /api/test-drive-slots?location={id}&date=YYYY-MM-DD: SPEC §7 Test-drive
 * appointments, the free times at one of the site's locations on a day (the
 * services answer; bookings are the database's). Never kept: a time booked a
 * moment ago must not be offered again.
 */
async function testDriveSlots(ctx: ApiContext): Promise<void> {
  const query = {
    location: ctx.url.searchParams.get('location') ?? '',
    date: ctx.url.searchParams.get('date') ?? '',
  };
  const answer = await ctx.services.testDriveSlots(ctx.site, {
    body: Buffer.from(JSON.stringify(query)),
    headers: ctx.req.headers,
    clientAddress: clientAddress(ctx),
  });
  sendHandlerResponse(ctx.res, answer);
}

function tradeInLimited(ctx: ApiContext): boolean {
  const decision = ctx.tradeInLimiter?.check(clientAddress(ctx));
  if (!decision || decision.allowed) return false;
  ctx.req.resume();
  sendError(
    ctx.res,
    429,
    apiErrors.tradeInRateLimited,
    {},
    { 'retry-after': String(decision.retryAfterSeconds) },
  );
  return true;
}

/** A provider that failed: 504 when it did not answer in time, else 502; the words are core's. */
function sendProviderFailure(ctx: ApiContext, kind: 'timeout' | 'error'): void {
  if (kind === 'timeout') sendError(ctx.res, 504, tradeInMessages.timeout, { reason: 'timeout' });
  else sendError(ctx.res, 502, tradeInMessages.providerError, { reason: 'provider-error' });
}

/**
 * POST /api/trade-in/vehicle `{ rego, regoState }`: SPEC §7 Valuation by rego and
 * regoState, first half: the vehicle the plate belongs to, for the shopper to
 * confirm. 200 `{ vehicle }`; 400 with `fieldErrors`; 404 an unknown rego; 504 a
 * provider time-out; 502 a provider error. Each error's words are core's
 * `tradeInMessages`.
 */
async function tradeInVehicle(ctx: ApiContext): Promise<void> {
  if (tradeInLimited(ctx)) return;
  const body = await readJsonObject(ctx, MAX_TRADE_IN_BODY_BYTES);
  if (!body) return;
  const answer = await ctx.services.tradeIn.lookupRego(ctx.site, body, ctx.now());
  switch (answer.kind) {
    case 'vehicle':
      sendJson(ctx.res, 200, { vehicle: answer.vehicle });
      return;
    case 'invalid':
      sendError(ctx.res, 400, apiErrors.tradeInInvalid, { fieldErrors: answer.fieldErrors });
      return;
    case 'unknown':
      sendError(ctx.res, 404, tradeInMessages.unknownRego, { reason: 'unknown-rego' });
      return;
    default:
      ctx.log(`trade-in rego lookup on site ${ctx.site.slug}: ${answer.kind}`);
      sendProviderFailure(ctx, answer.kind);
  }
}

/**
 * POST /api/trade-in/valuation `{ rego, regoState, year, make, model, badge, km,
 * adjustmentAnswers }`: the offer (`offer_price`), or why there is none online
 * (`no_online_estimate` with the SPEC §5/§9 reasons, or no market data), both 200.
 */
async function tradeInValuation(ctx: ApiContext): Promise<void> {
  if (tradeInLimited(ctx)) return;
  const body = await readJsonObject(ctx, MAX_TRADE_IN_BODY_BYTES);
  if (!body) return;
  const answer = await ctx.services.tradeIn.value(ctx.site, body, ctx.now());
  switch (answer.kind) {
    case 'offer':
      sendJson(ctx.res, 200, { offer_price: answer.offer_price });
      return;
    case 'no-online-estimate':
      sendJson(ctx.res, 200, { offer_price: null, no_online_estimate: answer.reasons });
      return;
    case 'no-market':
      sendJson(ctx.res, 200, { offer_price: null, no_online_estimate: ['no-market'] });
      return;
    case 'invalid':
      sendError(ctx.res, 400, apiErrors.tradeInInvalid, { issues: answer.issues });
      return;
    default:
      ctx.log(`trade-in valuation on site ${ctx.site.slug}: ${answer.kind}`);
      sendProviderFailure(ctx, answer.kind);
  }
}

/**
 * POST /api/miscellaneous: SPEC §7, the valuation result plus column_name
 * 'valuation', saved against a trade-in lead of this site (201 `{ saved: true }`).
 */
async function miscellaneous(ctx: ApiContext): Promise<void> {
  const body = await readJsonObject(ctx, MAX_TRADE_IN_BODY_BYTES);
  if (!body) return;
  const answer = await ctx.services.saveValuation(ctx.site, {
    body: JSON.stringify(body),
    headers: ctx.req.headers,
    clientAddress: clientAddress(ctx),
  });
  sendHandlerResponse(ctx.res, answer);
}

/** Answers /api/* for a resolved site. */
export async function handleApi(ctx: ApiContext): Promise<void> {
  const { req, res, url } = ctx;
  const path = url.pathname;
  const post = (run: (c: ApiContext) => Promise<void>) => {
    if (req.method !== 'POST') {
      req.resume();
      sendError(res, 405, apiErrors.method('POST'), {}, { allow: 'POST' });
      return Promise.resolve();
    }
    // Every POST: a JSON body, sent from a page of this site (request-guard.ts).
    const refusal = guardStateChangingRequest(req.headers, req.headers.host);
    if (refusal) {
      req.resume();
      sendError(res, refusal.status, refusal.error);
      return Promise.resolve();
    }
    return run(ctx);
  };
  if (path === '/api/search') return post(search);
  if (path === '/api/suggest') {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      req.resume();
      sendError(res, 405, apiErrors.method('GET'), {}, { allow: 'GET' });
      return;
    }
    return suggest(ctx);
  }
  if (path === '/api/geocode') {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      req.resume();
      sendError(res, 405, apiErrors.method('GET'), {}, { allow: 'GET' });
      return;
    }
    return geocode(ctx);
  }
  if (path === '/api/leads') return post(forwardBody('submitLead'));
  if (path === '/api/test-drive-slots') {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      req.resume();
      sendError(res, 405, apiErrors.method('GET'), {}, { allow: 'GET' });
      return;
    }
    return testDriveSlots(ctx);
  }
  if (path === '/api/phone-reveal') return post(phoneReveal);
  if (path === '/api/reservations') return post(forwardBody('startReservation'));
  if (path === '/api/reservations/status') return post(forwardBody('reservationStatus'));
  if (path === '/api/payments/webhook') return post(forwardBody('paymentWebhook'));
  if (path === '/api/payments/simulator/confirm')
    return post(forwardBody('confirmSimulatedPayment'));
  if (path === '/api/payments/simulator/authenticate') {
    return post(forwardBody('authenticateSimulatedPayment'));
  }
  if (path === '/api/trade-in/vehicle') return post(tradeInVehicle);
  if (path === '/api/trade-in/valuation') return post(tradeInValuation);
  if (path === '/api/miscellaneous') return post(miscellaneous);
  if (path === '/api/finance-disclaimer') {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      req.resume();
      sendError(res, 405, apiErrors.method('GET'), {}, { allow: 'GET' });
      return;
    }
    return financeDisclaimerOf(ctx);
  }
  const pdf = /^\/api\/cars\/([^/]+)\/pdf$/.exec(path);
  if (pdf) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, 405, apiErrors.method('GET'), {}, { allow: 'GET' });
      return;
    }
    let slug: string;
    try {
      slug = decodeURIComponent(pdf[1] ?? '');
    } catch {
      sendError(res, 404, apiErrors.carNotFound);
      return;
    }
    return carPdf(ctx, slug);
  }
  req.resume();
  sendError(res, 404, apiErrors.notFound);
}

/** Answers GET /images/{source}?w=&q= for a resolved site. */
export async function handleImage(ctx: ApiContext): Promise<void> {
  const { req, res, url } = ctx;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendError(res, 405, apiErrors.method('GET'), {}, { allow: 'GET' });
    return;
  }
  const accept = req.headers.accept;
  const params = parseImageParams(url.searchParams, accept);
  if (!params.ok) {
    sendError(res, 400, params.error);
    return;
  }
  const sourcePath = url.pathname.slice('/images'.length);
  // Only photos of this site's cars (and the catalogue's make logos).
  const onSite = await imageSourceOnSite(ctx.site, ctx.services, sourcePath);
  const source = onSite ? await ctx.services.sourceImage(sourcePath) : null;
  if (!source) {
    sendError(res, 404, apiErrors.imageNotFound);
    return;
  }
  const image = ctx.images
    ? await ctx.images.get(source, params.params, resizeImage)
    : await resizeImage(source, params.params);
  res.writeHead(200, {
    'content-type': `image/${params.params.format}`,
    'content-length': String(image.length),
    'cache-control': IMMUTABLE,
    vary: 'Accept',
  });
  res.end(req.method === 'HEAD' ? undefined : image);
}

/**
 * GET /media/logos/{slug}.svg: a make's logo as the catalogue gives it (SPEC §2
 * make list with logos). Served as SVG, so it stays sharp at any size and
 * screen density; only catalogue slugs match, so no path reaches anything else.
 */
export async function handleLogo(ctx: ApiContext): Promise<void> {
  const { req, res, url } = ctx;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendError(res, 405, apiErrors.method('GET'), {}, { allow: 'GET' });
    return;
  }
  const logo = LOGO_PATH.test(url.pathname) ? await ctx.services.sourceImage(url.pathname) : null;
  if (!logo) {
    sendError(res, 404, apiErrors.logoNotFound);
    return;
  }
  res.writeHead(200, {
    'content-type': 'image/svg+xml',
    'content-length': String(logo.length),
    'cache-control': IMMUTABLE,
    'content-security-policy': LOGO_CSP,
  });
  res.end(req.method === 'HEAD' ? undefined : logo);
}

/** A location's static map: `/media/maps/{location slug}.svg`, the slug in group 1. */
export const MAP_PATH = /^\/media\/maps\/([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

/**
 * GET /media/maps/{slug}.svg: the static map of one of the site's shown locations
 * (the maps service's embedded default, drawn offline), under the same CSP as a
 * logo: it only draws. Browsers keep it a day (the map changes only with its data).
 */
export async function handleMap(ctx: ApiContext): Promise<void> {
  const { req, res, url } = ctx;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendError(res, 405, apiErrors.method('GET'), {}, { allow: 'GET' });
    return;
  }
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
