import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  identifierOf,
  readRegistry,
  ScaffoldError,
  scaffoldTargets,
  scaffoldTemplate,
} from './scaffold';

// The scaffold runs on a copy of the files it reads and edits, taken from this
// repository as they are now, so a change to any of them that breaks it fails here.

const repo = fileURLToPath(new URL('../../', import.meta.url));
let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'forecourt-new-template-'));
  for (const rel of [
    scaffoldTargets.registry,
    scaffoldTargets.frames,
    scaffoldTargets.fontPreloads,
    scaffoldTargets.rendererPackage,
    scaffoldTargets.biome,
    scaffoldTargets.sites,
  ]) {
    cpSync(path.join(repo, rel), path.join(root, rel), { recursive: true });
  }
  for (const name of readdirSync(path.join(repo, 'templates'), { withFileTypes: true })) {
    if (!name.isDirectory()) continue;
    cpSync(path.join(repo, 'templates', name.name), path.join(root, 'templates', name.name), {
      recursive: true,
      filter: (src) => !src.includes(`${path.sep}node_modules`),
    });
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');
const snapshot = () =>
  Object.fromEntries(
    [
      scaffoldTargets.registry,
      scaffoldTargets.frames,
      scaffoldTargets.fontPreloads,
      scaffoldTargets.rendererPackage,
      scaffoldTargets.biome,
    ].map((rel) => [rel, read(rel)]),
  );

describe('pnpm new-template', () => {
  it('makes a package from the source template under the new name, and no trace of the old one', () => {
    scaffoldTemplate({ root, name: 'coastal-blue', from: 'metro', siteName: 'Coastal Motors' });
    const dir = 'templates/coastal-blue';
    const pkg = JSON.parse(read(`${dir}/package.json`)) as {
      name: string;
      dependencies: Record<string, string>;
      exports: Record<string, string>;
    };
    const metro = JSON.parse(read('templates/metro/package.json')) as typeof pkg;
    expect(pkg.name).toBe('@forecourt/template-coastal-blue');
    expect(pkg.dependencies).toEqual(metro.dependencies);
    expect(pkg.exports).toEqual(metro.exports);
    const frameCss = read(`${dir}/src/frame.css`);
    expect(frameCss).toContain('[data-template="coastal-blue"]');
    expect(frameCss).not.toContain('[data-template="metro"]');
    expect(frameCss).toMatch(/^\/\* Coastal Blue/);
    // The same tokens as Metro to start from, every one, under its own description.
    const { description, ...tokens } = JSON.parse(read(`${dir}/tokens.json`)) as Record<
      string,
      unknown
    >;
    const { description: _metro, ...metroTokens } = JSON.parse(
      read('templates/metro/tokens.json'),
    ) as Record<string, unknown>;
    expect(tokens).toEqual(metroTokens);
    expect(description).toMatch(/^Coastal Blue: started from Metro's tokens/);
    expect(read(`${dir}/fonts.json`)).toBe(read('templates/metro/fonts.json'));
    // The build files are written from those by `pnpm tokens` and `pnpm fonts`, not copied.
    expect(existsSync(path.join(root, dir, 'theme.css'))).toBe(false);
    expect(existsSync(path.join(root, dir, 'fonts.css'))).toBe(false);
    const index = read(`${dir}/src/index.ts`);
    expect(index).toContain("import '../theme.css';");
    expect(index).toContain("export const frame: FrameSettings = { header: 'bar'");
    const readme = read(`${dir}/README.md`);
    expect(readme).toContain('# @forecourt/template-coastal-blue');
    // The theme's values live in tokens.json; theme.css is written from it.
    expect(readme).toContain('`tokens.json` gives a value to every token');
    expect(readme).toContain('(../../docs/templates.md)');
    expect(readme).not.toContain('templates/README.md');
  });

  it('registers the name everywhere the platform lists templates', () => {
    const { site } = scaffoldTemplate({
      root,
      name: 'coastal-blue',
      from: 'heritage',
      title: 'Coastal',
    });
    expect(site).toBe('coastal-motors');
    const registry = read(scaffoldTargets.registry);
    expect(readRegistry(registry).get('coastal-blue')).toEqual({
      title: 'Coastal',
      baselineSite: 'coastal-motors',
    });
    // The row sits above the marker, so the next scaffold adds below it.
    expect(registry.indexOf("'coastal-blue':")).toBeLessThan(
      registry.indexOf('new-template: rows'),
    );
    expect(identifierOf('coastal-blue')).toBe('coastalBlue');
    const frames = read(scaffoldTargets.frames);
    expect(frames).toContain(
      "import { frame as coastalBlue } from '@forecourt/template-coastal-blue';",
    );
    expect(frames).toMatch(/'coastal-blue': coastalBlue,\n\s+\/\/ new-template: entries/);
    const fonts = read(scaffoldTargets.fontPreloads);
    expect(fonts).toContain(
      "import coastalBlueFonts from '@forecourt/template-coastal-blue/fonts.json';",
    );
    expect(fonts).toContain("'coastal-blue': coastalBlueFonts.preload,");
    const renderer = JSON.parse(read(scaffoldTargets.rendererPackage)) as {
      dependencies: Record<string, string>;
    };
    expect(renderer.dependencies['@forecourt/template-coastal-blue']).toBe('workspace:*');
    const keys = Object.keys(renderer.dependencies);
    expect(keys).toEqual([...keys].sort());
    // Every override that checks @forecourt imports allows the new package's exports.
    const biome = read(scaffoldTargets.biome);
    const groups = [...biome.matchAll(/"@forecourt\/\*\*",[\s\S]*?\]/g)].map((m) => m[0]);
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) {
      for (const sub of ['', '/fonts.json', '/theme.css']) {
        expect(group).toContain(`"!@forecourt/template-coastal-blue${sub}"`);
      }
    }
  });

  it("gives the demo site its own slug, ids, dealership and domain, and the franchise's make", () => {
    scaffoldTemplate({
      root,
      name: 'showroom',
      from: 'franchise',
      siteName: 'Cape York Kia',
      manufacturer: 'Kia',
      siteFrom: 'top-end-isuzu',
    });
    type Site = {
      slug: string;
      template: string;
      name: string;
      manufacturer?: string;
      dealership_id: number;
      website_id: number;
      dealerships: string[];
      domains: string[];
      locations: { id: number; name: string; dealership_slug: string; location_type: string }[];
      stock: unknown;
    };
    const site = JSON.parse(read('sites/cape-york-kia.json')) as Site;
    const base = JSON.parse(read('sites/top-end-isuzu.json')) as Site;
    expect(site).toMatchObject({
      slug: 'cape-york-kia',
      template: 'showroom',
      name: 'Cape York Kia',
      manufacturer: 'Kia',
      dealerships: ['cape-york-kia'],
      domains: ['www.capeyorkkia.example'],
      stock: base.stock,
    });
    expect(site.locations.map((l) => [l.name, l.location_type, l.dealership_slug])).toEqual([
      ['Cape York Kia Sales', 'sales', 'cape-york-kia'],
      ['Cape York Kia Service', 'service', 'cape-york-kia'],
      ['Cape York Kia Parts', 'parts', 'cape-york-kia'],
    ]);
    const others = readdirSync(path.join(root, 'sites'))
      .filter((f) => f !== 'cape-york-kia.json')
      .map((f) => JSON.parse(read(`sites/${f}`)) as Site);
    const taken = new Set(
      others.flatMap((s) => [s.dealership_id, ...s.locations.map((l) => l.id)].map(Number)),
    );
    for (const id of [site.dealership_id, ...site.locations.map((l) => l.id)])
      expect(taken.has(id)).toBe(false);
    expect(others.map((s) => Number(s.website_id))).not.toContain(site.website_id);
    expect(others.flatMap((s) => s.domains)).not.toContain(site.domains[0]);
  });

  it.each([
    ['a bad name', { name: 'Coastal Blue' }, /is not a template name/],
    ['a name taken', { name: 'metro' }, /already registered/],
    [
      'an unknown source',
      { name: 'coastal', from: 'nope' },
      /--from 'nope' is not a registered template/,
    ],
    ['a site slug taken', { name: 'coastal', siteName: 'Top End Isuzu' }, /already exists/],
    ['an unknown base site', { name: 'coastal', siteFrom: 'nowhere' }, /--site-from 'nowhere'/],
  ])('refuses %s with a clear reason and writes nothing', (_, options, reason) => {
    const before = snapshot();
    expect(() => scaffoldTemplate({ root, from: 'metro', ...options })).toThrow(ScaffoldError);
    expect(() => scaffoldTemplate({ root, from: 'metro', ...options })).toThrow(reason);
    expect(snapshot()).toEqual(before);
    expect(existsSync(path.join(root, 'templates/coastal'))).toBe(false);
    const folders = (dir: string) =>
      readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort();
    expect(folders(path.join(root, 'templates'))).toEqual(folders(path.join(repo, 'templates')));
  });

  it('a second template is added after the first, both kept', () => {
    scaffoldTemplate({ root, name: 'first', from: 'metro' });
    scaffoldTemplate({ root, name: 'second', from: 'outback' });
    const names = [...readRegistry(read(scaffoldTargets.registry)).keys()];
    expect(names.slice(-2)).toEqual(['first', 'second']);
    expect(read(scaffoldTargets.frames)).toMatch(/first,\n\s+second,\n\s+\/\/ new-template/);
  });
});
