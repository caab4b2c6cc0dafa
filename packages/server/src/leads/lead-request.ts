import { storableJson } from '@forecourt/core';
import { isJsonContentType } from '../http/request-guard';
import {
  LEAD_UNAVAILABLE_MESSAGE,
  RATE_LIMIT_MESSAGE,
  type RateLimiter,
} from '../rate-limit/rate-limit';

// Step (a) of the lead endpoint: from the request as it arrived (bytes,
// headers, the client address) to a JSON object, or the answer that refuses
// it. Nothing here knows what a lead is; lead-check.ts does.

/** A request as the framework-agnostic handlers take it; each server mounts them its own way. */
export interface HandlerRequest {
  body: string | Uint8Array;
  headers: Record<string, string | string[] | undefined>;
  clientAddress: string;
}

/** The answer of such a handler: a status, headers and a JSON body (or none). */
export interface HandlerResponse {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown> | null;
}

/** The most a lead request may carry: far above any real form, far below harm. */
export const MAX_LEAD_BODY_BYTES = 64 * 1024;

/** Why a lead request could not be read, one message each. */
export const leadRequestMessages = {
  tooLarge: `The enquiry is too large to send (at most ${MAX_LEAD_BODY_BYTES / 1024} KB).`,
  notUtf8: 'The enquiry could not be read: it is not valid UTF-8 text.',
  notJson: 'The enquiry could not be read: it is not valid JSON.',
  notObject: 'The enquiry could not be read: expected a JSON object.',
  notJsonType: 'Send the enquiry as JSON (Content-Type: application/json).',
  nulCharacter: 'The enquiry could not be read: it contains a NUL character (U+0000).',
} as const;

/** A JSON answer that no cache keeps. */
export function leadAnswer(
  status: number,
  body: Record<string, unknown> | null,
  headers: Record<string, string> = {},
): HandlerResponse {
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
    body,
  };
}

function header(headers: HandlerRequest['headers'], name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

export type LeadRequestReading =
  | { ok: true; raw: Record<string, unknown> }
  | { ok: false; answer: HandlerResponse };

/**
 * Reads a lead request: the client's rate limit, a JSON content type, the size limit, UTF-8, a JSON object, text the database can
 * store (core's storableJson: no NUL, a lone surrogate replaced). The object
 * that comes out is not yet a lead; `checkLead` decides that.
 */
export async function readLeadRequest(
  request: HandlerRequest,
  rateLimiter?: RateLimiter,
): Promise<LeadRequestReading> {
  const refuse = (answer: HandlerResponse): LeadRequestReading => ({ ok: false, answer });
  if (rateLimiter) {
    const decision = await rateLimiter.check(request.clientAddress);
    if (!decision.allowed) {
      // The shared count is out of reach: the lead could not be stored either (docs/operations.md#shared-limits).
      return refuse(
        leadAnswer(
          decision.unavailable ? 503 : 429,
          { error: decision.unavailable ? LEAD_UNAVAILABLE_MESSAGE : RATE_LIMIT_MESSAGE },
          { 'retry-after': String(decision.retryAfterSeconds) },
        ),
      );
    }
  }
  const contentType = header(request.headers, 'content-type');
  if (!isJsonContentType(contentType)) {
    return refuse(leadAnswer(415, { error: leadRequestMessages.notJsonType }));
  }
  const bytes =
    typeof request.body === 'string' ? Buffer.byteLength(request.body) : request.body.byteLength;
  if (bytes > MAX_LEAD_BODY_BYTES) {
    return refuse(leadAnswer(413, { error: leadRequestMessages.tooLarge }));
  }
  let text: string;
  try {
    text = typeof request.body === 'string' ? request.body : utf8.decode(request.body);
  } catch {
    return refuse(leadAnswer(400, { error: leadRequestMessages.notUtf8 }));
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return refuse(leadAnswer(400, { error: leadRequestMessages.notJson }));
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return refuse(leadAnswer(400, { error: leadRequestMessages.notObject }));
  }
  const storable = storableJson(raw);
  if (!storable.ok) return refuse(leadAnswer(400, { error: leadRequestMessages.nulCharacter }));
  return { ok: true, raw: storable.value as Record<string, unknown> };
}
