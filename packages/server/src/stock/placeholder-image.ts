import type { Car } from '@forecourt/core';
import { colours, type DemoBody } from './catalogue-data';

// Demo stock images: an SVG that reads as a car listing photo placeholder,
// a side view of the car's body shape painted in its colour on a showroom
// backdrop, with the listing title. Never a grey box (issue 4).

export interface PlaceholderInput {
  body: DemoBody | string;
  colourHex: string;
  title: string;
  /** Which photo of the listing (0 is the primary); changes the backdrop and the angle label. */
  index: number;
}

const views = ['Side', 'Front three-quarter', 'Rear three-quarter', 'Interior', 'Boot', 'Wheels'];
const backdrops = [
  ['#dfe9f3', '#ffffff'],
  ['#f3e7df', '#fffaf5'],
  ['#e2f0e6', '#f7fff9'],
  ['#e9e4f5', '#fbf9ff'],
] as const;

/** The side profile of each body, drawn in a 640×360 box on a ground line at y=280. */
function silhouette(body: string): string {
  switch (body) {
    case 'Ute':
      return 'M70 250 L90 200 L250 190 L300 140 L400 140 L430 195 L580 195 L580 250 Z';
    case 'Van':
      return 'M70 250 L75 120 Q80 95 110 95 L470 95 Q520 100 560 180 L575 250 Z';
    case 'SUV':
      return 'M70 250 L80 195 L170 180 L230 125 L460 120 L530 180 L575 195 L575 250 Z';
    case 'People Mover':
      return 'M70 250 L80 190 L160 175 L220 115 L480 110 L540 175 L575 190 L575 250 Z';
    case 'Hatch':
      return 'M80 250 L90 205 L190 185 L260 135 L430 135 L505 195 L560 205 L560 250 Z';
    case 'Wagon':
      return 'M70 250 L80 205 L180 190 L250 140 L500 138 L540 195 L575 205 L575 250 Z';
    case 'Coupe':
    case 'Convertible':
      return 'M70 250 L85 210 L200 195 L290 150 L400 150 L480 200 L575 212 L575 250 Z';
    case 'Caravan':
      return 'M40 235 L60 235 L60 225 L110 225 L115 105 Q120 85 150 85 L520 85 Q560 85 565 120 L570 245 L110 245 Z';
    case 'Motorhome':
      return 'M70 250 L72 90 Q76 70 110 70 L470 70 Q500 72 505 110 L520 150 Q560 160 575 200 L575 250 Z';
    default:
      // Sedan and anything else: a three-box car.
      return 'M70 250 L80 208 L190 192 L265 140 L420 140 L490 195 L575 208 L575 250 Z';
  }
}

function wheels(body: string): number[] {
  if (body === 'Caravan') return [330];
  if (body === 'Van' || body === 'Motorhome') return [165, 480];
  return [160, 480];
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A darker shade of a #rrggbb colour, for the shading under the windows. */
function shade(hex: string, factor: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const part = (shift: number) => Math.round(((n >> shift) & 0xff) * factor);
  return `rgb(${part(16)}, ${part(8)}, ${part(0)})`;
}

export function carPlaceholderSvg(input: PlaceholderInput): string {
  const [from, to] = backdrops[input.index % backdrops.length] ?? backdrops[0];
  const view = views[input.index % views.length] ?? 'Side';
  const wheelXs = wheels(input.body);
  const glass =
    input.body === 'Caravan' || input.body === 'Motorhome'
      ? '<rect x="180" y="115" width="120" height="45" rx="8" fill="#273646" opacity="0.8"/><rect x="340" y="115" width="120" height="45" rx="8" fill="#273646" opacity="0.8"/>'
      : '<path d="M250 185 L290 150 L420 150 L460 185 Z" fill="#273646" opacity="0.75"/>';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img"',
    ` aria-label="${escapeXml(`${input.title}, ${view.toLowerCase()} view`)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="640" height="360" fill="url(#bg)"/>',
    '<rect y="280" width="640" height="80" fill="#cfd4da"/>',
    '<ellipse cx="320" cy="282" rx="270" ry="12" fill="#000" opacity="0.18"/>',
    `<path d="${silhouette(input.body)}" fill="${input.colourHex}" stroke="${shade(input.colourHex, 0.55)}" stroke-width="4" stroke-linejoin="round"/>`,
    glass,
    `<rect x="70" y="228" width="505" height="10" fill="${shade(input.colourHex, 0.75)}" opacity="0.6"/>`,
    ...wheelXs.map(
      (x) =>
        `<circle cx="${x}" cy="255" r="34" fill="#1d1f22"/><circle cx="${x}" cy="255" r="15" fill="#aeb4bb"/>`,
    ),
    `<text x="24" y="40" font-family="Arial, sans-serif" font-size="22" font-weight="700" fill="#1d2733">${escapeXml(input.title)}</text>`,
    `<text x="24" y="66" font-family="Arial, sans-serif" font-size="15" fill="#4a5561">${escapeXml(view)} · photo ${input.index + 1}</text>`,
    '<text x="616" y="340" text-anchor="end" font-family="Arial, sans-serif" font-size="13" fill="#4a5561">Photo coming soon</text>',
    '</svg>',
  ].join('');
}

/** The paint a listing colour is drawn in; an unknown colour is the platform blue. */
export function colourHexOf(colour: string | null): string {
  return colours.find((c) => c.name === colour)?.hex ?? '#2456a6';
}

/** Photo `index` of a demo car: its body shape in its colour, titled with its name. */
export function carPhotoSvg(
  car: Pick<Car, 'simple_body' | 'colour' | 'name'>,
  index: number,
): string {
  return carPlaceholderSvg({
    body: car.simple_body ?? 'Sedan',
    colourHex: colourHexOf(car.colour),
    title: car.name,
    index,
  });
}
