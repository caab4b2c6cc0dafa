import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultSitesDir, loadSites, readSiteFiles, sitesDir } from './load-sites';

const goodSite = {
  slug: 'acme-motors',
  template: 'metro',
  name: 'Acme Motors',
  dealership_id: 41,
  address: { street: '10 Example Road', city: 'Brisbane', state: 'qld', postcode: '4000' },
  dealerships: ['acme-motors'],
};

let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'forecourt-sites-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('sitesDir', () => {
  it('is the repository sites folder unless SITES_DIR is set', () => {
    expect(sitesDir({})).toBe(defaultSitesDir);
    expect(defaultSitesDir.replaceAll('\\', '/')).toMatch(/\/sites\/$/);
    expect(sitesDir({ SITES_DIR: '  ' })).toBe(defaultSitesDir);
  });
  it('SITES_DIR overrides it, resolved to an absolute path', () => {
    expect(sitesDir({ SITES_DIR: dir })).toBe(dir);
    expect(path.isAbsolute(sitesDir({ SITES_DIR: 'relative/sites' }))).toBe(true);
  });
});

describe('readSiteFiles', () => {
  it('reads every .json file in file-name order and ignores other files', async () => {
    await writeFile(path.join(dir, 'b.json'), JSON.stringify({ slug: 'b' }));
    await writeFile(path.join(dir, 'a.json'), JSON.stringify({ slug: 'a' }));
    await writeFile(path.join(dir, 'notes.md'), '# not a site');
    const files = await readSiteFiles(dir);
    expect(files.problems).toEqual([]);
    expect(files.sources).toEqual([
      { data: { slug: 'a' }, source: 'a.json' },
      { data: { slug: 'b' }, source: 'b.json' },
    ]);
  });

  it('a file that is not JSON is a problem naming the file; the others still load', async () => {
    await writeFile(path.join(dir, 'acme.json'), JSON.stringify(goodSite));
    await writeFile(path.join(dir, 'broken.json'), '{ "slug": "broken", ');
    const files = await readSiteFiles(dir);
    expect(files.sources.map((s) => s.source)).toEqual(['acme.json']);
    expect(files.problems).toHaveLength(1);
    expect(files.problems[0]).toMatch(/^broken\.json: is not valid JSON: /);
  });

  it('a missing folder is one problem naming the folder', async () => {
    const missing = path.join(dir, 'nope');
    const files = await readSiteFiles(missing);
    expect(files.sources).toEqual([]);
    expect(files.problems).toHaveLength(1);
    expect(files.problems[0]).toContain(`sites folder ${missing} cannot be read`);
  });

  it('a folder without site files is a problem', async () => {
    expect((await readSiteFiles(dir)).problems).toEqual([
      `sites folder ${dir} holds no site files (*.json)`,
    ]);
  });
});

describe('loadSites', () => {
  it('resolves valid sites with the platform defaults', async () => {
    await writeFile(path.join(dir, 'acme.json'), JSON.stringify(goodSite));
    const result = await loadSites(dir);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.sites).toHaveLength(1);
    expect(result.sites[0]?.finance_button_label).toBe('Get Finance');
  });

  it('reports the bad JSON file and the invalid site together', async () => {
    await writeFile(
      path.join(dir, 'acme.json'),
      JSON.stringify({ ...goodSite, finance_provider: 'Taurrus' }),
    );
    await writeFile(path.join(dir, 'bad.json'), 'not json at all');
    const result = await loadSites(dir);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toHaveLength(2);
    expect(result.problems[0]).toMatch(/^bad\.json: is not valid JSON: /);
    expect(result.problems[1]).toBe(
      'site "acme-motors": finance_provider "Taurrus" is not one of Taurus, Powertorque, AusLoans, Angle, 360 Finance, Nissan Finance, Manual, Car Clarity',
    );
  });

  it('names a site without a slug by its file', async () => {
    const { slug: _slug, ...withoutSlug } = goodSite;
    await writeFile(path.join(dir, 'nameless.json'), JSON.stringify(withoutSlug));
    expect(await loadSites(dir)).toEqual({
      ok: false,
      problems: [`site in ${path.basename(dir)}/nameless.json: slug is required`],
    });
  });

  it('two files with the same slug are reported once, naming both files', async () => {
    await writeFile(path.join(dir, 'one.json'), JSON.stringify(goodSite));
    await writeFile(path.join(dir, 'two.json'), JSON.stringify(goodSite));
    const folder = path.basename(dir);
    expect(await loadSites(dir)).toEqual({
      ok: false,
      problems: [
        `${folder}/two.json: slug "acme-motors" is already used by ${folder}/one.json`,
        `${folder}/two.json: dealership_id 41 is already used by ${folder}/one.json`,
      ],
    });
  });

  it('two sites of one dealership are refused, naming both files and the field', async () => {
    await writeFile(path.join(dir, 'a.json'), JSON.stringify(goodSite));
    await writeFile(
      path.join(dir, 'b.json'),
      JSON.stringify({ ...goodSite, slug: 'bravo-cars', dealerships: ['bravo-cars'] }),
    );
    const folder = path.basename(dir);
    expect(await loadSites(dir)).toEqual({
      ok: false,
      problems: [`${folder}/b.json: dealership_id 41 is already used by ${folder}/a.json`],
    });
  });
});
