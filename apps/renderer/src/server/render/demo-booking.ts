import { createHash } from 'node:crypto';
import type { SiteConfig } from '@forecourt/core';
import type { ApiContext } from '../api/context';

// The demo's stand-in for a dealer's service booking system (docs/rules.md#service-booking: the configured address in a frame). A real site configures its
// booking system's address (service_booking.url, an https origin the /service
// page's CSP admits in frame-src and nothing else does); the offline demo sites
// configure this path instead, so the frame has something to show without the
// network. It only draws: no script, no form, its own strict policy, and only
// the site's own pages may frame it.

export const DEMO_BOOKING_PATH = '/demo/service-booking';

const STYLE = [
  'body{margin:0;padding:24px;font:16px/1.5 system-ui,sans-serif;color:#1f2933;background:#f5f7fa}',
  'h1{margin:0 0 8px;font-size:1.375rem}',
  'ol{padding-left:1.25rem}',
  '.note{font-size:.875rem;color:#3e4c59}',
].join('');
const STYLE_HASH = createHash('sha256').update(STYLE).digest('base64');

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function demoBookingPage(site: Pick<SiteConfig, 'name'>): string {
  const name = escapeHtml(site.name);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Service booking – ${name}</title><style>${STYLE}</style></head><body><main><h1>${name} service booking</h1><p>This is the demo's stand-in for the dealership's online service booking system. On a live site the booking system the dealership uses opens here.</p><ol><li>Choose your vehicle and the service it needs.</li><li>Pick a day and a drop-off time.</li><li>Confirm your details.</li></ol><p class="note">Demo only: no booking is made.</p></main></body></html>`;
}

/** GET /demo/service-booking: the demo booking system's one page. */
export function demoBooking(ctx: Pick<ApiContext, 'req' | 'res' | 'site'>): void {
  const { req, res } = ctx;
  const body = Buffer.from(demoBookingPage(ctx.site));
  res.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(body.length),
    'cache-control': 'no-cache',
    'content-security-policy': `default-src 'none'; style-src 'sha256-${STYLE_HASH}'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'`,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
