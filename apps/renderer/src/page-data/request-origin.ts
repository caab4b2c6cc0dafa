import type { SiteConfig } from '@forecourt/core';

// The origin a site's answers name for themselves: canonical links, JSON-LD,
// the sitemap, robots.txt and the listing feed. The scheme is not read from the
// request (no X-Forwarded-Proto is trusted): a host that is one of the site's
// configured `domains` is https (production sits behind TLS), any other host
// the registry resolved ({slug}.localhost:PORT in the demo) is http. The Host
// header is used as sent once it is a plain host name with an optional port;
// anything else falls back to the site's first domain.

/** The page's own address: https on the site's production domains, else as asked (the demo). */
export function requestOrigin(
  host: string | string[] | undefined,
  site: Pick<SiteConfig, 'domains'>,
): string {
  const name = (Array.isArray(host) ? host[0] : host)?.trim().toLowerCase() ?? '';
  if (!name || !/^[a-z0-9.-]+(?::\d+)?$/.test(name)) {
    const domain = site.domains[0];
    return domain ? `https://${domain}` : '';
  }
  const bare = name.replace(/:\d+$/, '');
  return `${site.domains.includes(bare) ? 'https' : 'http'}://${name}`;
}
