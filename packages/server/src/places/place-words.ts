import type { PostcodeTable } from './postcodes';

// Place words in a search query (docs/rules.md#place-words): a suburb, a town
// or a postcode the shopper names ('utes near parramatta', 'corolla 2150'),
// read against the postcode table. The lookup maps are built once per table
// (`placeIndex`); reading a query looks up a few keys per word.

/** A place a shopper names: a locality of a postcode, with its point. */
export type NamedPlace = {
  /** As the understood-query chip says it: 'Parramatta NSW 2150'. */
  label: string;
  postcode: string;
  /** The locality ('Parramatta'); for a postcode alone, the postcode's main name. */
  locality: string;
  /** The state's code ('NSW'). */
  state: string;
  lat: number;
  long: number;
};

/** The place a query names, the words that named it, and the query without them. */
export type PlaceWords = {
  place: NamedPlace;
  /** The words read as the place, as typed ('near parramatta'). */
  words: string;
  /** The rest of the query, as typed, words separated by one space ('utes'). */
  rest: string;
};

export type PlaceWordsOptions = {
  /** The current year: 4-digit numbers from 1950 to this year + 1 are model years unless introduced as a place. */
  thisYear: number;
  /**
   * Whether a word is one of the search's own (a make, a model, a facet value):
   * such a word is a place only after 'near', 'in' or 'around'. Asked with each
   * word of a place in lower case, without accents or apostrophes ('kia', 'ora').
   */
  isStockWord?: (word: string) => boolean;
  /** States to prefer for a locality name several states share (the site's dealerships' states), e.g. ['NSW']. */
  states?: readonly string[];
};

type PlaceEntry = {
  locality: string;
  postcode: string;
  state: string;
  lat: number;
  long: number;
};

/** The lookup maps over one postcode table: build once, read many queries. */
export type PlaceIndex = {
  readonly table: PostcodeTable;
  /** Locality entries by their key ('port macquarie'), the likeliest first. */
  readonly localities: ReadonlyMap<string, readonly PlaceEntry[]>;
  /** The most words a locality key has. */
  readonly longest: number;
};

/** The years a 4-digit number is read as, not a postcode, unless a place word introduces it. */
export const MIN_MODEL_YEAR = 1950;

/** Words that introduce a place; they are read with it. */
const CUE_WORDS = new Set(['near', 'in', 'around']);
/** Words that introduce a postcode. */
const POSTCODE_WORDS = new Set(['postcode', 'pc']);

const STATE_WORDS: ReadonlyMap<string, string> = new Map([
  ['act', 'ACT'],
  ['australian capital territory', 'ACT'],
  ['nsw', 'NSW'],
  ['new south wales', 'NSW'],
  ['nt', 'NT'],
  ['northern territory', 'NT'],
  ['qld', 'QLD'],
  ['queensland', 'QLD'],
  ['sa', 'SA'],
  ['south australia', 'SA'],
  ['tas', 'TAS'],
  ['tasmania', 'TAS'],
  ['vic', 'VIC'],
  ['victoria', 'VIC'],
  ['wa', 'WA'],
  ['western australia', 'WA'],
]);

/**
 * Words shoppers write in a car search that are also localities: 'cars for
 * sale' is not Sale, Victoria, 'city car' not City, ACT, and paint and badge
 * names ('ruby red', 'alpine white') not the small places of those names. Never
 * a place without 'near', 'in' or 'around'; the caller's stock words (makes,
 * models, colours, bodies) are refused the same way. Towns shoppers name as
 * often as the word (Emerald, Berry, Orange) are left to the stock words.
 */
export const QUERY_WORDS: ReadonlySet<string> = new Set([
  'alpine',
  'amber',
  'city',
  'grey',
  'gray',
  'hunter',
  'indigo',
  'maroon',
  'price',
  'retro',
  'ruby',
  'sale',
  'sapphire',
  'savannah',
  'sedan',
  'short',
  'speed',
  'sunset',
]);

/** Written the same way a locality is keyed: lower case, no accents or apostrophes, 'mt' for 'mount'. */
function keyWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (word === 'mt' ? 'mount' : word === 'saint' ? 'st' : word));
}

const indexes = new WeakMap<PostcodeTable, PlaceIndex>();

/**
 * The lookup maps over a postcode table, built once per table (a second call
 * with the same table answers the same index); localities only post-office
 * boxes have are left out.
 */
export function placeIndex(table: PostcodeTable): PlaceIndex {
  let index = indexes.get(table);
  if (!index) {
    index = buildPlaceIndex(table);
    indexes.set(table, index);
  }
  return index;
}

function buildPlaceIndex(table: PostcodeTable): PlaceIndex {
  const localities = new Map<string, PlaceEntry[]>();
  let longest = 1;
  const postcodes = [...table.keys()].sort();
  for (const postcode of postcodes) {
    const place = table.get(postcode);
    if (!place) continue;
    for (const locality of place.localities) {
      if (locality.mailOnly) continue;
      const words = keyWords(locality.name);
      if (words.length === 0 || words.every((w) => /^\d+$/.test(w))) continue;
      const key = words.join(' ');
      longest = Math.max(longest, words.length);
      const entry: PlaceEntry = {
        locality: locality.name,
        postcode,
        state: place.state,
        lat: locality.lat,
        long: locality.lng,
      };
      const known = localities.get(key);
      if (!known) localities.set(key, [entry]);
      else if (!known.some((e) => e.postcode === postcode)) known.push(entry);
    }
  }
  // A name several postcodes share: the most urban first, then the lowest
  // postcode (docs/rules.md#place-words).
  const remoteness = (postcode: string) => table.get(postcode)?.remoteness ?? 8;
  for (const entries of localities.values()) {
    if (entries.length > 1) {
      entries.sort(
        (a, b) =>
          remoteness(a.postcode) - remoteness(b.postcode) || a.postcode.localeCompare(b.postcode),
      );
    }
  }
  return { table, localities, longest };
}

const placeOf = (entry: PlaceEntry): NamedPlace => ({
  label: `${entry.locality} ${entry.state} ${entry.postcode}`,
  postcode: entry.postcode,
  locality: entry.locality,
  state: entry.state,
  lat: entry.lat,
  long: entry.long,
});

/**
 * A postcode as a place: its main locality's name and the postcode's point, or
 * null when the table has no such postcode.
 */
export function placeOfPostcode(postcode: string, places: PlaceIndex): NamedPlace | null {
  const found = places.table.get(postcode.trim());
  if (!found) return null;
  const main = found.localities.find((l) => !l.mailOnly) ?? found.localities[0];
  return placeOf({
    locality: main?.name ?? found.place,
    postcode: found.postcode,
    state: found.state,
    lat: found.lat,
    long: found.lng,
  });
}

type Token = { text: string; words: string[] };

type Match = { start: number; end: number; place: NamedPlace };

/**
 * Reads the place a search query names, or null. See docs/rules.md#place-words
 * for the rules: the longest locality first; 'near', 'in' and 'around' are read
 * with the place; a state word or the postcode after a locality settles which
 * one; a 4-digit number is a postcode when the table has it and it is not a
 * model year, unless introduced ('near 2000', 'postcode 2000', not 'in 2000'); a stock word is
 * a place only when introduced. A place introduced by a cue word wins over one
 * that is not; otherwise the first place in the query.
 */
export function readPlaceWords(
  query: string,
  places: PlaceIndex,
  options: PlaceWordsOptions,
): PlaceWords | null {
  const tokens: Token[] = query
    .split(/\s+/)
    .filter(Boolean)
    .map((text) => ({ text, words: keyWords(text) }));
  let bare: Match | null = null;
  for (let i = 0; i < tokens.length; i++) {
    const cued = readAt(tokens, i, places, options);
    if (!cued) continue;
    if (cued.cued) return answer(tokens, cued.match);
    bare ??= cued.match;
  }
  return bare ? answer(tokens, bare) : null;
}

function answer(tokens: readonly Token[], match: Match): PlaceWords {
  const words = tokens.slice(match.start, match.end).map((t) => t.text);
  const rest = [...tokens.slice(0, match.start), ...tokens.slice(match.end)].map((t) => t.text);
  return { place: match.place, words: words.join(' '), rest: rest.join(' ') };
}

const single = (token: Token | undefined): string | null =>
  token && token.words.length === 1 ? (token.words[0] ?? null) : null;

/** A place starting at token i (with its cue words), or null. */
function readAt(
  tokens: readonly Token[],
  start: number,
  places: PlaceIndex,
  options: PlaceWordsOptions,
): { match: Match; cued: boolean } | null {
  let i = start;
  const cue = single(tokens[i]) ?? '';
  const cued = CUE_WORDS.has(cue);
  let postcodeCue = false;
  if (cued) i += 1;
  if (POSTCODE_WORDS.has(single(tokens[i]) ?? '')) {
    postcodeCue = true;
    i += 1;
  }
  // A postcode.
  const digits = single(tokens[i]);
  if (digits && /^\d{4}$/.test(digits)) {
    const place = placeOfPostcode(digits, places);
    const year = Number(digits);
    const yearLike = year >= MIN_MODEL_YEAR && year <= options.thisYear + 1;
    // 'cars in 2018' asks for a model year: 'in' alone does not make a year a postcode.
    if (!place || (yearLike && !postcodeCue && (!cued || cue === 'in'))) return null;
    return { match: { start, end: i + 1, place }, cued: cued || postcodeCue };
  }
  if (postcodeCue) return null;
  // A locality, the longest first.
  const found = longestLocality(tokens, i, places);
  if (!found) return null;
  if (!cued) {
    const isStockWord = options.isStockWord ?? (() => false);
    for (let t = i; t < found.end; t++) {
      for (const word of tokens[t]?.words ?? []) {
        if (QUERY_WORDS.has(word) || isStockWord(word)) return null;
      }
    }
  }
  let end = found.end;
  let entries = found.entries;
  // A state word after it settles which state's.
  const state = stateAt(tokens, end);
  if (state) {
    const inState = entries.filter((e) => e.state === state.code);
    if (inState.length > 0) {
      entries = inState;
      end = state.end;
    }
  }
  // So does its postcode.
  const after = single(tokens[end]);
  const ofPostcode =
    after && /^\d{4}$/.test(after) ? entries.find((e) => e.postcode === after) : undefined;
  if (ofPostcode) return { match: { start, end: end + 1, place: placeOf(ofPostcode) }, cued };
  const preferred = options.states?.length
    ? entries.find((e) => options.states?.includes(e.state))
    : undefined;
  const entry = preferred ?? entries[0];
  if (!entry) return null;
  return { match: { start, end, place: placeOf(entry) }, cued };
}

function longestLocality(
  tokens: readonly Token[],
  start: number,
  places: PlaceIndex,
): { end: number; entries: readonly PlaceEntry[] } | null {
  const words: string[] = [];
  let best: { end: number; entries: readonly PlaceEntry[] } | null = null;
  for (let end = start; end < tokens.length; end++) {
    const token = tokens[end];
    if (!token || token.words.length === 0) break;
    if (words.length + token.words.length > places.longest) break;
    words.push(...token.words);
    const entries = places.localities.get(words.join(' '));
    if (entries) best = { end: end + 1, entries };
  }
  return best;
}

function stateAt(tokens: readonly Token[], start: number): { code: string; end: number } | null {
  const words: string[] = [];
  let best: { code: string; end: number } | null = null;
  for (let end = start; end < tokens.length && end < start + 3; end++) {
    const next = tokens[end]?.words ?? [];
    if (words.length + next.length > 3) break;
    words.push(...next);
    const code = STATE_WORDS.get(words.join(' '));
    if (code) best = { code, end: end + 1 };
  }
  return best;
}
