import { describe, expect, it } from 'vitest';
import { makeNames } from './catalogue';
import { contrastWithWhite, makeLogoDesign, makeLogoSvg, makeMonogram } from './make-logo';

/**
 * Well-formed XML as far as these documents go: every tag closes in order,
 * attribute values are quoted, and no bare `&` or `<` sits in text or values.
 */
function wellFormed(xml: string): boolean {
  const open: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf('<', i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    if (/&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/.test(text)) return false;
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(xml);
    if (!m) return false;
    const [, closing, name, attrs = '', selfClosing] = m;
    if (/&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/.test(attrs)) return false;
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) {
      open.push(name ?? '');
    }
    i = tag.lastIndex;
  }
  return open.length === 0;
}

describe('make logos', () => {
  it('the same make always gets the same badge', () => {
    expect(makeLogoSvg('Toyota')).toBe(makeLogoSvg('Toyota'));
    expect(makeLogoDesign('Mercedes-Benz')).toEqual(makeLogoDesign('Mercedes-Benz'));
  });

  it('monograms: acronyms keep their letters, several words their initials, one word its initial', () => {
    expect(makeMonogram('BMW')).toBe('BMW');
    expect(makeMonogram('BYD')).toBe('BYD');
    expect(makeMonogram('KGM SsangYong')).toBe('KGM');
    expect(makeMonogram('Mercedes-Benz')).toBe('MB');
    expect(makeMonogram('Alfa Romeo')).toBe('AR');
    expect(makeMonogram('Lynk & Co')).toBe('LC');
    expect(makeMonogram('Rolls-Royce')).toBe('RR');
    expect(makeMonogram('Toyota')).toBe('T');
    expect(makeMonogram('XPeng')).toBe('X');
    expect(makeMonogram('  ')).toBe('?');
  });

  it('every make of the catalogue has its own badge, never a grey one, with readable white text', () => {
    const designs = makeNames.map((name) => makeLogoDesign(name));
    const keys = designs.map((d) => `${d.monogram} ${d.shape} ${d.fill}`);
    expect(new Set(keys).size).toBe(makeNames.length);
    expect(new Set(makeNames.map((name) => makeLogoSvg(name))).size).toBe(makeNames.length);
    for (const design of designs) {
      expect(design.fill).toMatch(/^#[0-9a-f]{6}$/);
      const n = Number.parseInt(design.fill.slice(1), 16);
      const [r, g, b] = [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
      // A grey has its channels within a few steps of each other.
      expect(Math.max(r, g, b) - Math.min(r, g, b)).toBeGreaterThan(40);
      expect(contrastWithWhite(design.fill)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('is a well-formed 64×64 SVG document for every make', () => {
    for (const name of makeNames) {
      const svg = makeLogoSvg(name);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"')).toBe(
        true,
      );
      expect(wellFormed(svg), name).toBe(true);
    }
  });

  it('escapes names with punctuation, ampersands, quotes and angle brackets', () => {
    expect(makeLogoSvg('Mercedes-Benz')).toContain('aria-label="Mercedes-Benz logo"');
    expect(makeLogoSvg('Alfa Romeo')).toContain('aria-label="Alfa Romeo logo"');
    const lynk = makeLogoSvg('Lynk & Co');
    expect(lynk).toContain('aria-label="Lynk &#38; Co logo"');
    expect(wellFormed(lynk)).toBe(true);
    const hostile = makeLogoSvg('"><script>alert(1)</script>');
    expect(hostile).not.toContain('<script');
    expect(hostile).toContain('&#34;&#62;&#60;script&#62;');
    expect(wellFormed(hostile)).toBe(true);
    // The checker itself refuses what a missed escape would produce.
    expect(wellFormed('<svg><text>Lynk & Co</text></svg>')).toBe(false);
    expect(wellFormed('<svg aria-label="a"b"></svg>')).toBe(false);
  });
});
