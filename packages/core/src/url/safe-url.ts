// Which addresses a feed may hand us for a car's photos, thumbnails and
// history report. These end up in `src` and `href` attributes on every
// dealer site, so only two shapes are allowed: a path on the site itself
// ("/media/cars/7/0.jpg") or an absolute http(s) address
// ("https://cdn.example/7/0.jpg"). Everything else (javascript:, data:,
// vbscript:, a "//host" address that leaves the site, a quote that would close
// the attribute) is refused before it is stored.

/** The part of the WHATWG URL this rule reads. */
interface ParsedUrl {
  readonly protocol: string;
  readonly hostname: string;
  readonly origin: string;
}

// Core's typecheck has no DOM or Node types, yet every runtime it runs on
// (Node 20, the browsers) has the WHATWG URL parser as a global.
const WhatwgUrl = (
  globalThis as unknown as { URL: new (input: string, base?: string) => ParsedUrl }
).URL;

/** Only used to resolve a root-relative path; never stored or shown. */
const PATH_BASE = 'https://site.invalid';
const PATH_BASE_ORIGIN = new WhatwgUrl(PATH_BASE).origin;

/** The schemes an absolute address may use. */
export const SAFE_URL_PROTOCOLS = ['https:', 'http:'] as const;

// Control characters (C0, DEL, C1) and any whitespace: the URL parser strips or
// skips some of them ("java\tscript:"), and a space ends an unquoted attribute.
const CONTROL_OR_SPACE = /[\p{Cc}\s]/u;
// Characters that end or escape an HTML attribute or a CSS url(), or that the
// URL parser reads as a slash ("\\evil.example").
const QUOTE_LIKE = /["'`<>\\]/;
// The scheme written out with its "//": "http:cdn.example" would otherwise be
// read as a path relative to the page when the page uses the same scheme.
const ABSOLUTE_HTTP = /^https?:\/\//i;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

const SHAPE = 'must be a path starting with "/" or an absolute https:// or http:// address';

/**
 * Why `value` is not a safe address for a file or image, or null when it is.
 * A safe address is either a root-relative path (one leading "/", not "//")
 * or an absolute https:/http: URL with a host, as the WHATWG URL parser reads
 * it, and contains no quote, angle bracket, backtick, backslash, whitespace or
 * control character. The reason never repeats the value, so it is safe to
 * print anywhere.
 */
export function unsafeUrlReason(value: string): string | null {
  if (value === '') return 'must not be empty';
  if (CONTROL_OR_SPACE.test(value)) return 'must not contain spaces or control characters';
  if (QUOTE_LIKE.test(value)) {
    return 'must not contain quotes, angle brackets, backticks or backslashes';
  }
  if (value.startsWith('//')) {
    return 'must not start with "//" (an address on another host needs https://)';
  }
  if (value.startsWith('/')) {
    let resolved: ParsedUrl;
    try {
      resolved = new WhatwgUrl(value, PATH_BASE);
    } catch {
      return 'is not a valid path';
    }
    // Belt and braces: a root-relative path always stays on the site.
    return resolved.origin === PATH_BASE_ORIGIN ? null : 'must stay on the site';
  }
  const scheme = SCHEME.exec(value)?.[1];
  if (scheme === undefined) return SHAPE;
  const protocol = `${scheme.toLowerCase()}:`;
  if (!(SAFE_URL_PROTOCOLS as readonly string[]).includes(protocol)) {
    return `uses the "${protocol}" scheme; ${SHAPE}`;
  }
  if (!ABSOLUTE_HTTP.test(value)) return `${SHAPE} (write "${protocol}//" and a host)`;
  let parsed: ParsedUrl;
  try {
    parsed = new WhatwgUrl(value);
  } catch {
    return 'is not a valid URL';
  }
  if (!(SAFE_URL_PROTOCOLS as readonly string[]).includes(parsed.protocol)) {
    return `uses the "${parsed.protocol}" scheme; ${SHAPE}`;
  }
  if (parsed.hostname === '') return 'must name a host';
  return null;
}

/** True when `value` is a root-relative path or an absolute http(s) URL safe to put in `src`/`href`. */
export function isSafeUrl(value: unknown): value is string {
  return typeof value === 'string' && unsafeUrlReason(value) === null;
}

/** `value` itself when it is a safe address (see `isSafeUrl`), otherwise null. */
export function safeUrl(value: unknown): string | null {
  return isSafeUrl(value) ? value : null;
}
