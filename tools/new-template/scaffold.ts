import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// `pnpm new-template <name>` (docs/decisions/0015-templates-are-data-and-style.md): a working template in one step. It copies an
// existing template's package (tokens, frame settings, frame look, fonts) under the new
// name, and adds the new name everywhere the platform lists templates: core's template
// registry, the renderer's frame and font-preload tables, the renderer's dependencies,
// biome.json's allowed imports, and a demo site of its own that uses it. Storybook's
// theme toolbar and both visual-regression matrices read the registry, so the new theme
// is in them without another edit. Every check runs before the first file is written:
// a refused name changes nothing.

/** The files the scaffold edits, relative to the repository root. */
export const scaffoldTargets = {
  registry: 'packages/core/src/site-config/template-registry.ts',
  frames: 'apps/renderer/src/site-registry/template-settings.ts',
  fontPreloads: 'apps/renderer/src/page-data/font-preload.ts',
  rendererPackage: 'apps/renderer/package.json',
  biome: 'biome.json',
  templates: 'templates',
  sites: 'sites',
} as const;

const IMPORTS_MARKER = '// new-template: imports are added above this line';
const ENTRIES_MARKER = '// new-template: entries are added above this line';
const REGISTRY_MARKER = '// new-template: rows are added above this line';

export type ScaffoldOptions = {
  /** The repository root. */
  root: string;
  /** The new template's name: lower-case words joined by hyphens ('franchise', 'coastal-blue'). */
  name: string;
  /** The registered template to copy (its tokens, frame settings, frame look and fonts). */
  from: string;
  /** The title in Storybook's toolbar and the docs; from the name when not given. */
  title?: string;
  /** The demo site's name ('Coral Coast Kia'); '{Title} Motors' when not given. */
  siteName?: string;
  /** The demo site's franchise make, for a manufacturer site (docs/rules.md#stock-scope). */
  manufacturer?: string;
  /** The demo site to copy settings, address and locations from; the source template's baseline site when not given. */
  siteFrom?: string;
};

export type ScaffoldResult = {
  /** Every file written, relative to the root. */
  written: string[];
  /** The new demo site's slug. */
  site: string;
};

export class ScaffoldError extends Error {}

const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** 'coastal-blue' → 'Coastal Blue'. */
export function titleOf(name: string): string {
  return name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** 'coastal-blue' → 'coastalBlue': the name as an identifier in the renderer's tables. */
export function identifierOf(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The registry's rows as written: name → { title, baselineSite }. */
export function readRegistry(source: string): Map<string, { title: string; baselineSite: string }> {
  const rows = new Map<string, { title: string; baselineSite: string }>();
  const row = /^\s+'?([a-z0-9-]+)'?: \{ title: '([^']*)', baselineSite: '([^']*)' \},$/gm;
  for (const m of source.matchAll(row)) {
    rows.set(m[1] as string, { title: m[2] as string, baselineSite: m[3] as string });
  }
  return rows;
}

/** `text` with `line` inserted above the (first) line holding `marker`, indented like it. */
function insertAbove(text: string, marker: string, line: string, file: string): string {
  const at = text.indexOf(marker);
  if (at < 0) throw new ScaffoldError(`${file}: the line '${marker}' is missing`);
  const lineStart = text.lastIndexOf('\n', at) + 1;
  const indent = text.slice(lineStart, at);
  return `${text.slice(0, lineStart)}${indent}${line}\n${text.slice(lineStart)}`;
}

/** Files of a template package, relative to its folder (not its node_modules). */
/** A template's build files, written on install from its tokens.json and fonts.json. */
const generatedFiles = ['theme.css', 'fonts.css'];

function packageFiles(dir: string, under = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(dir, under), { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const rel = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...packageFiles(dir, rel));
    else out.push(rel);
  }
  return out.sort();
}

/** Replaces a file's first block comment (its opening description) with `comment`. */
function replaceLeadingComment(css: string, comment: string, file: string): string {
  const start = css.indexOf('/*');
  const end = css.indexOf('*/', start);
  if (start !== 0 || end < 0) throw new ScaffoldError(`${file}: expected to open with a comment`);
  return `${comment}${css.slice(end + 2)}`;
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

type SiteFile = {
  slug: string;
  template: string;
  name: string;
  manufacturer?: string;
  dealership_id: number | string;
  website_id?: number | string;
  dealerships: string[];
  domains?: string[];
  locations?: {
    id: number | string;
    name: string;
    location_type?: string;
    dealership_slug?: string;
  }[];
  [key: string]: unknown;
};

const typeWords: Record<string, string> = { sales: 'Sales', service: 'Service', parts: 'Parts' };

/** The new demo site: the base site's settings under a new name, slug, ids and dealership. */
function demoSite(
  base: SiteFile,
  all: SiteFile[],
  options: { template: string; siteName: string; manufacturer?: string },
): SiteFile {
  const slug = slugOf(options.siteName);
  const numbers = (values: unknown[]) =>
    values.map((v) => Number(v)).filter((n) => Number.isInteger(n) && n > 0);
  // Ids clear of every other site's: the next hundred after the highest dealership id.
  const used = numbers(
    all.flatMap((s) => [s.dealership_id, ...(s.locations ?? []).map((l) => l.id)]),
  );
  const dealershipId = (Math.floor(Math.max(0, ...used) / 100) + 1) * 100;
  const websiteId = Math.max(0, ...numbers(all.map((s) => s.website_id))) + 1;
  const firstDealership = base.dealerships[0];
  const locations = (base.locations ?? [])
    .filter((l) => l.dealership_slug === undefined || l.dealership_slug === firstDealership)
    .map((l, i) => ({
      ...l,
      id: dealershipId + i + 1,
      name: `${options.siteName} ${typeWords[l.location_type ?? 'sales'] ?? 'Sales'}`,
      dealership_slug: slug,
    }));
  const site: SiteFile = {
    ...base,
    slug,
    template: options.template,
    name: options.siteName,
    dealership_id: dealershipId,
    website_id: websiteId,
    dealerships: [slug],
    domains: [`www.${slug.replace(/-/g, '')}.example`],
    locations,
  };
  if (options.manufacturer) site.manufacturer = options.manufacturer;
  return site;
}

export function scaffoldTemplate(options: ScaffoldOptions): ScaffoldResult {
  const { root, name, from } = options;
  const at = (rel: string) => path.join(root, rel);

  // --- every check first --------------------------------------------------------
  if (!NAME.test(name) || name.length > 24) {
    throw new ScaffoldError(
      `'${name}' is not a template name: use lower-case letters and digits, words joined by hyphens, at most 24 characters (e.g. 'franchise', 'coastal-blue')`,
    );
  }
  const registrySource = readFileSync(at(scaffoldTargets.registry), 'utf8');
  const registry = readRegistry(registrySource);
  if (registry.has(name))
    throw new ScaffoldError(`a template named '${name}' is already registered`);
  if (existsSync(at(`${scaffoldTargets.templates}/${name}`))) {
    throw new ScaffoldError(`templates/${name} already exists`);
  }
  const source = registry.get(from);
  if (!source) {
    throw new ScaffoldError(
      `--from '${from}' is not a registered template (registered: ${[...registry.keys()].join(', ')})`,
    );
  }
  const title = options.title?.trim() || titleOf(name);
  if (title.includes("'")) throw new ScaffoldError('the title may not contain an apostrophe');
  const siteName = options.siteName?.trim() || `${title} Motors`;
  const siteSlug = slugOf(siteName);
  if (!siteSlug) throw new ScaffoldError(`'${siteName}' makes no site slug`);
  const sitesDir = at(scaffoldTargets.sites);
  const siteFiles = readdirSync(sitesDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => readJson<SiteFile>(path.join(sitesDir, f)));
  if (siteFiles.some((s) => s.slug === siteSlug || s.dealerships.includes(siteSlug))) {
    throw new ScaffoldError(
      `a demo site or dealership '${siteSlug}' already exists; choose another --site-name`,
    );
  }
  const baseSlug = options.siteFrom ?? source.baselineSite;
  const base = siteFiles.find((s) => s.slug === baseSlug);
  if (!base) throw new ScaffoldError(`--site-from '${baseSlug}' is not a demo site in sites/`);

  // --- what is written ------------------------------------------------------------
  const files = new Map<string, string>();
  const fromDir = at(`${scaffoldTargets.templates}/${from}`);
  const toDir = `${scaffoldTargets.templates}/${name}`;
  const fromTitle = source.title;
  const selector = (t: string) => `[data-template="${t}"]`;
  for (const rel of packageFiles(fromDir)) {
    // Written from tokens.json and fonts.json by `pnpm tokens` and `pnpm fonts`.
    if (generatedFiles.includes(rel)) continue;
    const text = readFileSync(path.join(fromDir, rel), 'utf8');
    let out = text;
    switch (rel) {
      case 'package.json': {
        const pkg = JSON.parse(text) as Record<string, unknown>;
        pkg.name = `@forecourt/template-${name}`;
        pkg.description = `${title}: started from ${fromTitle}'s look (pnpm new-template); describe its own look here.`;
        out = json(pkg);
        break;
      }
      case 'README.md':
        out = templateReadme(name, title, fromTitle);
        break;
      case 'tokens.json': {
        const tokens = JSON.parse(text) as Record<string, unknown>;
        tokens.description = `${title}: started from ${fromTitle}'s tokens by pnpm new-template; give each token of the theme contract this template's value.`;
        out = json(tokens);
        break;
      }
      case 'src/frame.css':
        out = replaceLeadingComment(
          text,
          `/* ${title}'s look of the shared site frame (its structure is the storefront's site-frame.css),
   started from ${fromTitle}'s. Colours, fonts and sizes come from the theme tokens. */`,
          `${toDir}/src/frame.css`,
        ).replaceAll(selector(from), selector(name));
        break;
      case 'src/index.ts':
        out = templateIndex(text, title, `${toDir}/src/index.ts`);
        break;
      default:
        if (text.includes(selector(from))) out = text.replaceAll(selector(from), selector(name));
    }
    files.set(`${toDir}/${rel}`, out);
  }
  for (const file of ['tokens.json', 'fonts.json', 'src/frame.css']) {
    if (!files.has(`${toDir}/${file}`)) throw new ScaffoldError(`templates/${from} has no ${file}`);
  }

  const key = name.includes('-') ? `'${name}'` : name;
  files.set(
    scaffoldTargets.registry,
    insertAbove(
      registrySource,
      REGISTRY_MARKER,
      `${key}: { title: '${title}', baselineSite: '${siteSlug}' },`,
      scaffoldTargets.registry,
    ),
  );

  const ident = identifierOf(name);
  const framesSource = readFileSync(at(scaffoldTargets.frames), 'utf8');
  files.set(
    scaffoldTargets.frames,
    insertAbove(
      insertAbove(
        framesSource,
        IMPORTS_MARKER,
        `import { frame as ${ident} } from '@forecourt/template-${name}';`,
        scaffoldTargets.frames,
      ),
      ENTRIES_MARKER,
      `${key === name ? ident : `${key}: ${ident}`},`,
      scaffoldTargets.frames,
    ),
  );
  const fontsSource = readFileSync(at(scaffoldTargets.fontPreloads), 'utf8');
  files.set(
    scaffoldTargets.fontPreloads,
    insertAbove(
      insertAbove(
        fontsSource,
        IMPORTS_MARKER,
        `import ${ident}Fonts from '@forecourt/template-${name}/fonts.json';`,
        scaffoldTargets.fontPreloads,
      ),
      ENTRIES_MARKER,
      `${key}: ${ident}Fonts.preload,`,
      scaffoldTargets.fontPreloads,
    ),
  );

  const renderer = readJson<{ dependencies: Record<string, string> }>(
    at(scaffoldTargets.rendererPackage),
  );
  renderer.dependencies[`@forecourt/template-${name}`] = 'workspace:*';
  renderer.dependencies = Object.fromEntries(
    Object.entries(renderer.dependencies).sort(([a], [b]) => (a < b ? -1 : 1)),
  );
  files.set(scaffoldTargets.rendererPackage, json(renderer));

  files.set(
    scaffoldTargets.biome,
    json(allowTemplateImports(readJson(at(scaffoldTargets.biome)), name)),
  );

  const site = demoSite(base, siteFiles, {
    template: name,
    siteName,
    ...(options.manufacturer ? { manufacturer: options.manufacturer } : {}),
  });
  files.set(`${scaffoldTargets.sites}/${site.slug}.json`, json(site));

  // --- writing ----------------------------------------------------------------------
  for (const [rel, text] of files) {
    mkdirSync(path.dirname(at(rel)), { recursive: true });
    writeFileSync(at(rel), text);
  }
  return { written: [...files.keys()], site: site.slug };
}

type BiomeConfig = {
  overrides?: {
    linter?: {
      rules?: {
        style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } };
      };
    };
  }[];
};

/** biome.json with the new package's exports allowed wherever @forecourt imports are checked. */
export function allowTemplateImports(config: BiomeConfig, name: string): BiomeConfig {
  const entries = ['', '/fonts.json', '/theme.css'].map(
    (sub) => `!@forecourt/template-${name}${sub}`,
  );
  for (const override of config.overrides ?? []) {
    const patterns = override.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [];
    for (const pattern of patterns) {
      if (pattern.group[0] !== '@forecourt/**') continue;
      const rest = pattern.group.filter((g) => !entries.includes(g));
      let last = -1;
      rest.forEach((g, i) => {
        if (g.startsWith('!@forecourt/template-')) last = i;
      });
      const at = last < 0 ? rest.length : last + 1;
      pattern.group = [...rest.slice(0, at), ...entries, ...rest.slice(at)];
    }
  }
  return config;
}

function templateIndex(source: string, title: string, file: string): string {
  const at = source.indexOf('export const frame');
  if (at < 0) throw new ScaffoldError(`${file}: the source template exports no frame`);
  return `import type { FrameSettings } from '@forecourt/storefront/frame';
import '../theme.css';
import './frame.css';

// ${title}: the storefront's SiteFrame set up by data (FrameSettings: the header's
// arrangement, the footer's heading, the words before the phone), styled in frame.css.
${source.slice(at)}`;
}

function templateReadme(name: string, title: string, fromTitle: string): string {
  return `# @forecourt/template-${name}

${title}: a dealer template made with \`pnpm new-template\`, started from ${fromTitle}.

This package holds the template's look and its choices for the shared site frame, no markup:
\`src/index.ts\` sets up the storefront's \`SiteFrame\` (\`FrameSettings\`); \`src/frame.css\` styles the
frame under \`[data-template="${name}"]\`; \`tokens.json\` gives a value to every token of the
\`@forecourt/ui\` theme contract, and \`fonts.json\` names its fonts. \`pnpm tokens\` and \`pnpm fonts\`
write \`theme.css\` and \`fonts.css\` from them, so change the JSON files, never the CSS.

See [docs/templates.md](../../docs/templates.md) for the steps from here.
`;
}
