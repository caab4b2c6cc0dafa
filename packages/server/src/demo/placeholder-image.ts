import type { Car } from '@forecourt/core';
import { type CaravanStyle, colours, type DemoBody } from './catalogue';

// Demo stock images: an SVG that reads as a listing photo placeholder, a side
// view of the car's body shape (or the caravan's) painted in its colour on a
// showroom backdrop, with the listing title. Never a grey box.
//
// Every word of the drawing stays inside PHOTO_TEXT_AREA, the part of the
// photo every place that shows it keeps whole: a result card crops
// the 16:9 photo to 4:3 (object-fit: cover keeps x 80 to 560 of 640) and lays
// its tag and favourite button over the top corners (down to about y 90 on the
// narrowest, 16rem card) and the location over the bottom left; the car
// page's gallery (16:9, 16:10) crops less. The title is sized and wrapped to
// fit by a width estimate that errs wide for any sans-serif the image
// endpoint may fall back to.

export interface PlaceholderInput {
  body: DemoBody | CaravanStyle | string;
  colourHex: string;
  title: string;
  /** Which photo of the listing (0 is the primary); changes the backdrop and the angle label. */
  index: number;
  /** How many photos the listing has, when known: the caption says 'photo 2 of 5'. */
  count?: number | null;
  /** A caravan is drawn as one whatever its body says. */
  itemType?: Car['item_type'];
}

export const PHOTO_WIDTH = 640;
export const PHOTO_HEIGHT = 360;
/** The box every word of a photo is drawn inside (see the note at the top). */
export const PHOTO_TEXT_AREA = { left: 100, right: 540, top: 96, bottom: 186 } as const;

const TITLE_SIZES = [26, 24, 22, 20, 18] as const;
const CAPTION_SIZE = 15;
/** Baseline to the top of capitals and accents, and to the bottom of descenders, as parts of the size. */
const ASCENT = 0.95;
const DESCENT = 0.25;
const TITLE_LINE_HEIGHT = 1.2;
const CAPTION_GAP = 26;

const carViews = [
  'Side',
  'Front three-quarter',
  'Rear three-quarter',
  'Interior',
  'Boot',
  'Wheels',
];
const caravanViews = [
  'Side',
  'Front three-quarter',
  'Rear three-quarter',
  'Interior',
  'Kitchen',
  'Bedroom',
];
const caravanStyles: readonly string[] = [
  'Caravan',
  'Pop Top',
  'Off Road',
  'Hybrid',
  'Camper Trailer',
] satisfies readonly CaravanStyle[];
const backdrops = [
  ['#dfe9f3', '#ffffff'],
  ['#f3e7df', '#fffaf5'],
  ['#e2f0e6', '#f7fff9'],
  ['#e9e4f5', '#fbf9ff'],
] as const;

/**
 * Advance widths in hundredths of an em of the printable ASCII characters
 * (space to '~'), each the wider of DejaVu Sans Bold and Liberation Sans Bold
 * (Arial's metrics), rounded up: DejaVu is the widest sans-serif an image
 * endpoint commonly falls back to.
 */
const ASCII_WIDTHS = [
  35, 46, 53, 84, 70, 101, 88, 31, 46, 46, 53, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70,
  70, 70, 40, 40, 84, 84, 84, 62, 100, 78, 77, 74, 84, 69, 69, 83, 84, 38, 56, 78, 64, 100, 84, 86,
  74, 86, 78, 73, 69, 82, 78, 111, 78, 73, 73, 46, 37, 46, 84, 56, 50, 68, 72, 60, 72, 68, 44, 72,
  72, 35, 35, 67, 35, 105, 72, 69, 72, 72, 50, 60, 48, 72, 66, 93, 65, 66, 59, 72, 37, 72, 84,
];

/**
 * How wide a bold sans-serif line of `text` draws at `size`, erring wide: the
 * measured widths above, a full em for anything outside ASCII.
 */
export function estimateTextWidth(text: string, size: number): number {
  let hundredths = 0;
  for (const c of text) {
    const code = c.codePointAt(0) ?? 0;
    hundredths += code >= 32 && code < 127 ? (ASCII_WIDTHS[code - 32] ?? 100) : 100;
  }
  return (hundredths / 100) * size;
}

/** Words of `text` on lines no wider than `width` at `size`; a word too wide for a line is cut with '…'. */
function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (estimateTextWidth(next, size) <= width) {
      line = next;
    } else {
      if (line) lines.push(line);
      line = shorten(word, size, width);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** `text` as it is when it fits, else cut to fit with an ellipsis. */
function shorten(text: string, size: number, width: number): string {
  if (estimateTextWidth(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 0 && estimateTextWidth(`${cut}…`, size) > width) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The title on one or two lines at the largest size that fits; the second line cut if it must be. */
export function fitTitle(title: string, width: number): { size: number; lines: string[] } {
  const words = title.split(/\s+/).filter(Boolean);
  for (const size of TITLE_SIZES) {
    if (estimateTextWidth(words.join(' '), size) <= width)
      return { size, lines: [words.join(' ')] };
    // Two lines as even as they come ('2023 Lotus Trooper' over '19ft 6in Ensuite').
    let best: { lines: string[]; widest: number } | null = null;
    for (let k = 1; k < words.length; k++) {
      const lines = [words.slice(0, k).join(' '), words.slice(k).join(' ')];
      const widest = Math.max(...lines.map((l) => estimateTextWidth(l, size)));
      if (widest <= width && (best === null || widest < best.widest)) best = { lines, widest };
    }
    if (best) return { size, lines: best.lines };
  }
  const size = TITLE_SIZES[TITLE_SIZES.length - 1] as number;
  const [first = '', ...rest] = wrap(title, size, width);
  return { size, lines: [first, shorten(`${rest.join(' ')}…`, size, width)] };
}

/** A vehicle's side profile in a 640×360 box, wheels on a ground line at y=289. */
type Drawing = { body: string; wheels: number[]; details: (hex: string) => string };

const carWindow = () =>
  '<path d="M250 185 L290 150 L420 150 L460 185 Z" fill="#273646" opacity="0.75"/>';
const vanWindows = (y: number, xs: number[], width = 110) =>
  xs
    .map(
      (x) =>
        `<rect x="${x}" y="${y}" width="${width}" height="42" rx="8" fill="#273646" opacity="0.8"/>`,
    )
    .join('');

function drawing(body: string, caravan: boolean): Drawing {
  if (caravan) {
    switch (body) {
      case 'Pop Top':
        return {
          body: 'M40 235 L60 235 L60 225 L110 225 L115 150 Q120 135 150 135 L520 135 Q560 135 565 160 L570 245 L110 245 Z',
          wheels: [330],
          details: () =>
            '<rect x="150" y="108" width="370" height="27" fill="#efe7d6" stroke="#8a8f96" stroke-width="3"/><rect x="140" y="98" width="390" height="12" rx="4" fill="#d9dde2" stroke="#8a8f96" stroke-width="3"/>' +
            vanWindows(160, [180, 360]),
        };
      case 'Off Road':
        return {
          body: 'M30 215 L60 215 L60 205 L110 205 L115 95 Q120 75 150 75 L520 75 Q560 75 565 110 L570 225 L110 225 Z',
          wheels: [300, 370],
          details: () =>
            '<rect x="112" y="195" width="456" height="30" fill="#9aa1a9" stroke="#6c737b" stroke-width="3"/>' +
            vanWindows(105, [180, 360]),
        };
      case 'Hybrid':
      case 'Camper Trailer':
        return {
          body: 'M90 240 L120 240 L120 230 L190 230 L195 160 Q198 148 212 148 L450 148 Q470 148 472 165 L475 250 L190 250 Z',
          wheels: [335],
          details: () =>
            '<path d="M205 148 L240 100 L430 100 L460 148 Z" fill="#e7dcc4" stroke="#8a8f96" stroke-width="3"/>' +
            vanWindows(170, [230, 350], 90),
        };
      default:
        return {
          body: 'M40 235 L60 235 L60 225 L110 225 L115 105 Q120 85 150 85 L520 85 Q560 85 565 120 L570 245 L110 245 Z',
          wheels: [330],
          details: () => vanWindows(115, [180, 360]),
        };
    }
  }
  switch (body) {
    case 'Ute':
      return {
        body: 'M70 250 L90 200 L250 190 L300 140 L400 140 L430 195 L580 195 L580 250 Z',
        wheels: [160, 480],
        details: () =>
          '<path d="M305 185 L320 152 L395 152 L415 185 Z" fill="#273646" opacity="0.75"/>',
      };
    case 'Van':
      return {
        body: 'M70 250 L75 120 Q80 95 110 95 L470 95 Q520 100 560 180 L575 250 Z',
        wheels: [165, 480],
        details: () =>
          '<path d="M470 110 Q505 115 535 175 L470 175 Z" fill="#273646" opacity="0.75"/>',
      };
    case 'SUV':
      return {
        body: 'M70 250 L80 195 L170 180 L230 125 L460 120 L530 180 L575 195 L575 250 Z',
        wheels: [160, 480],
        details: carWindow,
      };
    case 'People Mover':
      return {
        body: 'M70 250 L80 190 L160 175 L220 115 L480 110 L540 175 L575 190 L575 250 Z',
        wheels: [160, 480],
        details: carWindow,
      };
    case 'Hatch':
      return {
        body: 'M80 250 L90 205 L190 185 L260 135 L430 135 L505 195 L560 205 L560 250 Z',
        wheels: [160, 480],
        details: carWindow,
      };
    case 'Wagon':
      return {
        body: 'M70 250 L80 205 L180 190 L250 140 L500 138 L540 195 L575 205 L575 250 Z',
        wheels: [160, 480],
        details: carWindow,
      };
    case 'Coupe':
    case 'Convertible':
      return {
        body: 'M70 250 L85 210 L200 195 L290 150 L400 150 L480 200 L575 212 L575 250 Z',
        wheels: [160, 480],
        details: carWindow,
      };
    default:
      // Sedan and anything else: a three-box car.
      return {
        body: 'M70 250 L80 208 L190 192 L265 140 L420 140 L490 195 L575 208 L575 250 Z',
        wheels: [160, 480],
        details: carWindow,
      };
  }
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

/** Where the vehicle stands: scaled about its wheels' ground line, below the words. */
const GROUND_Y = 300;
const VEHICLE_SCALE = 0.52;

/** One line of a photo's words and the box it draws in (estimated wide, see estimateTextWidth). */
export type PhotoTextLine = {
  text: string;
  size: number;
  weight: 400 | 700;
  /** Horizontal centre and baseline. */
  x: number;
  y: number;
  box: { left: number; right: number; top: number; bottom: number };
};

/** Where the title and the caption of a photo go: centred, top down from the text area. */
export function photoTextLayout(input: {
  title: string;
  view: string;
  index: number;
  count?: number | null;
}): PhotoTextLine[] {
  const area = PHOTO_TEXT_AREA;
  const width = area.right - area.left;
  const x = (area.left + area.right) / 2;
  const line = (text: string, size: number, weight: 400 | 700, y: number): PhotoTextLine => {
    const half = estimateTextWidth(text, size) / 2;
    return {
      text,
      size,
      weight,
      x,
      y,
      box: { left: x - half, right: x + half, top: y - size * ASCENT, bottom: y + size * DESCENT },
    };
  };
  const title = fitTitle(input.title, width);
  const lines = title.lines.map((text, i) =>
    line(
      text,
      title.size,
      700,
      area.top + title.size * ASCENT + i * title.size * TITLE_LINE_HEIGHT,
    ),
  );
  const count = input.count && input.count > 0 ? input.count : null;
  const caption = shorten(
    `${input.view} view · photo ${input.index + 1}${count ? ` of ${count}` : ''}`,
    CAPTION_SIZE,
    width,
  );
  const last = lines[lines.length - 1]?.y ?? area.top;
  return [...lines, line(caption, CAPTION_SIZE, 400, last + CAPTION_GAP)];
}

export function carPlaceholderSvg(input: PlaceholderInput): string {
  const caravan = input.itemType === 'caravan' || caravanStyles.includes(input.body);
  const [from, to] = backdrops[input.index % backdrops.length] ?? backdrops[0];
  const views = caravan ? caravanViews : carViews;
  const view = views[input.index % views.length] ?? 'Side';
  const shape = drawing(input.body, caravan);
  const words = photoTextLayout({
    title: input.title,
    view,
    index: input.index,
    count: input.count ?? null,
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${PHOTO_WIDTH} ${PHOTO_HEIGHT}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" role="img"`,
    ` aria-label="${escapeXml(`${input.title}, ${view.toLowerCase()} view`)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT}" fill="url(#bg)"/>`,
    `<rect y="${GROUND_Y}" width="${PHOTO_WIDTH}" height="${PHOTO_HEIGHT - GROUND_Y}" fill="#cfd4da"/>`,
    `<ellipse cx="320" cy="${GROUND_Y + 2}" rx="160" ry="7" fill="#000" opacity="0.18"/>`,
    `<g transform="translate(320 ${GROUND_Y}) scale(${VEHICLE_SCALE}) translate(-320 -289)">`,
    `<path d="${shape.body}" fill="${input.colourHex}" stroke="${shade(input.colourHex, 0.55)}" stroke-width="4" stroke-linejoin="round"/>`,
    shape.details(input.colourHex),
    caravan
      ? ''
      : `<rect x="70" y="228" width="505" height="10" fill="${shade(input.colourHex, 0.75)}" opacity="0.6"/>`,
    ...shape.wheels.map(
      (x) =>
        `<circle cx="${x}" cy="255" r="34" fill="#1d1f22"/><circle cx="${x}" cy="255" r="15" fill="#aeb4bb"/>`,
    ),
    '</g>',
    ...words.map(
      (w) =>
        `<text x="${w.x}" y="${w.y.toFixed(1)}" text-anchor="middle" font-family="Arial, 'Liberation Sans', Helvetica, sans-serif" font-size="${w.size}" font-weight="${w.weight}" fill="${w.weight === 700 ? '#1d2733' : '#4a5561'}">${escapeXml(w.text)}</text>`,
    ),
    '</svg>',
  ].join('');
}

/** The paint a listing colour is drawn in; an unknown colour is the platform blue. */
export function colourHexOf(colour: string | null): string {
  return colours.find((c) => c.name === colour)?.hex ?? '#2456a6';
}

/**
 * Photo `index` of a demo car: its body shape in its colour, titled with its
 * name, the caption counting the photos its listing says it has.
 */
export function carPhotoSvg(
  car: Pick<Car, 'simple_body' | 'colour' | 'name'> &
    Partial<Pick<Car, 'item_type' | 'photos_count' | 'images'>>,
  index: number,
): string {
  return carPlaceholderSvg({
    body: car.simple_body ?? 'Sedan',
    colourHex: colourHexOf(car.colour),
    title: car.name,
    index,
    count: car.photos_count || car.images?.length || null,
    itemType: car.item_type,
  });
}
