import { describe, expect, it } from 'vitest';
import {
  colourPairs,
  composite,
  contrastRatio,
  contrastVerdict,
  formatRatio,
  parseColour,
  relativeLuminance,
} from './contrast';
import { themeTokens } from './theme';

const rgb = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });
const black = rgb(0, 0, 0);
const white = rgb(255, 255, 255);

describe('parseColour', () => {
  it('reads what getComputedStyle writes', () => {
    expect(parseColour('rgb(29, 78, 216)')).toEqual(rgb(29, 78, 216));
    expect(parseColour('rgba(17, 24, 39, 0.6)')).toEqual(rgb(17, 24, 39, 0.6));
    expect(parseColour('rgb(17 24 39 / 0.6)')).toEqual(rgb(17, 24, 39, 0.6));
    expect(parseColour('rgb(17 24 39 / 60%)')).toEqual(rgb(17, 24, 39, 0.6));
    expect(parseColour('  RGB(0, 0, 0)  ')).toEqual(black);
    expect(parseColour('transparent')).toEqual(rgb(0, 0, 0, 0));
  });

  it('reads hex in its four lengths', () => {
    expect(parseColour('#fff')).toEqual(white);
    expect(parseColour('#1d4ed8')).toEqual(rgb(29, 78, 216));
    expect(parseColour('#0008')).toEqual(rgb(0, 0, 0, 0x88 / 255));
    expect(parseColour('#11182799')).toEqual(rgb(17, 24, 39, 0x99 / 255));
  });

  it('gives null for what it cannot read, so the caller converts it', () => {
    for (const value of ['oklch(0.5 0.1 200)', 'color(srgb 1 0 0)', 'red', '#12345', 'rgb(1, 2)']) {
      expect(parseColour(value)).toBeNull();
    }
  });
});

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance(black)).toBe(0);
    expect(relativeLuminance(white)).toBeCloseTo(1, 10);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white, either way round, and 1 for a colour on itself', () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 10);
    expect(contrastRatio(white, black)).toBeCloseTo(21, 10);
    expect(contrastRatio(rgb(29, 78, 216), rgb(29, 78, 216))).toBe(1);
  });

  it('matches known WCAG values', () => {
    // #767676 on white is the classic lightest grey that passes 4.5:1.
    expect(contrastRatio(rgb(0x76, 0x76, 0x76), white)).toBeCloseTo(4.54, 2);
    expect(contrastRatio(rgb(0x77, 0x77, 0x77), white)).toBeLessThan(4.5);
    // The kit defaults: primary-foreground (#fff) on primary (#1d4ed8).
    expect(contrastRatio(white, rgb(0x1d, 0x4e, 0xd8))).toBeCloseTo(6.7, 1);
  });

  it('lays a translucent foreground over the background first', () => {
    const halfBlack = rgb(0, 0, 0, 0.5);
    expect(composite(halfBlack, white)).toEqual(rgb(127.5, 127.5, 127.5));
    expect(contrastRatio(halfBlack, white)).toBeCloseTo(
      contrastRatio(rgb(127.5, 127.5, 127.5), white),
      10,
    );
    // A fully transparent foreground is the background itself.
    expect(contrastRatio(rgb(0, 0, 0, 0), white)).toBe(1);
  });

  it('lays a translucent background over white', () => {
    expect(contrastRatio(black, rgb(0, 0, 0, 0))).toBeCloseTo(21, 10);
  });
});

describe('contrastVerdict', () => {
  it('needs 4.5:1 for text, 3:1 for the parts of a control, nothing for decoration', () => {
    expect(contrastVerdict(4.5, 'text')).toBe('pass');
    expect(contrastVerdict(4.4999, 'text')).toBe('fail');
    expect(contrastVerdict(3, 'non-text')).toBe('pass');
    expect(contrastVerdict(2.99, 'non-text')).toBe('fail');
    expect(contrastVerdict(1.2, 'decorative')).toBe('no minimum');
  });

  it('prints the ratio rounded down, so a failing ratio never reads as the minimum', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
    expect(formatRatio(6.705)).toBe('6.70:1');
  });
});

describe('colourPairs', () => {
  it('checks every surface with its -foreground as text', () => {
    const surfaces = themeTokens.colour
      .filter((name) => name.endsWith('-foreground'))
      .map((name) => name.replace(/-foreground$/, ''));
    for (const surface of [...surfaces, 'background']) {
      const foreground = surface === 'background' ? 'foreground' : `${surface}-foreground`;
      expect(colourPairs).toContainEqual(
        expect.objectContaining({ foreground, background: surface, kind: 'text' }),
      );
    }
  });

  it('lists each pair once', () => {
    const keys = colourPairs.map((p) => `${p.foreground} on ${p.background}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
