import { readFileSync } from 'node:fs';

// The embedded geocoder's data: Australian postcodes with a point each, in the
// layout of GeoNames' postal-code export (download.geonames.org/export/zip/AU.zip,
// CC BY 4.0: tab-separated country code, postcode, place name, state name, state
// code, three levels of district name and code, latitude, longitude, accuracy),
// the open table postcode lookups in Australia are usually built on.
//
// The repository carries a demo extract in that layout
// (data/au-postcodes-demo.tsv: the capitals' and the larger regional centres'
// postcodes and those of the demo dealerships and their suburbs, each at its town
// centre). `POSTCODES_FILE` names a full AU.txt instead; nothing else changes.

/** One postcode's point: where a shopper giving it is taken to be. */
export type PostcodePlace = {
  postcode: string;
  /** The first place name the table gives for it ('Homebush'). */
  place: string;
  /** The state's code ('NSW'). */
  state: string;
  lat: number;
  lng: number;
};

/** Postcodes by their four digits. */
export type PostcodeTable = ReadonlyMap<string, PostcodePlace>;

/** The environment variable naming a GeoNames AU.txt to use instead of the demo extract. */
export const POSTCODES_FILE_VARIABLE = 'POSTCODES_FILE';

const DEMO_TABLE = new URL('./data/au-postcodes-demo.tsv', import.meta.url);

/**
 * Reads a table in GeoNames' postal-code layout. A postcode with several places
 * (2140: Homebush, Homebush West) is put at the middle of their points, named
 * after the first. Lines that are not Australian four-digit postcodes with
 * coordinates are skipped.
 */
export function readGeoNamesPostcodes(text: string): PostcodeTable {
  const sums = new Map<
    string,
    { place: string; state: string; lat: number; lng: number; n: number }
  >();
  for (const line of text.split(/\r?\n/)) {
    const cells = line.split('\t');
    const [country, postcode, place, , state] = cells;
    const lat = Number(cells[9]);
    const lng = Number(cells[10]);
    if (country !== 'AU' || !postcode || !/^\d{4}$/.test(postcode)) continue;
    if (!Number.isFinite(lat) || !Number.isFinite(lng) || cells[9] === '' || cells[10] === '') {
      continue;
    }
    const sum = sums.get(postcode);
    if (sum) {
      sum.lat += lat;
      sum.lng += lng;
      sum.n += 1;
    } else {
      sums.set(postcode, { place: place ?? '', state: state ?? '', lat, lng, n: 1 });
    }
  }
  const table = new Map<string, PostcodePlace>();
  for (const [postcode, sum] of sums) {
    table.set(postcode, {
      postcode,
      place: sum.place,
      state: sum.state,
      lat: Math.round((sum.lat / sum.n) * 1e4) / 1e4,
      lng: Math.round((sum.lng / sum.n) * 1e4) / 1e4,
    });
  }
  return table;
}

let demo: PostcodeTable | null = null;

/**
 * The postcode table: the GeoNames file `POSTCODES_FILE` names, else the demo
 * extract shipped with this package. A named file that cannot be read stops the
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
  demo ??= readGeoNamesPostcodes(readFileSync(DEMO_TABLE, 'utf8'));
  return demo;
}
