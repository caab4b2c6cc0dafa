import { type PublicSiteConfig, siteHidesFinance } from '@forecourt/core';

export const DEFAULT_PORT = 3000;

export type PortResult = { ok: true; port: number } | { ok: false; problem: string };

/** env PORT, or 3000 when unset; anything but a whole number from 1 to 65535 is a problem. */
export function parsePort(value: string | undefined): PortResult {
  if (value === undefined || value.trim() === '') return { ok: true, port: DEFAULT_PORT };
  const port = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || port < 1 || port > 65535) {
    return { ok: false, problem: `PORT "${value}" is not a port number from 1 to 65535` };
  }
  return { ok: true, port };
}

/** Each site is served on its own host: http://{slug}.localhost:{port}/. */
export function siteUrl(slug: string, port: number): string {
  return `http://${slug}.localhost:${port}/`;
}

/** One aligned line per site: slug, template, name, finance provider, url. */
export function formatSiteSummaries(sites: readonly PublicSiteConfig[], port: number): string[] {
  const rows = sites.map((site) => [
    site.slug,
    site.template,
    site.name,
    `finance: ${financeSummary(site)}`,
    siteUrl(site.slug, port),
  ]);
  const widths = [0, 1, 2, 3].map((column) =>
    Math.max(0, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

function financeSummary(site: PublicSiteConfig): string {
  if (site.finance_provider === null) return 'none';
  // The provider is configured, but no estimate shows on such sites (docs/rules.md#finance-display).
  if (siteHidesFinance(site)) return `${site.finance_provider} (hidden: ${site.manufacturer} site)`;
  return site.finance_provider;
}
