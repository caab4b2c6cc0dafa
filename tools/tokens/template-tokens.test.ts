import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { missingThemeTokens } from '@forecourt/ui/theme';
import { describe, expect, it } from 'vitest';
import { templatesWithFonts } from '../fonts/generate-fonts';
import {
  checkTemplateStyles,
  readTokens,
  TokensError,
  templatesWithTokens,
  themeCssOf,
} from './template-tokens';

const templates = templatesWithTokens();

/** A template folder holding only a tokens.json with `edit` applied to Metro's values. */
function tokensDir(name: string, edit: (tokens: Record<string, unknown>) => void): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'tokens-')), name);
  const metro = JSON.parse(
    readFileSync(new URL('../../templates/metro/tokens.json', import.meta.url), 'utf8'),
  ) as Record<string, unknown>;
  edit(metro);
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'tokens.json'), JSON.stringify(metro));
  return dir;
}

describe('template tokens', () => {
  it('every template with fonts has tokens, and the other way round', () => {
    expect(templates.length).toBeGreaterThanOrEqual(4);
    expect(templates.map((d) => path.basename(d)).sort()).toEqual(
      templatesWithFonts()
        .map((d) => path.basename(d))
        .sort(),
    );
  });

  for (const dir of templates) {
    const name = path.basename(dir);
    it(`${name}: theme.css is what tokens.json makes (run pnpm tokens after a change)`, () => {
      expect(readFileSync(path.join(dir, 'theme.css'), 'utf8')).toBe(themeCssOf(dir));
    });

    it(`${name}: every token of the contract under its own selector, its fonts first`, () => {
      const css = themeCssOf(dir);
      expect(missingThemeTokens(css)).toEqual([]);
      expect(css).toContain(`[data-template="${name}"] {`);
      expect(css.indexOf('@import "./fonts.css";')).toBeLessThan(css.indexOf('[data-template'));
    });
  }

  it('refuses a missing token, an unknown one and a value that would break the CSS, naming them', () => {
    const missing = tokensDir('a', (t) => {
      delete (t.colour as Record<string, string>).ring;
    });
    expect(() => readTokens(missing)).toThrow(TokensError);
    expect(() => readTokens(missing)).toThrow(/colour\.ring/);
    const unknown = tokensDir('b', (t) => {
      (t.colour as Record<string, string>).sparkle = '#fff';
    });
    expect(() => readTokens(unknown)).toThrow(/sparkle/);
    const broken = tokensDir('c', (t) => {
      (t.colour as Record<string, string>).primary = 'red; } body { color: red';
    });
    expect(() => readTokens(broken)).toThrow(/colour\.primary: a value has no ; \{ or \}/);
    const undescribed = tokensDir('d', (t) => {
      t.description = ' ';
    });
    expect(() => readTokens(undescribed)).toThrow(/describe the look/);
  });

  it('refuses a template that sets the collapse duration, in tokens.json or its own CSS (docs/rules.md#menus-and-sections)', () => {
    const inTokens = tokensDir('e', (t) => {
      t.motion = { 'duration-collapse': '250ms' };
    });
    expect(() => readTokens(inTokens)).toThrow(TokensError);
    expect(() => readTokens(inTokens)).toThrow(/motion is the kit's own/);
    const inGroup = tokensDir('f', (t) => {
      (t.shape as Record<string, string>)['duration-collapse'] = '250ms';
    });
    expect(() => readTokens(inGroup)).toThrow(/shape\.duration-collapse is the kit's own/);

    const inCss = tokensDir('g', () => {});
    mkdirSync(path.join(inCss, 'src'));
    writeFileSync(
      path.join(inCss, 'src', 'frame.css'),
      '[data-template="g"] {\n  --site-brand-weight: 700;\n  --duration-collapse: 250ms;\n}\n',
    );
    expect(() => checkTemplateStyles(inCss)).toThrow(
      /frame\.css: --duration-collapse is the kit's own/,
    );
    expect(() => themeCssOf(inCss)).toThrow(TokensError);
  });

  for (const dir of templates) {
    it(`${path.basename(dir)}: its tokens and its CSS leave the collapse duration to the kit`, () => {
      expect(() => checkTemplateStyles(dir)).not.toThrow();
      expect(themeCssOf(dir)).not.toContain('--duration-collapse');
    });
  }
});
