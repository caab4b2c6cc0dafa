import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  MAX_SUGGEST_INPUT,
  POSTCODE_LOOKUP_UNAVAILABLE_MESSAGE,
  type SiteConfig,
} from '@forecourt/core';
import type { HandlerResponse, RateLimiter } from '@forecourt/server';
import { searchUnavailableMessage } from '../../page-data/search-unavailable';
import { sendError, sendJson } from '../http/http';
import type { RenderCache } from '../http/render-cache';
import type { ImageCache } from '../images/image-cache';
import type { RendererServices } from '../services/services';

// What every API resource module shares: the request's context and the words
// of its errors (the request gate, gate.ts, reads and parses every request).
// Every answer is JSON except the PDF and the images; errors are `{ error }`
// with a 4xx.

export const apiErrors = {
  notFound: 'There is no such API route.',
  /** A route of a feature this site has switched off (docs/rules.md#feature-switches). */
  featureOff: 'This site does not offer this.',
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
  limitUnavailable: 'This cannot be done just now. Please try again in a minute.',
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

/** Answers what one of the server package's handlers answered. */
export function sendHandlerResponse(res: ServerResponse, answer: HandlerResponse): void {
  if (answer.body === null) {
    res.writeHead(answer.status, { 'cache-control': 'no-store', ...answer.headers });
    res.end();
    return;
  }
  sendJson(res, answer.status, answer.body, answer.headers);
}

export function clientAddress(ctx: ApiContext): string {
  return ctx.clientAddress ?? ctx.req.socket.remoteAddress ?? 'unknown';
}

/**
 * True (and a 429 answered) when the shopper has used up `limiter`, counted
 * across every process on the database (docs/operations.md#shared-limits); 503
 * when a limit that refuses while its count is out of reach cannot count. The
 * body, if any, is drained unread.
 */
export async function rateLimited(
  ctx: ApiContext,
  limiter: RateLimiter | null | undefined,
  message: string,
): Promise<boolean> {
  const decision = await limiter?.check(clientAddress(ctx));
  if (!decision || decision.allowed) return false;
  ctx.req.resume();
  const retryAfter = { 'retry-after': String(decision.retryAfterSeconds) };
  if (decision.unavailable) sendError(ctx.res, 503, apiErrors.limitUnavailable, {}, retryAfter);
  else sendError(ctx.res, 429, message, {}, retryAfter);
  return true;
}
