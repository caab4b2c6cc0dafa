import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

// Every page renders inside its site's template layout (+Layout) and sends the
// browser only `site` (the header and footer data) and the page's own +data.
export default {
  extends: [vikeReact],
  passToClient: ['site'],
  // A link loads the whole page (server routing): the browser never downloads
  // Vike's client router (about 5 KB gzipped) and the back/forward cache keeps
  // each page for Back. The search page changes its URL itself as filters change.
  clientRouting: false,
  // Nor its client runtime: each page's +client.ts hydrates it with the page
  // state +bodyHtmlEnd writes (src/client/hydrate.tsx), about 18 KB less.
  clientHooks: false,
  lang: 'en-AU',
  // Vike puts this request's nonce on every script it injects; the server's
  // Content-Security-Policy allows only those inline scripts.
  csp: { nonce: true },
  // Each answer carries its own nonce, so no shared cache may keep a page, but
  // the browser may: 'no-store' (Vike's default) would also keep pages out of the
  // back/forward cache, so a shopper's Back would load the page again.
  cacheControl: 'private, no-cache',
  // Hydration must not depend on the nonce attribute React cannot see.
  reactStrictMode: true,
} satisfies Config;
