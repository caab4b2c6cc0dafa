// The one check every state-changing request passes before its body is read
// (docs/decisions/0016-one-guard-for-requests.md): it is JSON, and it comes from a page of the same origin. A page
// on another origin can still make a browser send a request here (a form, or
// fetch in no-cors mode); such a request can only carry a form or text
// content type, and the browser marks where it came from. Both are refused.
//
//   1. Content-Type must name JSON (application/json or application/*+json).
//      A form post or a no-cors fetch cannot set it; sending it from another
//      origin needs a CORS preflight, which this server never grants.
//   2. Sec-Fetch-Site, when the browser sends it, must be 'same-origin'.
//      'same-site' is refused too: the demo and many dealer groups serve
//      several sites as subdomains of one domain.
//   3. Otherwise Origin, when sent, must name the host the request was sent to.
//
// A request with neither header does not come from a browser (a script or an
// integration calling the API), so no shopper's browser can be used to send it.

export type GuardHeaders = Record<string, string | string[] | undefined>;

export type GuardRefusal = { status: 403 | 415; error: string };

export const requestGuardMessages = {
  notJsonType: 'Send the body as JSON (Content-Type: application/json).',
  crossOrigin: 'This request can only be sent from a page of this site.',
} as const;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

function header(headers: GuardHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Whether a Content-Type header names JSON. A missing type does not. */
export function isJsonContentType(type: string | undefined): boolean {
  return type !== undefined && JSON_TYPE.test(type.trim());
}

function hostOfOrigin(origin: string): string | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * Whether a browser marked the request as sent from another origin. `host` is
 * the host the request was sent to (the Host header, or the forwarded host
 * when the server trusts its proxy).
 */
export function isCrossOrigin(headers: GuardHeaders, host: string | undefined): boolean {
  const fetchSite = header(headers, 'sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite.trim().toLowerCase() !== 'same-origin';
  const origin = header(headers, 'origin');
  if (origin === undefined) return false;
  const from = hostOfOrigin(origin.trim());
  return from === null || !host || from !== host.trim().toLowerCase();
}

/** The refusal of a state-changing request, or null when it may be read. */
export function guardStateChangingRequest(
  headers: GuardHeaders,
  host: string | undefined,
): GuardRefusal | null {
  if (isCrossOrigin(headers, host)) return { status: 403, error: requestGuardMessages.crossOrigin };
  if (!isJsonContentType(header(headers, 'content-type'))) {
    return { status: 415, error: requestGuardMessages.notJsonType };
  }
  return null;
}
