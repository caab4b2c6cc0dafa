import { randomBytes } from 'node:crypto';

// Security headers of every response. The Content-Security-Policy allows no
// inline script except the ones carrying this response's nonce (Vike's hydration
// bootstrap), so an injected <script> never runs.

export type CspOptions = {
  /** The per-request nonce Vike puts on the scripts it injects; null for non-HTML answers. */
  nonce: string | null;
  /** A nonce for one inline <style> (the start page, which is not a Vike page). */
  styleNonce?: string | null;
  /** Development: Vite's HMR socket and the styles it injects from JavaScript. */
  dev: boolean;
  /** Origins a page may frame (the site's service booking frame, docs/rules.md#service-booking). */
  frameSources?: readonly string[];
  /**
   * Sources a site's chat provider widget loads from, talks to and draws from: only on the sites that configure one (core's `chatPolicySources`).
   */
  scriptSources?: readonly string[];
  connectSources?: readonly string[];
  imgSources?: readonly string[];
  /** Who may frame the site's pages; none by default. */
  frameAncestors?: readonly string[];
};

// Nonces are cut from a pool of random bytes, each byte used once: one
// randomBytes call per 256 nonces instead of one per page (a cached
// page answers in a fraction of a millisecond, where a call per answer showed).
const NONCE_BYTES = 16;
let pool = Buffer.alloc(0);
let poolOffset = 0;

export function createNonce(): string {
  if (poolOffset + NONCE_BYTES > pool.length) {
    pool = randomBytes(NONCE_BYTES * 256);
    poolOffset = 0;
  }
  const nonce = pool.toString('base64url', poolOffset, poolOffset + NONCE_BYTES);
  poolOffset += NONCE_BYTES;
  return nonce;
}

export function contentSecurityPolicy(options: CspOptions): string {
  const script = [
    "'self'",
    ...(options.nonce ? [`'nonce-${options.nonce}'`] : []),
    // React's development build rebuilds component stacks with eval; production never does.
    ...(options.dev ? ["'unsafe-eval'"] : []),
    ...(options.scriptSources ?? []),
  ];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', script],
    // Stylesheets are files; React may still write a style="" attribute (a
    // slider thumb's position), which is not script and is allowed as attributes only.
    [
      'style-src',
      options.dev
        ? ["'self'", "'unsafe-inline'"]
        : ["'self'", ...(options.styleNonce ? [`'nonce-${options.styleNonce}'`] : [])],
    ],
    ['style-src-attr', ["'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(options.imgSources ?? [])]],
    ['font-src', ["'self'", 'data:']],
    [
      'connect-src',
      [
        ...(options.dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"]),
        ...(options.connectSources ?? []),
      ],
    ],
    ['frame-src', options.frameSources?.length ? [...options.frameSources] : ["'none'"]],
    ['frame-ancestors', options.frameAncestors?.length ? [...options.frameAncestors] : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * Powerful browser features a dealer site never uses, switched off for the
 * page and every frame in it; payment stays with the site itself (a wallet
 * button on its own checkout).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'serial=()',
  'usb=()',
].join(', ');

export function securityHeaders(options: CspOptions): Record<string, string> {
  return {
    // Another origin's page may link here but not embed this site's answers
    // (photos, PDFs, JSON) as its own resources.
    'cross-origin-resource-policy': 'same-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'content-security-policy': contentSecurityPolicy(options),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    // For browsers that predate frame-ancestors; only when nobody may frame the site.
    ...(options.frameAncestors?.length ? {} : { 'x-frame-options': 'DENY' }),
    'cross-origin-opener-policy': 'same-origin',
  };
}

/** The origin of an http(s) address, or null for anything else. */
/** The page that frames the service booking system (docs/rules.md#service-booking: /service#service-booking). */
export function isServiceBookingPath(pathname: string): boolean {
  return /^\/service\/?$/.test(pathname);
}

/**
 * What the service page's frame-src admits: the booking address's origin, or
 * 'self' for a path on the site itself (the demo's offline booking system).
 */
export function serviceBookingSource(url: string | null | undefined): string | null {
  if (url?.startsWith('/')) return "'self'";
  return originOf(url);
}

export function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}
