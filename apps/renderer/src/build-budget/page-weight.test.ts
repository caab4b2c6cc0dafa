import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Manifest, pageFiles, pageIds, pageStyleFiles, totalGzipped } from './page-weight';

// A build manifest shaped like Vike's: a runtime entry, two pages, a shared
// chunk, and a dialog only the car page imports dynamically; each chunk with
// the CSS of its modules (the build splits CSS by chunk).
const manifest: Manifest = {
  'node_modules/vike/dist/client/runtime-server-routing/entry.js': {
    file: 'assets/entries/entry.js',
    isEntry: true,
    imports: ['_shared.js'],
  },
  'virtual:vike:page-entry:client:/pages/cars/@slug': {
    file: 'assets/entries/car.js',
    isEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['_dialog.js'],
    css: ['assets/static/car.css'],
  },
  'virtual:vike:page-entry:client:/pages/index': {
    file: 'assets/entries/home.js',
    isEntry: true,
    imports: ['_shared.js'],
  },
  '_shared.js': { file: 'assets/chunks/shared.js', css: ['assets/static/frame.css'] },
  '_dialog.js': {
    file: 'assets/chunks/dialog.js',
    imports: ['_form.js', '_shared.js'],
    css: ['assets/static/dialog.css'],
  },
  '_form.js': { file: 'assets/chunks/form.js', css: ['assets/static/form.css'] },
};

describe('what a page loads up front', () => {
  it('lists the pages with a browser entry', () => {
    expect(pageIds(manifest)).toEqual(['/pages/cars/@slug', '/pages/index']);
  });

  it('counts the entry, its static imports and the runtime, and sets dynamic imports apart', () => {
    const car = pageFiles(manifest, '/pages/cars/@slug');
    expect(car.scripts).toEqual([
      'assets/chunks/shared.js',
      'assets/entries/car.js',
      'assets/entries/entry.js',
    ]);
    expect(car.deferred).toEqual(['assets/chunks/dialog.js', 'assets/chunks/form.js']);
    expect(pageFiles(manifest, '/pages/index').deferred).toEqual([]);
  });

  it('counts only its own +client.ts and what it imports for a page that has one', () => {
    const withClient: Manifest = {
      ...manifest,
      'pages/index/+client.ts': {
        file: 'assets/entries/home-client.js',
        isEntry: true,
        imports: ['_react.js'],
        dynamicImports: ['_dialog.js'],
      },
      '_react.js': { file: 'assets/chunks/react.js' },
    };
    const home = pageFiles(withClient, '/pages/index');
    expect(home.scripts).toEqual(['assets/chunks/react.js', 'assets/entries/home-client.js']);
    // Its entry does not import the shared chunk, so only the dialog brings it.
    expect(home.deferred).toEqual([
      'assets/chunks/dialog.js',
      'assets/chunks/form.js',
      'assets/chunks/shared.js',
    ]);
    // The car page has none: Vike's page entry and runtime as before.
    expect(pageFiles(withClient, '/pages/cars/@slug').scripts).toContain('assets/entries/entry.js');
  });

  it('has a stylesheet of what the page draws: its chunks’ CSS, then what its dynamic imports add', () => {
    // Each chunk after what it imports; the dialog's CSS after the page's own, as
    // the browser would have added it on the click; the shared CSS once.
    expect(pageStyleFiles(manifest, '/pages/cars/@slug')).toEqual([
      'assets/static/frame.css',
      'assets/static/car.css',
      'assets/static/form.css',
      'assets/static/dialog.css',
    ]);
    expect(pageStyleFiles(manifest, '/pages/index')).toEqual(['assets/static/frame.css']);
  });

  it('refuses a page the build does not have', () => {
    expect(() => pageFiles(manifest, '/pages/nowhere')).toThrow(/no browser entry/);
    expect(() => pageStyleFiles(manifest, '/pages/nowhere')).toThrow(/no browser entry/);
  });

  it('sums gzipped sizes, so repetitive code weighs less than its length', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-weight-'));
    writeFileSync(path.join(dir, 'a.js'), 'x'.repeat(10_000));
    const size = totalGzipped(dir, ['a.js']);
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(1_000);
  });
});
