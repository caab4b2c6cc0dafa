import { existsSync, readFileSync } from 'node:fs';
import { templateNames, templateRegistry } from '@forecourt/core';
import { describe, expect, it } from 'vitest';
import { defaultSitesDir, loadSites } from './load-sites';

// Core's template registry is the one list of templates (docs/decisions/0014-frozen-clock-for-visual-tests.md): each name must be
// a real template package with its theme, and its baseline site a demo site using it.

const repo = new URL('../../../../', import.meta.url);

describe('the template registry', () => {
  it.each(templateNames)('%s is a package with its theme, frame and fonts', (name) => {
    const folder = new URL(`templates/${name}/`, repo);
    const pkg = JSON.parse(readFileSync(new URL('package.json', folder), 'utf8')) as {
      name: string;
    };
    expect(pkg.name).toBe(`@forecourt/template-${name}`);
    expect(readFileSync(new URL('theme.css', folder), 'utf8')).toContain(
      `[data-template="${name}"]`,
    );
    // The frame's look: the template's --site-* settings for site-frame.css's rules.
    expect(readFileSync(new URL('src/frame.css', folder), 'utf8')).toMatch(
      new RegExp(`\\[data-template="${name}"\\] \\{[^}]*--site-`),
    );
    expect(existsSync(new URL('fonts.json', folder))).toBe(true);
  });

  it('names for each template a demo site that uses it, and every template is used', async () => {
    const loaded = await loadSites(defaultSitesDir);
    if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
    for (const name of templateNames) {
      const site = loaded.sites.find((s) => s.slug === templateRegistry[name].baselineSite);
      expect(site?.template, name).toBe(name);
    }
    expect(new Set(loaded.sites.map((s) => s.template))).toEqual(new Set(templateNames));
  });
});
