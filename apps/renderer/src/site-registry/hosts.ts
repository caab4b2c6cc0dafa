import type { SiteConfig } from '@forecourt/core';

// The site is chosen once per request from the Host header: `{slug}.localhost`
// in the demo, or one of the site's configured production domains. The bare
// `localhost` (or a loopback address) is the demo's start page.

export type HostMatch =
  | { kind: 'site'; site: SiteConfig }
  | { kind: 'start' }
  | { kind: 'unknown' };

export type SiteRegistry = {
  readonly sites: readonly SiteConfig[];
  resolve(host: string | undefined): HostMatch;
  bySlug(slug: string): SiteConfig | undefined;
};

/** Lower-case host name without the port, or null when the header is not a host. */
export function hostName(host: string | undefined): string | null {
  if (!host) return null;
  const value = host.trim().toLowerCase();
  // [::1]:3000 keeps its brackets; anything else drops a trailing :port.
  const bracketed = /^\[([0-9a-f:.]+)\](?::\d{1,5})?$/.exec(value);
  if (bracketed) return `[${bracketed[1]}]`;
  const match = /^([a-z0-9.-]+?)\.?(?::\d{1,5})?$/.exec(value);
  return match?.[1] ?? null;
}

const startHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

export function createSiteRegistry(sites: readonly SiteConfig[]): SiteRegistry {
  const bySlug = new Map(sites.map((site) => [site.slug, site]));
  const byDomain = new Map<string, SiteConfig>();
  for (const site of sites) for (const domain of site.domains) byDomain.set(domain, site);

  return {
    sites,
    bySlug: (slug) => bySlug.get(slug),
    resolve(host) {
      const name = hostName(host);
      if (name === null) return { kind: 'unknown' };
      if (startHosts.has(name)) return { kind: 'start' };
      const domainSite = byDomain.get(name);
      if (domainSite) return { kind: 'site', site: domainSite };
      // Only a single label before .localhost names a site: a.b.localhost is nobody.
      const local = /^([a-z0-9-]+)\.localhost$/.exec(name);
      const site = local?.[1] ? bySlug.get(local[1]) : undefined;
      return site ? { kind: 'site', site } : { kind: 'unknown' };
    },
  };
}
