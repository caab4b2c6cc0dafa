import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Manifest } from '../../build-budget/page-weight';
import { readPageStyles, templateOfStyle } from './inline-style';

/** A production build's dist/ with a manifest and the CSS files it names. */
async function distDir(manifest: Manifest, files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'inline-style-'));
  await mkdir(path.join(dir, 'client', 'assets', 'static'), { recursive: true });
  await writeFile(path.join(dir, 'assets.json'), JSON.stringify(manifest));
  for (const [name, text] of Object.entries(files)) {
    await writeFile(path.join(dir, 'client', 'assets', 'static', name), text);
  }
  return dir;
}

const css = (name: string) => `assets/static/${name}`;

// Two pages over one layout chunk that holds each template's theme; the car
// page has a dialog it imports on a click.
const manifest: Manifest = {
  'virtual:vike:page-entry:client:/pages/cars/@slug': {
    file: 'assets/entries/car.js',
    isEntry: true,
    imports: ['_layout.js'],
    dynamicImports: ['_dialog.js'],
    css: [css('car.css')],
  },
  'virtual:vike:page-entry:client:/pages/search': {
    file: 'assets/entries/search.js',
    isEntry: true,
    imports: ['_layout.js'],
    css: [css('search.css')],
  },
  '_layout.js': {
    file: 'assets/chunks/layout.js',
    css: [css('frame.css'), css('metro.css'), css('heritage.css')],
  },
  '_dialog.js': { file: 'assets/chunks/dialog.js', css: [css('dialog.css')] },
};

const files = {
  'frame.css': '[data-template] body{margin:0}.fc-site{display:flex}\n',
  'metro.css':
    '@font-face{font-family:Inter;src:url(/assets/static/inter.woff2)}[data-template=metro]{--primary:#0b5cad}',
  'heritage.css':
    ':where([data-template="heritage"]) .fc-site__masthead{border:0}[data-template=heritage] :is(h1,h2){font-weight:800}@media (min-width:40rem){[data-template=heritage] .fc-site{gap:1rem}}',
  'car.css': '.fc-car{color:red}',
  'search.css': '.fc-search{color:blue}',
  'dialog.css': '.fc-dialog{position:fixed}',
};

describe('the stylesheet a page carries in its head', () => {
  it('is its page type’s: the shared CSS, the page’s own, then its dialogs’, for the site’s template only', async () => {
    const styles = await readPageStyles(await distDir(manifest, files), ['metro', 'heritage']);
    expect(styles.get('/pages/cars/@slug')?.get('metro')).toBe(
      [files['frame.css'].trim(), files['metro.css'], files['car.css'], files['dialog.css']].join(
        '\n',
      ),
    );
    expect(styles.get('/pages/cars/@slug')?.get('heritage')).toBe(
      [
        files['frame.css'].trim(),
        files['heritage.css'],
        files['car.css'],
        files['dialog.css'],
      ].join('\n'),
    );
    const search = styles.get('/pages/search')?.get('metro') ?? '';
    expect(search).toContain('.fc-search');
    expect(search).not.toContain('.fc-car');
    expect(search).not.toContain('.fc-dialog');
  });

  it('fails the start when a stylesheet could close its own element', async () => {
    const dir = await distDir(manifest, { ...files, 'car.css': 'a::after{content:"</style>"}' });
    await expect(readPageStyles(dir, ['metro'])).rejects.toThrow(/car\.css holds "<\/style"/);
  });

  it('fails the start when the build lacks a file its manifest names', async () => {
    const { 'dialog.css': _missing, ...rest } = files;
    await expect(readPageStyles(await distDir(manifest, rest), ['metro'])).rejects.toThrow(
      /dialog\.css/,
    );
  });
});

describe('the template a stylesheet belongs to', () => {
  it('is the one every rule is scoped to, font faces and media blocks included', () => {
    expect(templateOfStyle(files['metro.css'])).toBe('metro');
    expect(templateOfStyle(files['heritage.css'])).toBe('heritage');
  });

  it('is none when any rule may draw on another template’s site', () => {
    expect(templateOfStyle(files['frame.css'])).toBeNull();
    expect(templateOfStyle('[data-template=metro] a{color:red}.fc-x{color:blue}')).toBeNull();
    expect(
      templateOfStyle('[data-template=metro] a{color:red}[data-template=outback] a{x:y}'),
    ).toBeNull();
    expect(templateOfStyle('[data-template=metro] a,.fc-x{color:red}')).toBeNull();
    expect(templateOfStyle('@font-face{font-family:Inter}')).toBeNull();
    expect(templateOfStyle('@import "x.css";[data-template=metro]{a:b}')).toBeNull();
    expect(templateOfStyle('[data-template=metro] a{content:"}"}.fc-x{a:b}')).toBeNull();
  });
});
