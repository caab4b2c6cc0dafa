import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRegistry } from '../new-template/scaffold';
import {
  type FontMetrics,
  fallbackOverrides,
  fontFacesCss,
  readFontManifest,
  servedFiles,
} from './font-faces';
import { expectedFontsCss, templatesWithFonts } from './generate-fonts';

const templates = templatesWithFonts();

describe('template fonts', () => {
  it("finds every template of core's registry", () => {
    const registry = readRegistry(
      readFileSync(
        new URL('../../packages/core/src/site-config/template-registry.ts', import.meta.url),
        'utf8',
      ),
    );
    expect(registry.size).toBeGreaterThanOrEqual(4);
    expect(templates.map((dir) => path.basename(dir)).sort()).toEqual([...registry.keys()].sort());
  });

  for (const dir of templates) {
    const name = path.basename(dir);
    it(`${name}: fonts.css is what fonts.json makes (run pnpm fonts after a change)`, async () => {
      expect(readFileSync(path.join(dir, 'fonts.css'), 'utf8')).toBe(await expectedFontsCss(dir));
    });

    it(`${name}: Latin woff2 files only, a face per file served, and its theme uses the fallbacks`, () => {
      const css = readFileSync(path.join(dir, 'fonts.css'), 'utf8');
      const urls = [...css.matchAll(/url\("([^"]+)"\)/g)].map((match) => match[1] ?? '');
      const manifest = readFontManifest(dir);
      const served = manifest.families.flatMap((family) =>
        servedFiles(family).map(({ pkg, file }) => `${pkg}/files/${file}`),
      );
      expect(urls).toEqual(served);
      for (const url of urls) expect(url).toMatch(/-latin-(\d{3}|wght)-normal\.woff2$/);
      // Every weight still has a fallback face of its own, sized to that weight.
      const fallbackFaces = [...css.matchAll(/font-family: "[^"]+ Fallback";/g)].length;
      expect(fallbackFaces).toBe(
        manifest.families.reduce((sum, family) => sum + family.weights.length, 0),
      );
      const theme = readFileSync(path.join(dir, 'theme.css'), 'utf8');
      expect(theme).toContain('@import "./fonts.css";');
      expect(theme).not.toContain('@fontsource/');
      for (const family of manifest.families) {
        expect(theme).toContain(`"${family.family}", "${family.family} Fallback"`);
      }
    });
  }
});

describe('fallback sizing', () => {
  const wide: FontMetrics = {
    ascent: 900,
    descent: -300,
    lineGap: 0,
    unitsPerEm: 1000,
    xWidthAvg: 550,
  };
  const narrow: FontMetrics = {
    ascent: 1800,
    descent: -400,
    lineGap: 100,
    unitsPerEm: 2000,
    xWidthAvg: 1000,
  };

  it('scales the fallback to the web font’s average width and keeps its vertical metrics', () => {
    // 550/1000 over 1000/2000: the fallback grows by 10%, and ascent and descent
    // are expressed in that grown em.
    expect(fallbackOverrides(wide, narrow)).toEqual({
      sizeAdjust: '110.00%',
      ascentOverride: '81.82%',
      descentOverride: '27.27%',
      lineGapOverride: '0.00%',
    });
  });

  it('serves a family with a variable package from one face over its weights', () => {
    const sources = { metrics: () => wide, latinRange: () => 'U+0000-00FF' };
    const css = fontFacesCss(
      {
        preload: 'inter-latin-wght-normal',
        families: [
          {
            family: 'Inter',
            package: '@fontsource/inter',
            variable: '@fontsource-variable/inter',
            fallback: 'sans-serif',
            weights: [400, 700, 600],
          },
        ],
      },
      sources,
    );
    const faces = css.split('@font-face {').slice(1);
    const webFaces = faces.filter((face) => face.includes('font-family: "Inter";'));
    expect(webFaces).toHaveLength(1);
    expect(webFaces[0]).toContain('font-weight: 400 700;');
    expect(webFaces[0]).toContain(
      'url("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2")',
    );
    // The fallback keeps one face per weight.
    expect(faces.filter((face) => face.includes('"Inter Fallback"'))).toHaveLength(3);
    // A static file name is no longer one the family serves, so it cannot be preloaded.
    expect(() =>
      fontFacesCss(
        {
          preload: 'inter-latin-400-normal',
          families: [
            {
              family: 'Inter',
              package: '@fontsource/inter',
              variable: '@fontsource-variable/inter',
              fallback: 'sans-serif',
              weights: [400],
            },
          ],
        },
        sources,
      ),
    ).toThrow(/preload "inter-latin-400-normal"/);
  });

  it('refuses a manifest whose preload names no listed file', () => {
    const sources = { metrics: () => wide, latinRange: () => 'U+0000-00FF' };
    expect(() =>
      fontFacesCss(
        {
          preload: 'inter-latin-500-normal',
          families: [
            {
              family: 'Inter',
              package: '@fontsource/inter',
              fallback: 'sans-serif',
              weights: [400],
            },
          ],
        },
        sources,
      ),
    ).toThrow(/preload "inter-latin-500-normal"/);
  });
});
