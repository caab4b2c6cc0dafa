import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  kitTokenNames,
  missingThemeTokens,
  restatedKitTokens,
  type Theme,
  themeToCss,
  themeTokenNames,
} from './theme';

const templatesDir = join(import.meta.dirname, '../../../../templates');
const templateThemes = readdirSync(templatesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .filter((name) => {
    try {
      readFileSync(join(templatesDir, name, 'theme.css'));
      return true;
    } catch {
      return false;
    }
  });

const sample = Object.fromEntries(
  themeTokenNames.map((name) => [name, `value-of-${name}`]),
) as Theme;

describe('theme contract', () => {
  it('names colours in pairs: every -foreground has its surface', () => {
    const names = new Set<string>(themeTokenNames);
    const foregrounds = themeTokenNames.filter((n) => n.endsWith('-foreground'));
    expect(foregrounds.map((n) => names.has(n.replace(/-foreground$/, '')))).not.toContain(false);
    expect(foregrounds).toHaveLength(8);
  });

  it('the kit defaults give every token a value', () => {
    const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');
    expect(missingThemeTokens(css)).toEqual([]);
  });

  it('finds the three shipped templates', () => {
    expect([...templateThemes].sort()).toEqual(
      expect.arrayContaining(['heritage', 'metro', 'outback']),
    );
  });

  it('the kit sets its own tokens for every template, and none is in the contract', () => {
    const css = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');
    expect(restatedKitTokens(css)).toEqual([...kitTokenNames]);
    expect(kitTokenNames.filter((name) => (themeTokenNames as string[]).includes(name))).toEqual(
      [],
    );
  });

  for (const name of templateThemes) {
    it(`template "${name}" restates none of the kit's own tokens (the 300 ms collapse)`, () => {
      const dir = join(templatesDir, name);
      const sheets = [
        join(dir, 'theme.css'),
        ...readdirSync(join(dir, 'src'))
          .filter((file) => file.endsWith('.css'))
          .map((file) => join(dir, 'src', file)),
      ];
      for (const sheet of sheets) {
        expect(restatedKitTokens(readFileSync(sheet, 'utf8')), sheet).toEqual([]);
      }
    });
  }

  for (const name of templateThemes) {
    it(`template "${name}" sets every token under [data-template="${name}"]`, () => {
      const css = readFileSync(join(templatesDir, name, 'theme.css'), 'utf8');
      expect(css).toContain(`[data-template="${name}"]`);
      expect(missingThemeTokens(css)).toEqual([]);
      // Fonts are local: no font CDN or remote stylesheet.
      expect(css).not.toMatch(/https?:\/\//);
    });
  }
});

describe('themeToCss', () => {
  it('writes every token under the template selector', () => {
    const css = themeToCss('harbour', sample);
    expect(
      css.startsWith('[data-template="harbour"] {\n  --background: value-of-background;'),
    ).toBe(true);
    expect(missingThemeTokens(css)).toEqual([]);
    expect(css.match(/--/g)).toHaveLength(themeTokenNames.length);
  });

  it('refuses a template name that is not a CSS-safe slug', () => {
    expect(() => themeToCss('Harbour Motors', sample)).toThrow(
      'theme "Harbour Motors": a template name is lower-case letters, digits and dashes, starting with a letter',
    );
  });
});

describe('missingThemeTokens', () => {
  it('lists the tokens a stylesheet leaves out', () => {
    expect(missingThemeTokens('[data-template="x"] { --background: #fff; }')).toEqual(
      themeTokenNames.filter((n) => n !== 'background'),
    );
  });
});
