// Demo make logos: the seed stores `/media/logos/{slug}.svg` for every make
// (docs/rules.md#model-and-manufacturer-records) but ships no brand artwork, so each make gets
// a generated badge instead: its monogram on a roundel, shield or hexagon in a
// colour drawn from its name. The same name always gives the same badge, and
// the white monogram keeps at least 4.5:1 contrast on any colour. Never a grey
// box, and no brand's real mark.

export type MakeLogoShape = 'roundel' | 'shield' | 'hexagon';

export type MakeLogoDesign = {
  /** One to three capitals: 'BMW', 'MB' for Mercedes-Benz, 'T' for Toyota. */
  monogram: string;
  shape: MakeLogoShape;
  /** The badge colour, #rrggbb, dark enough for white text. */
  fill: string;
  /** A darker shade of the fill for the rim. */
  rim: string;
};

const shapes: readonly MakeLogoShape[] = ['roundel', 'shield', 'hexagon'];

/** FNV-1a over UTF-16 code units: tiny, stable across runs and platforms. */
function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * Acronym makes keep their letters (BMW, BYD, KGM SsangYong → KGM); names of
 * several words take their initials (Alfa Romeo → AR, Lynk & Co → LC); one
 * word is its initial (Toyota → T).
 */
export function makeMonogram(name: string): string {
  const words = name
    .split(/[\s\-&/.,+]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((w) => w !== '');
  const first = words[0];
  if (!first) return '?';
  const acronym = (w: string) => w.length >= 2 && w.length <= 3 && w === w.toUpperCase();
  if (acronym(first)) return first.toUpperCase();
  if (words.length > 1) {
    return words
      .slice(0, 3)
      .map((w) => w[0] ?? '')
      .join('')
      .toUpperCase()
      .slice(0, 3);
  }
  return (first[0] ?? '?').toUpperCase();
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0), f(8), f(4)].map((v) => Math.round(v * 255)) as [number, number, number];
}

function hex([r, g, b]: [number, number, number]): string {
  return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG relative luminance of an sRGB colour. */
function luminance(rgb: [number, number, number]): number {
  const [r, g, b] = rgb.map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast of white text on this colour (WCAG 2). */
export function contrastWithWhite(hexColour: string): number {
  const n = Number.parseInt(hexColour.slice(1), 16);
  return 1.05 / (luminance([(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]) + 0.05);
}

export function makeLogoDesign(name: string): MakeLogoDesign {
  const h = hash(name.trim().toLowerCase());
  // Hues 40–80 darken to olive and brown, so the wheel skips them.
  const spin = h % 320;
  const hue = spin < 40 ? spin : spin + 40;
  const saturation = 0.5 + ((h >>> 9) % 20) / 100;
  let lightness = 0.36 + ((h >>> 14) % 8) / 100;
  // Yellows and greens are bright at any lightness: darken until white reads on them.
  let fill = hslToRgb(hue, saturation, lightness);
  while (1.05 / (luminance(fill) + 0.05) < 4.5 && lightness > 0.1) {
    lightness -= 0.02;
    fill = hslToRgb(hue, saturation, lightness);
  }
  return {
    monogram: makeMonogram(name),
    shape: shapes[(h >>> 20) % shapes.length] ?? 'roundel',
    fill: hex(fill),
    rim: hex(hslToRgb(hue, saturation, Math.max(0.08, lightness - 0.16))),
  };
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The outline of each shape in a 64×64 box, leaving room for the rim's stroke. */
function outline(shape: MakeLogoShape, inset: number): string {
  const a = 3 + inset;
  const b = 61 - inset;
  switch (shape) {
    case 'roundel':
      return `<circle cx="32" cy="32" r="${29 - inset}"`;
    case 'shield':
      return `<path d="M${a} ${a + 4} Q32 ${a - 3} ${b} ${a + 4} L${b} 30 Q${b - 2} ${50 - inset / 2} 32 ${b + 1} Q${a + 2} ${50 - inset / 2} ${a} 30 Z"`;
    case 'hexagon': {
      const r = 30 - inset;
      const points = [0, 1, 2, 3, 4, 5].map((i) => {
        const angle = (Math.PI / 3) * i - Math.PI / 2;
        return `${(32 + r * Math.cos(angle)).toFixed(2)},${(32 + r * Math.sin(angle)).toFixed(2)}`;
      });
      return `<polygon points="${points.join(' ')}"`;
    }
    default:
      return shape satisfies never;
  }
}

/** The make's badge as a 64×64 SVG document. */
export function makeLogoSvg(name: string): string {
  const design = makeLogoDesign(name);
  // Large letters: the list draws the badge at about 24 px, where every pixel counts.
  const size = design.monogram.length === 1 ? 36 : design.monogram.length === 2 ? 27 : 20;
  // The shield's visual centre sits above its point.
  const centreY = design.shape === 'shield' ? 30 : 32;
  const baseline = (centreY + size * 0.36).toFixed(1);
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img"',
    ` aria-label="${escapeXml(`${name} logo`)}">`,
    `${outline(design.shape, 0)} fill="${design.fill}" stroke="${design.rim}" stroke-width="3" stroke-linejoin="round"/>`,
    // A fine inner line reads as a badge's bevel at large sizes and vanishes at small ones.
    `${outline(design.shape, 4.5)} fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1" stroke-linejoin="round"/>`,
    `<text x="32" y="${baseline}" text-anchor="middle" font-family="Arial, Helvetica, 'Liberation Sans', sans-serif"`,
    ` font-size="${size}" font-weight="700" letter-spacing="${design.monogram.length > 2 ? -0.5 : 0}" fill="#ffffff">${escapeXml(design.monogram)}</text>`,
    '</svg>',
  ].join('');
}
