import { describe, expect, it } from 'vitest';
import { PHOTO_WAIT_MS, scriptsAfterPhoto, waitsForPhoto } from './photo-first';

const entry =
  '<script src="/assets/entries/pages_cars_-slug_client.CQO-JorV.js" type="module" async nonce="abc_DEF-123"></script>';
const page = (tail: string) =>
  `<!DOCTYPE html><html><body><div id="root"><img src="/p.svg" fetchPriority="high"></div><script id="fc-page-state" type="application/json" nonce="abc_DEF-123">{}</script>${tail}</body></html>`;

describe('scriptsAfterPhoto', () => {
  it('replaces the entry tag with a loader carrying the same nonce and address', () => {
    const out = scriptsAfterPhoto(page(entry));
    expect(out).not.toContain(entry);
    expect(out.startsWith(page('').slice(0, -'</body></html>'.length))).toBe(true);
    const loader = out.slice(out.lastIndexOf('<script nonce="abc_DEF-123">'));
    expect(loader).toContain('"/assets/entries/pages_cars_-slug_client.CQO-JorV.js"');
    expect(loader).toContain("s.type='module'");
    expect(loader).toContain('s.nonce="abc_DEF-123"');
    expect(loader).toContain(`setTimeout(go,${PHOTO_WAIT_MS})`);
    expect(loader).toContain('img[fetchpriority="high"]');
    expect(loader.endsWith('</script></body></html>')).toBe(true);
  });

  it('leaves a page without an entry tag as it is', () => {
    expect(scriptsAfterPhoto(page(''))).toBe(page(''));
    const other = '<script type="module" src="/@vite/client"></script>';
    expect(scriptsAfterPhoto(page(other))).toBe(page(other));
  });

  it('keeps a "$" in the page as it is (the replacement is not a pattern)', () => {
    const withDollar = page(`<p>$& $1 $$</p>${entry}`);
    expect(scriptsAfterPhoto(withDollar)).toContain('<p>$& $1 $$</p>');
  });
});

describe('waitsForPhoto', () => {
  it('is the car page alone', () => {
    expect(waitsForPhoto('/pages/cars/@slug')).toBe(true);
    expect(waitsForPhoto('/pages/search')).toBe(false);
    expect(waitsForPhoto('/pages/index')).toBe(false);
    expect(waitsForPhoto(null)).toBe(false);
  });
});
