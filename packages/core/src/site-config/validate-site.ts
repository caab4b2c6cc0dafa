import type { z } from 'zod';
import { deepMerge, isPlainObject } from './merge';
import { platformDefaults, type SiteConfig, siteConfigSchema } from './site-config';

// Start-up must say exactly what is wrong with a site file: one line per problem,
// naming the site, the field and (where there is a list) the allowed values, e.g.
//   site "acme-motors": finance_provider "Taurrus" is not one of Taurus, Powertorque, …
// Each line reads "<subject>: <field> <value> <what is wrong>".

type Issue = z.core.$ZodIssue;

export type SiteSource = {
  /** The site's own values, as parsed from its file. */
  data: unknown;
  /** Where the values came from (a file name); used when the site has no usable slug. */
  source?: string;
};

export type SiteResult = { ok: true; config: SiteConfig } | { ok: false; problems: string[] };
export type SitesResult = { ok: true; sites: SiteConfig[] } | { ok: false; problems: string[] };

/** How a problem line names the site: by its slug, else by where it came from. */
export function siteSubject(data: unknown, source?: string): string {
  const slug = isPlainObject(data) ? data.slug : undefined;
  if (typeof slug === 'string' && slug.trim() !== '') return `site "${slug}"`;
  return source ? `site in ${source}` : 'site';
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const key of path) {
    if (Array.isArray(current) && typeof key === 'number') current = current[key];
    else if (isPlainObject(current) && typeof key === 'string') current = current[key];
    else return undefined;
  }
  return current;
}

function showValue(value: unknown): string {
  if (value === undefined) return '(missing)';
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) return 'a list';
  if (isPlainObject(value)) return 'an object';
  return String(value);
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

function entries(count: number | bigint): string {
  return Number(count) === 1 ? '1 entry' : `${count} entries`;
}

function joinPath(path: readonly PropertyKey[]): string {
  return path.map(String).join('.');
}

/** The "<field> <value> <what is wrong>" part of each line; an unknown-keys issue gives one per key. */
function describeIssue(issue: Issue, input: unknown): string[] {
  const field = joinPath(issue.path);
  const value = valueAt(input, issue.path);
  const at = (rest: string) => (field === '' ? rest : `${field} ${rest}`);
  switch (issue.code) {
    case 'invalid_value': {
      const allowed = issue.values.map(String).join(', ');
      if (value === undefined) return [at(`is required: one of ${allowed}`)];
      return [at(`${showValue(value)} is not one of ${allowed}`)];
    }
    case 'invalid_type': {
      if (value === undefined) return [at('is required')];
      const expected = EXPECTED[issue.expected] ?? issue.expected;
      return [at(`must be ${expected} (got ${showValue(value)})`)];
    }
    case 'unrecognized_keys':
      return issue.keys.map((key) => `${joinPath([...issue.path, key])} is not a known setting`);
    case 'too_small': {
      if (issue.origin === 'string') return [at('must not be empty')];
      if (issue.origin === 'array') return [at(`must list at least ${entries(issue.minimum)}`)];
      const bound = issue.inclusive ? 'at least' : 'more than';
      return [at(`must be ${bound} ${issue.minimum} (got ${showValue(value)})`)];
    }
    case 'too_big': {
      if (issue.origin === 'array') return [at(`must list at most ${entries(issue.maximum)}`)];
      const bound = issue.inclusive ? 'at most' : 'less than';
      return [at(`must be ${bound} ${issue.maximum} (got ${showValue(value)})`)];
    }
    // Messages of format checks and cross-checks are written to follow the value.
    case 'invalid_format':
    case 'custom':
      return [at(`${showValue(value)} ${issue.message}`)];
    default:
      return [field === '' ? issue.message : `${field}: ${issue.message}`];
  }
}

/** One line per problem, each starting with the subject (`site "acme-motors"`). */
export function formatSiteIssues(
  issues: readonly Issue[],
  input: unknown,
  subject: string,
): string[] {
  return issues.flatMap((issue) =>
    describeIssue(issue, input).map((line) => `${subject}: ${line}`),
  );
}

export type ResolveOptions = {
  /** The layer the site is overlaid on; the platform defaults unless given. */
  defaults?: unknown;
  /** Where the site's values came from, for naming a site that has no usable slug. */
  source?: string;
};

/**
 * Overlays a site's values on the defaults (see merge.ts for the rules) and validates
 * the result. Cross-field checks (location dealerships, unique location ids, facet
 * limits) run once every field is valid, so they can trust the values they compare.
 */
export function resolveSiteConfig(overlay: unknown, options: ResolveOptions = {}): SiteResult {
  const merged = deepMerge(options.defaults ?? platformDefaults, overlay);
  // The cars path is configurable; a site that keeps the default navigation
  // gets its Our Stock link pointed at its own cars path (docs/rules.md#search-urls).
  if (
    isPlainObject(merged) &&
    isPlainObject(overlay) &&
    overlay.navigation === undefined &&
    typeof merged.cars_path === 'string' &&
    Array.isArray(merged.navigation)
  ) {
    const carsPath = merged.cars_path;
    merged.navigation = merged.navigation.map((item: unknown) =>
      isPlainObject(item) && item.href === '/search' ? { ...item, href: carsPath } : item,
    );
  }
  const parsed = siteConfigSchema.safeParse(merged);
  if (parsed.success) return { ok: true, config: parsed.data };
  return {
    ok: false,
    problems: formatSiteIssues(parsed.error.issues, merged, siteSubject(overlay, options.source)),
  };
}

/** How a cross-site problem names a site: its file, else its slug. */
function siteName(config: SiteConfig, source: string | undefined): string {
  return source ?? `site "${config.slug}"`;
}

/** Ids are shown as written (`dealership_id 17`), other values quoted. */
function showClaimed(value: string): string {
  return /^\d+$/.test(value) ? value : JSON.stringify(value);
}

/**
 * The values no two sites may share, each with the field that holds it. A request's
 * host picks the site (slug or domain), and the database keys dealerships, websites
 * and locations by these ids, so a value shared by two sites would merge them there.
 */
function uniqueClaims(config: SiteConfig): { kind: string; field: string; value: string }[] {
  return [
    { kind: 'slug', field: 'slug', value: config.slug },
    ...config.domains.map((value, index) => ({ kind: 'domain', field: `domains.${index}`, value })),
    { kind: 'dealership_id', field: 'dealership_id', value: config.dealership_id },
    ...(config.website_id === null
      ? []
      : [{ kind: 'website_id', field: 'website_id', value: config.website_id }]),
    ...config.locations.map((location, index) => ({
      kind: 'location',
      field: `locations.${index}.id`,
      value: location.id,
    })),
  ];
}

/**
 * One line for each value a site shares with a site before it, naming both sites (by
 * file where known) and the field, e.g. `b.json: dealership_id 17 is already used by a.json`.
 */
export function crossSiteProblems(
  sites: readonly { config: SiteConfig; source?: string }[],
): string[] {
  const problems: string[] = [];
  const owners = new Map<string, { index: number; field: string }>();
  sites.forEach(({ config, source }, index) => {
    for (const { kind, field, value } of uniqueClaims(config)) {
      const key = `${kind} ${value}`;
      const owner = owners.get(key);
      if (owner === undefined) {
        owners.set(key, { index, field });
        continue;
      }
      // A site repeating a domain of its own serves it all the same (its own
      // location ids are checked with the site).
      if (owner.index === index) continue;
      const first = sites[owner.index];
      if (!first) continue;
      const where = owner.field === field ? '' : ` (${owner.field})`;
      problems.push(
        `${siteName(config, source)}: ${field} ${showClaimed(value)} is already used by ${siteName(first.config, first.source)}${where}`,
      );
    }
  });
  return problems;
}

/**
 * Resolves every site and checks them against each other (see `crossSiteProblems`).
 * All problems are collected, so one run reports everything to fix.
 */
export function validateSites(
  sources: readonly SiteSource[],
  options: Pick<ResolveOptions, 'defaults'> = {},
): SitesResult {
  const problems: string[] = [];
  const resolved: { config: SiteConfig; source?: string }[] = [];
  sources.forEach((entry, index) => {
    const source = entry.source ?? `site #${index + 1}`;
    const result = resolveSiteConfig(entry.data, { ...options, source });
    if (result.ok) resolved.push({ config: result.config, source: entry.source });
    else problems.push(...result.problems);
  });
  problems.push(...crossSiteProblems(resolved));

  return problems.length === 0
    ? { ok: true, sites: resolved.map((r) => r.config) }
    : { ok: false, problems };
}
