import type { ThemeTokenName } from './theme';

// WCAG 2.2 contrast for the Design tokens page: the ratio of two colours as the
// browser computed them, and the colour pairs of the theme contract that a template
// must keep readable. Pure functions, so the page's numbers are unit-tested.

/** An sRGB colour with 0–255 channels and an alpha of 0–1. */
export type Rgba = { r: number; g: number; b: number; a: number };

const channel = (value: string): number | null => {
  const n = value.endsWith('%') ? (Number(value.slice(0, -1)) / 100) * 255 : Number(value);
  return Number.isFinite(n) ? Math.min(255, Math.max(0, n)) : null;
};
const alpha = (value: string | undefined): number | null => {
  if (value === undefined) return 1;
  const n = value.endsWith('%') ? Number(value.slice(0, -1)) / 100 : Number(value);
  return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : null;
};

/**
 * Reads a colour as `getComputedStyle` writes it (`rgb(r, g, b)`, `rgba(r, g, b, a)`,
 * the space-separated `rgb(r g b / a)`) or as hex (`#rgb`, `#rgba`, `#rrggbb`,
 * `#rrggbbaa`). Null for anything else (a colour space the caller must convert first).
 */
export function parseColour(value: string): Rgba | null {
  const text = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(text)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const byte = (i: number) => Number.parseInt(full.slice(i, i + 2), 16);
    return { r: byte(0), g: byte(2), b: byte(4), a: full.length === 8 ? byte(6) / 255 : 1 };
  }
  if (text === 'transparent') return { r: 0, g: 0, b: 0, a: 0 };
  const fn = /^rgba?\((.*)\)$/.exec(text)?.[1];
  if (!fn) return null;
  const [colours, slashAlpha] = fn.split('/').map((part) => part.trim());
  const parts = (colours ?? '').split(/[\s,]+/).filter(Boolean);
  if (parts.length !== 3 && !(parts.length === 4 && slashAlpha === undefined)) return null;
  const [r, g, b] = parts.slice(0, 3).map(channel);
  const a = alpha(slashAlpha ?? parts[3]);
  if (r == null || g == null || b == null || a == null) return null;
  return { r, g, b, a };
}

/** The colour a translucent `top` shows over an opaque `bottom` (source-over). */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** WCAG 2.2 relative luminance of an opaque sRGB colour (0 black … 1 white). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * WCAG 2.2 contrast ratio (1 … 21) of a foreground drawn on a background. A
 * translucent foreground is first laid over the background; a translucent
 * background over white (the page behind everything).
 */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const white = { r: 255, g: 255, b: 255, a: 1 };
  const bg = background.a < 1 ? composite(background, white) : background;
  const fg = foreground.a < 1 ? composite(foreground, bg) : foreground;
  const [light, dark] = [relativeLuminance(fg), relativeLuminance(bg)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * What a pair must reach: text 4.5:1 (WCAG 1.4.3), the parts of a control or a
 * focus indicator 3:1 (1.4.11), and nothing for a decorative line.
 */
export type PairKind = 'text' | 'non-text' | 'decorative';

export const minimumContrast: Record<PairKind, number | null> = {
  text: 4.5,
  'non-text': 3,
  decorative: null,
};

/** Pass or fail against the pair's minimum, on the exact ratio (4.49:1 fails 4.5:1). */
export function contrastVerdict(ratio: number, kind: PairKind): 'pass' | 'fail' | 'no minimum' {
  const minimum = minimumContrast[kind];
  if (minimum === null) return 'no minimum';
  return ratio >= minimum ? 'pass' : 'fail';
}

/** The ratio as the docs print it: two decimals, rounded down so 4.499 never reads 4.50. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}

export type ColourPair = {
  foreground: ThemeTokenName;
  background: ThemeTokenName;
  kind: PairKind;
  /** Where the kit draws this pair. */
  use: string;
};

/**
 * The colour pairs the kit draws, as the Design tokens page checks them: every
 * surface with its `-foreground`, the text colours used on the page's own surfaces,
 * and the lines that mark a control or focus.
 */
export const colourPairs: readonly ColourPair[] = [
  { foreground: 'foreground', background: 'background', kind: 'text', use: 'Body text' },
  { foreground: 'surface-foreground', background: 'surface', kind: 'text', use: 'Cards, panels' },
  { foreground: 'muted-foreground', background: 'muted', kind: 'text', use: 'Muted panels' },
  { foreground: 'primary-foreground', background: 'primary', kind: 'text', use: 'Main buttons' },
  {
    foreground: 'secondary-foreground',
    background: 'secondary',
    kind: 'text',
    use: 'Secondary buttons',
  },
  { foreground: 'accent-foreground', background: 'accent', kind: 'text', use: 'Accent badges' },
  { foreground: 'danger-foreground', background: 'danger', kind: 'text', use: 'Danger buttons' },
  { foreground: 'success-foreground', background: 'success', kind: 'text', use: 'Success badges' },
  { foreground: 'warning-foreground', background: 'warning', kind: 'text', use: 'Warnings' },
  {
    foreground: 'muted-foreground',
    background: 'background',
    kind: 'text',
    use: 'Hints, captions',
  },
  { foreground: 'muted-foreground', background: 'surface', kind: 'text', use: 'Card details' },
  { foreground: 'foreground', background: 'muted', kind: 'text', use: 'Chips, hovered items' },
  { foreground: 'primary', background: 'background', kind: 'text', use: 'Links, outline buttons' },
  { foreground: 'primary', background: 'surface', kind: 'text', use: 'Links and prices on cards' },
  { foreground: 'danger', background: 'background', kind: 'text', use: 'Field errors' },
  { foreground: 'danger', background: 'surface', kind: 'text', use: 'Errors in dialogs' },
  { foreground: 'input', background: 'background', kind: 'non-text', use: 'Field borders' },
  { foreground: 'input', background: 'surface', kind: 'non-text', use: 'Field borders in dialogs' },
  { foreground: 'ring', background: 'background', kind: 'non-text', use: 'Focus ring' },
  { foreground: 'border', background: 'background', kind: 'decorative', use: 'Dividers' },
];
