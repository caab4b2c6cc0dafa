import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fromFile } from '@capsizecss/unpack/fs';
import { z } from 'zod';

// A template's web fonts as the browser needs them: the Latin subset only, the
// weights the template uses, woff2 only, and for each family a fallback face
// whose metrics are scaled to the web font's, so the swap from the fallback to
// the web font moves no text (CLS ≤ 0.02).

const familySchema = z.object({
  /** The CSS family name the theme's --font-body / --font-heading use. */
  family: z.string().min(1),
  /** The @fontsource package holding the font files (a dependency of the template). */
  package: z.string().regex(/^@fontsource\/[a-z0-9-]+$/),
  /** The generic family the fallback face imitates with a local system font. */
  fallback: z.enum(['sans-serif', 'serif']),
  weights: z.array(z.number().int().min(100).max(900)).min(1),
  /**
   * The @fontsource-variable package of the same family. When named, every
   * weight is drawn from its one Latin file (fewer bytes and one request where
   * the weights would be a file each); `package` still gives each weight's
   * metrics, for the fallback faces, and the Latin range.
   */
  variable: z
    .string()
    .regex(/^@fontsource-variable\/[a-z0-9-]+$/)
    .optional(),
});

export const fontManifestSchema = z.object({
  /** The one file the page preloads (the body text's regular weight), without extension. */
  preload: z.string().regex(/^[a-z0-9-]+-latin-(\d{3}|wght)-normal$/),
  families: z.array(familySchema).min(1),
});

export type FontManifest = z.infer<typeof fontManifestSchema>;
type Family = FontManifest['families'][number];

/** The font metrics the fallback sizing reads (a subset of @capsizecss/metrics' entries). */
export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
  subsets?: { latin?: { xWidthAvg: number } };
}

/**
 * The local fonts a fallback face tries, in order, with their metrics. Arial
 * and Times New Roman where they exist (Windows, macOS); Liberation Sans and
 * Serif, their metric-compatible counterparts, elsewhere. The regular faces'
 * metrics are @capsizecss/metrics' entries; the bold faces' were read from
 * Liberation Sans Bold and Liberation Serif Bold (same widths as Arial Bold and
 * Times New Roman Bold), since bold text is wider and needs its own scale.
 */
const localFallbacks = {
  'sans-serif': {
    regular: {
      names: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
      metrics: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 },
    },
    bold: {
      names: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
      metrics: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 983 },
    },
  },
  serif: {
    regular: {
      names: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
      metrics: { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 832 },
    },
    bold: {
      names: [
        'Times New Roman Bold',
        'TimesNewRomanPS-BoldMT',
        'Liberation Serif Bold',
        'LiberationSerif-Bold',
      ],
      metrics: { ascent: 1825, descent: -443, lineGap: 87, unitsPerEm: 2048, xWidthAvg: 886 },
    },
  },
} as const satisfies Record<
  string,
  Record<'regular' | 'bold', { names: readonly string[]; metrics: FontMetrics }>
>;

/** Weights from this one up draw their fallback from the bold local font. */
const BOLD_FROM = 600;

/** The fallback family's name for a web font family: "Inter" → "Inter Fallback". */
export function fallbackFamily(family: string): string {
  return `${family} Fallback`;
}

/** The file name @fontsource gives one weight's Latin woff2. */
export function latinFile(pkg: string, weight: number): string {
  return `${pkg.replace('@fontsource/', '')}-latin-${weight}-normal.woff2`;
}

/** The file name @fontsource-variable gives its Latin woff2 (every weight). */
export function variableLatinFile(pkg: string): string {
  return `${pkg.replace('@fontsource-variable/', '')}-latin-wght-normal.woff2`;
}

/** The woff2 files a family is served from, each with the package that holds it. */
export function servedFiles(family: Pick<Family, 'package' | 'variable' | 'weights'>) {
  if (family.variable) {
    return [{ pkg: family.variable, file: variableLatinFile(family.variable) }];
  }
  return family.weights.map((weight) => ({
    pkg: family.package,
    file: latinFile(family.package, weight),
  }));
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * The overrides that make the fallback font occupy the web font's space: scale
 * the fallback so its average Latin character width matches, then set ascent,
 * descent and line gap to the web font's, expressed in the scaled em.
 */
export function fallbackOverrides(font: FontMetrics, fallback: FontMetrics) {
  const avgWidth = (m: FontMetrics) => (m.subsets?.latin?.xWidthAvg ?? m.xWidthAvg) / m.unitsPerEm;
  const sizeAdjust = avgWidth(font) / avgWidth(fallback);
  const em = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(font.ascent / em),
    descentOverride: percent(Math.abs(font.descent) / em),
    lineGapOverride: percent(font.lineGap / em),
  };
}

export interface FontSources {
  /** The metrics of one weight's Latin file of an @fontsource package. */
  metrics(pkg: string, weight: number): FontMetrics;
  /** The Latin unicode-range of an @fontsource package. */
  latinRange(pkg: string): string;
}

function familyCss(family: Family, sources: FontSources): string {
  const face = (weight: string, pkg: string, file: string) =>
    [
      '@font-face {',
      `  font-family: "${family.family}";`,
      '  font-style: normal;',
      `  font-weight: ${weight};`,
      '  font-display: swap;',
      `  src: url("${pkg}/files/${file}") format("woff2");`,
      `  unicode-range: ${sources.latinRange(family.package)};`,
      '}',
    ].join('\n');
  // A variable file is one face over the range of weights the template uses.
  const faces = family.variable
    ? [
        face(
          `${Math.min(...family.weights)} ${Math.max(...family.weights)}`,
          family.variable,
          variableLatinFile(family.variable),
        ),
      ]
    : family.weights.map((weight) =>
        face(String(weight), family.package, latinFile(family.package, weight)),
      );
  // One fallback face per weight, each scaled to that weight's own widths.
  const fallbackFaces = family.weights.map((weight) => {
    const local = localFallbacks[family.fallback][weight >= BOLD_FROM ? 'bold' : 'regular'];
    const overrides = fallbackOverrides(sources.metrics(family.package, weight), local.metrics);
    return [
      '@font-face {',
      `  font-family: "${fallbackFamily(family.family)}";`,
      '  font-style: normal;',
      `  font-weight: ${weight};`,
      `  src: ${local.names.map((name) => `local("${name}")`).join(', ')};`,
      `  size-adjust: ${overrides.sizeAdjust};`,
      `  ascent-override: ${overrides.ascentOverride};`,
      `  descent-override: ${overrides.descentOverride};`,
      `  line-gap-override: ${overrides.lineGapOverride};`,
      '}',
    ].join('\n');
  });
  return [
    `/* ${family.family}: weights ${family.weights.join(', ')}, Latin only${family.variable ? ', one variable file' : ''} */`,
    ...faces,
    `/* ${family.family}'s fallback: a local ${family.fallback} font sized to each weight's metrics */`,
    ...fallbackFaces,
  ].join('\n');
}

/** The fonts.css a template ships for its manifest. */
export function fontFacesCss(manifest: FontManifest, sources: FontSources): string {
  const preloadFamily = manifest.families.find((family) =>
    servedFiles(family).some(({ file }) => file === `${manifest.preload}.woff2`),
  );
  if (!preloadFamily) {
    throw new Error(`fonts.json: preload "${manifest.preload}" is not one of the listed files`);
  }
  return [
    '/* Generated by `pnpm fonts` from fonts.json; do not edit. The renderer preloads',
    ` * ${manifest.preload}.woff2; the browser fetches any other file when text uses it. */`,
    ...manifest.families.map((family) => familyCss(family, sources)),
    '',
  ].join('\n');
}

/** Reads a template's fonts.json. */
export function readFontManifest(templateDir: string): FontManifest {
  const text = readFileSync(path.join(templateDir, 'fonts.json'), 'utf8');
  return fontManifestSchema.parse(JSON.parse(text));
}

/** Sources read from the installed packages, resolved from the template's folder. */
export async function installedFontSources(templateDir: string): Promise<FontSources> {
  const require = createRequire(path.join(templateDir, 'package.json'));
  const manifest = readFontManifest(templateDir);
  const measured = new Map<string, FontMetrics>();
  for (const family of manifest.families) {
    for (const weight of family.weights) {
      const file = require.resolve(`${family.package}/files/${latinFile(family.package, weight)}`);
      measured.set(`${family.package}:${weight}`, await fromFile(file));
    }
    // The files the page is served from must be installed too.
    for (const { pkg, file } of servedFiles(family)) require.resolve(`${pkg}/files/${file}`);
  }
  return {
    metrics(pkg, weight) {
      const found = measured.get(`${pkg}:${weight}`);
      if (!found) throw new Error(`no font file measured for ${pkg} ${weight}`);
      return found;
    },
    latinRange(pkg) {
      const file = require.resolve(`${pkg}/unicode.json`);
      const ranges = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const latin = ranges.latin;
      if (!latin) throw new Error(`${pkg} has no Latin subset`);
      return latin;
    },
  };
}
