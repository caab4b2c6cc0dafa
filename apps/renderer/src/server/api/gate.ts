import {
  type ApiRequest,
  type ApiRequestSchemas,
  type ApiRouteName,
  type apiRequestSchemas,
  describeRequestIssue,
  parseApiRequest,
} from '@forecourt/core';
import { isJsonContentType } from '@forecourt/server';
import { BodyTooLarge, readBody, sendError } from '../http/http';
import { type ApiContext, apiErrors } from './context';

// The request gate (docs/architecture.md#the-request-gate): before any route's
// handler runs, its body is read (JSON only, up to the route's limit) and its
// body, query and path parameters are parsed by the route's schemas from core
// (core's parseApiRequest). A refusal is a 4xx in the API's error shape,
// naming the field and the reason; a handler receives only parsed values.

/** The words of a refused body; each route may speak its own (an enquiry's form shows them). */
export type BodyWords = {
  tooLarge: string;
  notJsonType: string;
  notUtf8: string;
  notJson: string;
  notObject: string;
};

/** How a POST route's body is read: at most `limit` bytes, refused in `words`. */
export type BodyReading = { limit: number; words?: Partial<BodyWords> };

/** What the gate hands a handler: the parsed parts, and the body's bytes as sent (a signed event's). */
export type GatedInput<S extends ApiRequestSchemas> = ApiRequest<S> & { raw: Buffer | null };

/** The input of the route core names `name` (its entry of apiRequestSchemas). */
export type RouteInput<N extends ApiRouteName> = GatedInput<(typeof apiRequestSchemas)[N]>;

/** A route as the gate reads it. */
export type GatedRoute<S extends ApiRequestSchemas> = {
  schemas: S;
  /** POST routes: how the body is read. Without it the body is not read and parsed as empty. */
  body?: BodyReading;
  /** The sentence of a refused request ('The request is not valid.' unless the route words it). */
  invalid?: string;
};

export const gateErrors = {
  invalid: 'The request is not valid.',
  notUtf8: 'The request body is not valid UTF-8 text.',
} as const;

/** What the gate reads of a request's context (the platform's webhook has no site). */
export type GateContext = Pick<ApiContext, 'req' | 'res' | 'url'>;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function bodyWords(reading: BodyReading): BodyWords {
  return {
    tooLarge: apiErrors.tooLarge(reading.limit),
    notJsonType: apiErrors.notJsonType,
    notUtf8: gateErrors.notUtf8,
    notJson: apiErrors.notJson,
    notObject: apiErrors.notObject,
    ...reading.words,
  };
}

type ReadJson = { ok: true; value: unknown; raw: Buffer } | { ok: false };

/** The body as a JSON object, or false once a 415, 413 or 400 has been answered. */
async function readJsonBody(ctx: GateContext, reading: BodyReading): Promise<ReadJson> {
  const words = bodyWords(reading);
  if (!isJsonContentType(ctx.req.headers['content-type'])) {
    ctx.req.resume();
    sendError(ctx.res, 415, words.notJsonType);
    return { ok: false };
  }
  let raw: Buffer;
  try {
    raw = await readBody(ctx.req, reading.limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) {
      sendError(ctx.res, 413, words.tooLarge, {}, { connection: 'close' });
      return { ok: false };
    }
    throw error;
  }
  let text: string;
  try {
    text = utf8.decode(raw);
  } catch {
    sendError(ctx.res, 400, words.notUtf8);
    return { ok: false };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    sendError(ctx.res, 400, words.notJson);
    return { ok: false };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    sendError(ctx.res, 400, words.notObject);
    return { ok: false };
  }
  return { ok: true, value, raw };
}

/**
 * The route's parsed request, or null once the refusal has been answered:
 * 415/413/400 for a body that is not a JSON object within the limit, 400 with
 * `field`, `reason` and `issues` for a part its schema refuses.
 */
export async function gateRequest<S extends ApiRequestSchemas>(
  ctx: GateContext,
  route: GatedRoute<S>,
  pathParams: Record<string, string>,
): Promise<GatedInput<S> | null> {
  let body: unknown = {};
  let raw: Buffer | null = null;
  if (route.body) {
    const read = await readJsonBody(ctx, route.body);
    if (!read.ok) return null;
    body = read.value;
    raw = read.raw;
  }
  const parsed = parseApiRequest(route.schemas, {
    body,
    query: ctx.url.searchParams,
    params: pathParams,
  });
  if (!parsed.ok) {
    const [first] = parsed.issues;
    sendError(ctx.res, 400, route.invalid ?? gateErrors.invalid, {
      field: first?.field,
      reason: first?.reason,
      issues: parsed.issues.map(describeRequestIssue),
    });
    return null;
  }
  return { body: parsed.body, query: parsed.query, params: parsed.params, raw };
}
