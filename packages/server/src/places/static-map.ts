import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoGraticule, geoMercator, geoPath } from 'd3-geo';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

// The embedded default of the maps service (docs/rules.md#location-pages:
// the hero's map): a static map drawn here,
// offline, from Natural Earth's coastlines (public domain, shipped as TopoJSON in
// the `world-atlas` package), with the location marked. It is an SVG the page
// loads as an image, so it costs the first paint nothing but its bytes, and it is
// never a grey box: a shopper sees the coast, the neighbouring locations and where
// in Australia the dealership is. Google's interactive map replaces it only when a
// shopper asks for it (and the site has a key).

/** Where a marker goes. */
export type MapPoint = { lat: number; long: number };

export type StaticMapOptions = {
  /** The location the map is of: the centre, with the large pin. */
  center: MapPoint;
  /** Other locations to show as dots where they fall inside the map. */
  others?: readonly MapPoint[];
  /** Drawing size in SVG units; the image scales to its box. */
  width?: number;
  height?: number;
  /** Kilometres the map spans across. */
  spanKm?: number;
  /** The map's accessible name (its <title>), e.g. 'Map of Harbour Toyota Sales, Homebush NSW'. */
  title: string;
};

export const STATIC_MAP_WIDTH = 640;
export const STATIC_MAP_HEIGHT = 400;
/** Enough to show a suburb and its neighbours, and the coast for most showrooms. */
export const STATIC_MAP_SPAN_KM = 60;

const EARTH_RADIUS_KM = 6371;

/** The colours of the drawing (an image cannot read the page's tokens). */
export const staticMapPalette = {
  sea: '#cfe1ee',
  land: '#f4f0e6',
  coast: '#9bb3c6',
  grid: '#e2dccd',
  pin: '#c0262d',
  pinRing: '#ffffff',
  other: '#3c4f63',
  text: '#2b3a48',
  insetSea: '#e6eff5',
  insetLand: '#d9d2c0',
  insetFrame: '#7d8d9b',
} as const;

type Land = Feature<MultiPolygon | Polygon>;
type Box = { west: number; east: number; south: number; north: number };

/** Australia and its waters, with room for Lord Howe, Norfolk Island and the Torres Strait. */
const AUSTRALIA_BOX: Box = { west: 108, east: 170, south: -48, north: -8 };

function boxOf(ring: readonly Position[]): Box {
  let west = Number.POSITIVE_INFINITY;
  let east = Number.NEGATIVE_INFINITY;
  let south = Number.POSITIVE_INFINITY;
  let north = Number.NEGATIVE_INFINITY;
  for (const [x = 0, y = 0] of ring) {
    west = Math.min(west, x);
    east = Math.max(east, x);
    south = Math.min(south, y);
    north = Math.max(north, y);
  }
  return { west, east, south, north };
}

const overlaps = (a: Box, b: Box) =>
  a.east >= b.west && a.west <= b.east && a.north >= b.south && a.south <= b.north;
const inside = (a: Box, b: Box) =>
  a.west >= b.west && a.east <= b.east && a.south >= b.south && a.north <= b.north;

/** Australia and Tasmania without the islands to the north: the inset's outline. */
const MAINLAND_BOX: Box = { west: 112, east: 155, south: -44.5, north: -10 };

/** The land of one of world-atlas's files, kept only around Australia (drawing the world each time is slow). */
function loadLand(file: 'land-10m.json' | 'land-110m.json', within: Box = AUSTRALIA_BOX): Land {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(
    readFileSync(require.resolve(`world-atlas/${file}`), 'utf8'),
  ) as Topology<{ land: GeometryCollection }>;
  const world = feature(topology, topology.objects.land);
  const polygons: Position[][][] = [];
  for (const part of world.features) {
    const geometry = part.geometry;
    if (geometry.type === 'Polygon') polygons.push(geometry.coordinates);
    else if (geometry.type === 'MultiPolygon') polygons.push(...geometry.coordinates);
  }
  return {
    type: 'Feature',
    properties: {},
    geometry: {
      type: 'MultiPolygon',
      coordinates: polygons.filter((p) => {
        const ring = p[0];
        if (ring === undefined) return false;
        return within === AUSTRALIA_BOX
          ? overlaps(boxOf(ring), within)
          : inside(boxOf(ring), within);
      }),
    },
  };
}

let detailed: Land | null = null;
let outline: Land | null = null;
/** The coastlines, read once (about 0.5 s and 3 MB) on the first map drawn. */
function lands(): { detailed: Land; outline: Land } {
  detailed ??= loadLand('land-10m.json');
  outline ??= loadLand('land-110m.json', MAINLAND_BOX);
  return { detailed, outline };
}

/**
 * The land cut to a box in longitude and latitude (Sutherland–Hodgman, ring by
 * ring), so d3 projects and clips a few thousand points instead of a continent's
 * coastline. Over a box a degree or two wide the flat cut is exact enough: d3's own
 * clip to the drawing still decides the edge.
 */
function landWithin(land: Land, box: Box): Land {
  const polygons =
    land.geometry.type === 'Polygon' ? [land.geometry.coordinates] : land.geometry.coordinates;
  const kept: Position[][][] = [];
  for (const polygon of polygons) {
    const outer = polygon[0];
    if (!outer || !overlaps(boxOf(outer), box)) continue;
    const rings = polygon
      .map((ring) => (inside(boxOf(ring), box) ? [...ring] : clipRing(ring, box)))
      .filter((ring) => ring.length >= 4);
    if (rings[0] && rings[0] === rings.find((r) => r.length >= 4)) kept.push(rings);
  }
  return { type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: kept } };
}

function clipRing(ring: readonly Position[], box: Box): Position[] {
  type Edge = { inside: (p: Position) => boolean; cross: (a: Position, b: Position) => Position };
  const at = (a: Position, b: Position, t: number): Position => [
    (a[0] ?? 0) + ((b[0] ?? 0) - (a[0] ?? 0)) * t,
    (a[1] ?? 0) + ((b[1] ?? 0) - (a[1] ?? 0)) * t,
  ];
  const x = (p: Position) => p[0] ?? 0;
  const y = (p: Position) => p[1] ?? 0;
  const edges: Edge[] = [
    {
      inside: (p) => x(p) >= box.west,
      cross: (a, b) => at(a, b, (box.west - x(a)) / (x(b) - x(a))),
    },
    {
      inside: (p) => x(p) <= box.east,
      cross: (a, b) => at(a, b, (box.east - x(a)) / (x(b) - x(a))),
    },
    {
      inside: (p) => y(p) >= box.south,
      cross: (a, b) => at(a, b, (box.south - y(a)) / (y(b) - y(a))),
    },
    {
      inside: (p) => y(p) <= box.north,
      cross: (a, b) => at(a, b, (box.north - y(a)) / (y(b) - y(a))),
    },
  ];
  let points: Position[] = ring.slice(0, -1);
  for (const edge of edges) {
    const input = points;
    points = [];
    for (let i = 0; i < input.length; i++) {
      const current = input[i] as Position;
      const previous = input[(i + input.length - 1) % input.length] as Position;
      if (edge.inside(current)) {
        if (!edge.inside(previous)) points.push(edge.cross(previous, current));
        points.push(current);
      } else if (edge.inside(previous)) {
        points.push(edge.cross(previous, current));
      }
    }
    if (points.length === 0) return [];
  }
  const first = points[0] as Position;
  return [...points, first];
}

const round = (n: number) => Math.round(n * 10) / 10;

/** d3's path data with coordinates to one decimal: a tenth of a pixel is plenty. */
function compact(d: string | null): string {
  return (d ?? '').replace(/-?\d+\.\d+/g, (n) => String(round(Number(n))));
}

/** Whole units, with the points that fall together dropped: the inset is 140 units wide. */
function whole(d: string | null): string {
  return (d ?? '')
    .replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n))))
    .replace(/L(-?\d+),(-?\d+)(?=L\1,\2(?!\d))/g, '');
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** A scale bar's length: 1, 2 or 5 times a power of ten, at most a quarter of the map. */
function scaleBarKm(spanKm: number): number {
  const most = spanKm / 4;
  const power = 10 ** Math.floor(Math.log10(most));
  for (const step of [5, 2, 1]) if (step * power <= most) return step * power;
  return power;
}

/** The pin: a drop 30 units tall whose point is at (0, 0). */
const PIN = 'M0 0C-2.5-6-10-11.5-10-19a10 10 0 0 1 20 0C10-11.5 2.5-6 0 0Z';

/**
 * An SVG map centred on `center`, `spanKm` across: sea, land and coast from
 * Natural Earth 1:10m, a light graticule every quarter degree, the other
 * locations as dots, the location as a pin, a scale bar, and an inset of
 * Australia marking where the map is. Deterministic: the same input draws the
 * same bytes (the page baselines compare it).
 */
export function staticMapSvg(options: StaticMapOptions): string {
  const width = options.width ?? STATIC_MAP_WIDTH;
  const height = options.height ?? STATIC_MAP_HEIGHT;
  const spanKm = options.spanKm ?? STATIC_MAP_SPAN_KM;
  const { center } = options;
  const palette = staticMapPalette;
  const { detailed: land, outline: australia } = lands();

  // Mercator: x = scale * longitude (radians), so a kilometre east at this
  // latitude is scale / (R cos φ) units.
  const scale = (width * EARTH_RADIUS_KM * Math.cos((center.lat * Math.PI) / 180)) / spanKm;
  const projection = geoMercator()
    .center([center.long, center.lat])
    .scale(scale)
    .translate([width / 2, height / 2])
    .clipExtent([
      [-2, -2],
      [width + 2, height + 2],
    ]);
  const path = geoPath(projection);
  // The view's box in degrees, with a margin, to cut the coastline to before drawing.
  const [west, north] = projection.invert?.([-20, -20]) ?? [center.long - 2, center.lat + 2];
  const [east, south] = projection.invert?.([width + 20, height + 20]) ?? [
    center.long + 2,
    center.lat - 2,
  ];
  const viewBox: Box = { west, east, south, north };
  const grid = geoGraticule()
    .step([0.25, 0.25])
    .extent([
      [center.long - 3, center.lat - 3],
      [center.long + 3, center.lat + 3],
    ]);

  const parts: string[] = [];
  parts.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-labelledby="t">`,
    `<title id="t">${escapeXml(options.title)}</title>`,
    `<rect width="${width}" height="${height}" fill="${palette.sea}"/>`,
    `<path d="${compact(path(landWithin(land, viewBox)))}" fill="${palette.land}" stroke="${palette.coast}" stroke-width="1.5" stroke-linejoin="round"/>`,
    // A light graticule every quarter degree, over land and sea alike.
    `<path d="${compact(path(grid()))}" fill="none" stroke="${palette.grid}" stroke-width="1" opacity="0.8"/>`,
  );

  for (const other of options.others ?? []) {
    const at = projection([other.long, other.lat]);
    if (!at) continue;
    const [x, y] = at;
    if (x < 0 || x > width || y < 0 || y > height) continue;
    if (Math.hypot(x - width / 2, y - height / 2) < 6) continue;
    parts.push(
      `<circle cx="${round(x)}" cy="${round(y)}" r="6" fill="${palette.other}" stroke="${palette.pinRing}" stroke-width="2"/>`,
    );
  }

  parts.push(
    `<g transform="translate(${width / 2} ${height / 2})">`,
    `<ellipse cx="0" cy="0" rx="7" ry="3" fill="#000" opacity="0.2"/>`,
    `<path d="${PIN}" fill="${palette.pin}" stroke="${palette.pinRing}" stroke-width="2.5"/>`,
    `<circle cx="0" cy="-19" r="4" fill="${palette.pinRing}"/>`,
    '</g>',
  );

  // Scale bar, bottom left.
  const barKm = scaleBarKm(spanKm);
  const barLength = round((barKm / spanKm) * width);
  const barY = height - 18;
  parts.push(
    `<g font-family="DejaVu Sans, Arial, sans-serif" font-size="13" fill="${palette.text}">`,
    `<rect x="12" y="${barY - 20}" width="${barLength + 16}" height="28" rx="4" fill="#ffffff" opacity="0.85"/>`,
    `<path d="M20 ${barY - 4}v4h${barLength}v-4" fill="none" stroke="${palette.text}" stroke-width="2"/>`,
    `<text x="${20 + barLength / 2}" y="${barY - 8}" text-anchor="middle">${barKm} km</text>`,
    '</g>',
  );

  // Inset: Australia, with the map's place marked.
  const insetWidth = Math.round(width * 0.22);
  const insetHeight = Math.round(insetWidth * 0.82);
  const insetX = width - insetWidth - 10;
  const insetY = 10;
  const inset = geoMercator().fitExtent(
    [
      [insetX + 4, insetY + 4],
      [insetX + insetWidth - 4, insetY + insetHeight - 4],
    ],
    {
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [113, -10.5],
          [153.8, -43.7],
        ],
      },
    },
  );
  const insetPath = geoPath(inset);
  const here = inset([center.long, center.lat]);
  parts.push(
    `<rect x="${insetX}" y="${insetY}" width="${insetWidth}" height="${insetHeight}" fill="${palette.insetSea}" stroke="${palette.insetFrame}" stroke-width="1"/>`,
    `<path d="${whole(insetPath(australia))}" fill="${palette.insetLand}" stroke="none"/>`,
  );
  if (here) {
    parts.push(
      `<circle cx="${round(here[0])}" cy="${round(here[1])}" r="4" fill="${palette.pin}" stroke="${palette.pinRing}" stroke-width="1.5"/>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}
