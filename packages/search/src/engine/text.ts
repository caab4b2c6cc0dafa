// Text handling for the embedded engine: normalising, tokenising, typo distance and
// make nicknames. Search is over words, lower-cased and without accents.

const MAX_QUERY_TERMS = 10;

const NON_ASCII = /[^\u0020-\u007e\t\n\r]/;

/** Lower case, accents removed ("Citroën" → "citroen"). */
export function normalizeText(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFD').replace(/\p{M}+/gu, '') : lower;
}

/** Words of letters and digits; "CX-5" is "cx" and "5", "Mercedes-Benz" is "mercedes" and "benz". */
export function tokenize(text: string): string[] {
  // Plain ASCII (nearly all stock text) is scanned by character code, without regexes.
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 128) return tokenizeUnicode(text);
    const isWordChar = (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || (c >= 65 && c <= 90);
    if (isWordChar) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      out.push(text.slice(start, i).toLowerCase());
      start = -1;
    }
  }
  if (start >= 0) out.push(text.slice(start).toLowerCase());
  return out;
}

function tokenizeUnicode(text: string): string[] {
  return normalizeText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t !== '');
}

/** The words of a query, at most 10 (the rest are ignored). */
export function queryTerms(query: string): string[] {
  return tokenize(query).slice(0, MAX_QUERY_TERMS);
}

/**
 * Typos a term may carry and still match (Algolia's defaults): none under 4
 * characters, 1 from 4, 2 from 8. Terms with digits ("2019", "cx5", a stock number)
 * must match exactly, since a digit off is another car.
 */
export function allowedTypos(term: string): number {
  if (/\d/.test(term)) return 0;
  if (term.length >= 8) return 2;
  if (term.length >= 4) return 1;
  return 0;
}

/**
 * Optimal string alignment distance (Damerau–Levenshtein where an adjacent swap counts
 * as one edit), giving up early: returns `limit + 1` as soon as the distance must
 * exceed `limit`.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  if (a === b) return 0;
  const n = b.length;
  let prev2 = new Array<number>(n + 1).fill(0);
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  let cur = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const cb = b.charCodeAt(j - 1);
      const cost = ca === cb ? 0 : 1;
      let v = Math.min(
        (prev[j] as number) + 1,
        (cur[j - 1] as number) + 1,
        (prev[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        v = Math.min(v, (prev2[j - 2] as number) + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > limit) return limit + 1;
    [prev2, prev, cur] = [prev, cur, prev2];
  }
  const d = prev[n] as number;
  return d > limit ? limit + 1 : d;
}

/**
 * Common make nicknames shoppers type, each to the word the make is indexed under.
 * A term matches its own word and its synonym's.
 */
export const defaultMakeSynonyms: Readonly<Record<string, readonly string[]>> = {
  chevy: ['chevrolet'],
  chev: ['chevrolet'],
  merc: ['mercedes'],
  benz: ['mercedes'],
  vw: ['volkswagen'],
  volkswagon: ['volkswagen'],
  beemer: ['bmw'],
  bimmer: ['bmw'],
  lambo: ['lamborghini'],
  mitsi: ['mitsubishi'],
  mitsu: ['mitsubishi'],
  subie: ['subaru'],
  landie: ['landrover', 'land'],
  rangie: ['range'],
  hyundia: ['hyundai'],
  toyo: ['toyota'],
};
