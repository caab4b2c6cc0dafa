import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

// Every page renders inside its site's template layout (+Layout) and sends the
// browser only `site` (the header and footer data) and the page's own +data.
export default {
  extends: [vikeReact],
  passToClient: ['site'],
  lang: 'en-AU',
  // Vike puts this request's nonce on every script it injects; the server's
  // Content-Security-Policy allows only those inline scripts.
  csp: { nonce: true },
  // Hydration must not depend on the nonce attribute React cannot see.
  reactStrictMode: true,
} satisfies Config;
