import type { NumericRange, QueryReading, RangeFacet, TermFacet } from '@forecourt/core';
import { tokenize } from '../engine/text';
import {
  boundWords,
  fillerWords,
  unitWords,
  type WordFacet,
  type WordMeaning,
  wordFacets,
  wordMeanings,
} from './words';

// Query understanding (docs/decisions/0004-query-understanding-for-both-backends.md): turns what a shopper types into what a hosted engine's
// query rules would: words naming a facet value become refinements ('white suv' → colour
// White, body SUV), number phrases become ranges ('under 20k' → price ≤ 20,000, '7 seater'
// → 7 seats or more, '2020' → that year), model names are matched however they are split
// or joined ('rav 4' → RAV4, 'cx5' → CX-5), and what is left is searched as text. It is a
// pure function of the words and the stock's own vocabulary (the values its facets carry),
// so both backends and the search box's suggestions read the same meaning, and a word
// never narrows to a value no car has.

/** The values the stock carries, by facet, its model names and (for ranking) its badges. */
export type QueryVocabulary = {
  values: Partial<Record<WordFacet | 'seats', readonly string[]>>;
  models: readonly string[];
  badges?: readonly string[];
};

/** One piece of meaning, as the page shows it (core's protocol: a refinement the shopper can remove). */
export type { QueryReading };

/** At most this many words are searched as text (the rest are ignored, as before). */
export const MAX_TEXT_TERMS = 10;

export type UnderstoodQuery = {
  /** Refinements the words name (OR within a facet). */
  refinements: Partial<Record<TermFacet, string[]>>;
  ranges: Partial<Record<RangeFacet, NumericRange>>;
  /** What is left to search as text, as the index's own words ('cx5' → 'cx', '5'). */
  terms: string[];
  /** Model names the words named, for ranking exact model matches first. */
  models: string[];
  /** Badges every word of which is among the terms ('sr5', 'maxx sport'), ranked first too. */
  badges: string[];
  /**
   * Whether the last term is the shopper's last word as typed, which may be unfinished:
   * only then does it also match longer words it starts ('toyota hil' → HiLux).
   */
  prefix: boolean;
  readings: QueryReading[];
};

export type UnderstandOptions = {
  /** Years from 1950 to this year + 1 read as model years (default: the current year). */
  thisYear?: number;
};

type Lexeme = { word: string; number: number | null; money: boolean };

const MAX_PHRASE = 4;
const MIN_YEAR = 1950;

// --- lexing: words, and numbers as shoppers write them ('$20,000', '20k', '1.5m') ---------

const NUMBER = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?(k|m)?(km|kms)?$/;

function lex(query: string): Lexeme[] {
  const out: Lexeme[] = [];
  for (const chunk of query.toLowerCase().split(/\s+/)) {
    if (chunk === '') continue;
    const trimmed = chunk.replace(/^[([{"']+|[)\]}"'.,!?;:+]+$/g, '');
    const m = NUMBER.exec(trimmed);
    if (m) {
      const whole = Number((m[1] as string).replace(/,/g, ''));
      const fraction = m[2] ? Number(`0.${m[2]}`) : 0;
      const scale = m[3] === 'k' ? 1_000 : m[3] === 'm' ? 1_000_000 : 1;
      const money = trimmed.startsWith('$') || m[3] !== undefined || (m[1] as string).includes(',');
      // '20.5' without a scale is no whole number a shopper means: read it as words.
      if (fraction === 0 || scale > 1) {
        out.push({
          word: trimmed.replace(/^\$/, ''),
          number: Math.round((whole + fraction) * scale),
          money,
        });
        if (m[4]) out.push({ word: 'km', number: null, money: false });
        continue;
      }
    }
    for (const word of tokenize(chunk)) out.push({ word, number: null, money: false });
  }
  return out;
}

// --- the phrase table, built once per vocabulary ------------------------------------------

type Meaning = { facet: TermFacet; values: string[] };

type Table = {
  phrases: Map<string, Meaning>;
  /** A model's words joined ('rav4', 'cx5', 'landcruiser') → the models spelled so. */
  compactModels: Map<string, string[]>;
  seats: number[];
  /** A badge's first word → the badges starting with it, with all their words. */
  badges: Map<string, { badge: string; words: string[] }[]>;
};

const tables = new WeakMap<QueryVocabulary, Table>();

const wordsOf = (value: string) => tokenize(value);
const plural = (phrase: string) => (phrase.endsWith('s') ? null : `${phrase}s`);

function valuesMeant(meaning: WordMeaning, values: readonly string[]): string[] {
  return values.filter((value) => {
    const own = new Set(wordsOf(value));
    const named = meaning.values.some((v) => wordsOf(v).every((w) => own.has(w)));
    const excluded = meaning.unless?.some((v) => wordsOf(v).every((w) => own.has(w))) ?? false;
    return named && !excluded;
  });
}

function buildTable(vocabulary: QueryVocabulary): Table {
  // A value's own words (first facet in wordFacets order wins a phrase two facets share),
  // then the aliases of words.ts over them: an alias is a deliberate reading, so it wins
  // over a value's own words, in its facet ('hybrid' is every hybrid fuel, not only
  // 'Hybrid') and in another (a caravan style called 'Hybrid' does not take the word).
  const own = new Map<string, Meaning>();
  const aliases = new Map<string, Meaning>();
  for (const facet of wordFacets) {
    const values = vocabulary.values[facet] ?? [];
    const valueWords = values.map((value) => new Set(wordsOf(value)));
    for (const value of values) {
      const words = wordsOf(value);
      const phrase = words.join(' ');
      if (phrase === '' || /^\d+$/.test(phrase)) continue;
      // Every value its words are all in: 'white' is White and Glacier White, 'black'
      // Eclipse Black too, 'van' a Panel Van; 'glacier white' only Glacier White.
      const meant = values.filter((_, i) => words.every((w) => valueWords[i]?.has(w)));
      for (const form of [phrase, plural(phrase)]) {
        if (form !== null && !own.has(form)) own.set(form, { facet, values: meant });
      }
    }
    for (const meaning of wordMeanings[facet]) {
      const meant = valuesMeant(meaning, values);
      if (meant.length === 0) continue;
      for (const phrase of meaning.words) {
        if (!aliases.has(phrase)) aliases.set(phrase, { facet, values: meant });
      }
    }
  }
  const phrases = new Map([...own, ...aliases]);
  const compactModels = new Map<string, string[]>();
  const addModel = (compact: string, model: string) => {
    const list = compactModels.get(compact);
    if (list) {
      if (!list.includes(model)) list.push(model);
    } else compactModels.set(compact, [model]);
  };
  for (const model of vocabulary.models) {
    const compact = wordsOf(model).join('');
    if (compact.length >= 2) addModel(compact, model);
  }
  // Plurals ('rangers', 'hiluxes'), where no model is spelled so.
  for (const [compact, models] of [...compactModels]) {
    if (!compact.endsWith('s')) {
      const many = /(x|ch|sh)$/.test(compact) ? [`${compact}s`, `${compact}es`] : [`${compact}s`];
      for (const form of many) if (!compactModels.has(form)) compactModels.set(form, models);
    }
  }
  const seats = (vocabulary.values.seats ?? [])
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0)
    .sort((a, b) => a - b);
  const badges = new Map<string, { badge: string; words: string[] }[]>();
  for (const badge of vocabulary.badges ?? []) {
    const words = wordsOf(badge);
    const first = words[0];
    if (first === undefined) continue;
    const list = badges.get(first) ?? [];
    list.push({ badge, words });
    badges.set(first, list);
  }
  return { phrases, compactModels, seats, badges };
}

function tableFor(vocabulary: QueryVocabulary): Table {
  let table = tables.get(vocabulary);
  if (!table) {
    table = buildTable(vocabulary);
    tables.set(vocabulary, table);
  }
  return table;
}

// --- numbers --------------------------------------------------------------------------------

/** Phrases as token lists, longest first, so 'less than' wins over a lone word. */
const byLength = (list: readonly string[]) =>
  list.map((p) => p.split(' ')).sort((a, b) => b.length - a.length);
const maxBounds = byLength([...boundWords.max, 'before', 'older than']);
const minBounds = byLength([...boundWords.min, 'after', 'since', 'newer than']);
const yearOnlyBounds = new Set(['before', 'older than', 'after', 'since', 'newer than']);
const kmUnits = byLength(unitWords.km);
const seatUnits = byLength(unitWords.seats);
const priceUnits = byLength(unitWords.price);

/** The phrase of `phrases` that ends just before `end` (exclusive), if any. */
function phraseBefore(words: readonly string[], end: number, phrases: string[][]) {
  for (const phrase of phrases) {
    const start = end - phrase.length;
    if (start >= 0 && phrase.every((w, i) => words[start + i] === w)) {
      return { start, phrase: phrase.join(' ') };
    }
  }
  return null;
}

/** The phrase of `phrases` that starts at `start`, if any. */
function phraseAt(words: readonly string[], start: number, phrases: string[][]) {
  for (const phrase of phrases) {
    if (phrase.every((w, i) => words[start + i] === w)) return { end: start + phrase.length };
  }
  return null;
}

/** Sets a range's bounds the words named, keeping the other bound already read. */
function mergeRange(
  ranges: UnderstoodQuery['ranges'],
  facet: RangeFacet,
  named: NumericRange,
): void {
  const held = ranges[facet] ?? { min: null, max: null };
  ranges[facet] = { min: named.min ?? held.min, max: named.max ?? held.max };
}

// --- understanding --------------------------------------------------------------------------

/** What the shopper's words mean over this stock (see the top of this file). */
export function understandQuery(
  query: string,
  vocabulary: QueryVocabulary,
  options: UnderstandOptions = {},
): UnderstoodQuery {
  const table = tableFor(vocabulary);
  const thisYear = options.thisYear ?? new Date().getFullYear();
  const lexemes = lex(query);
  const words = lexemes.map((l) => l.word);
  const used = new Array<boolean>(lexemes.length).fill(false);
  const result: UnderstoodQuery = {
    refinements: {},
    ranges: {},
    terms: [],
    models: [],
    badges: [],
    prefix: false,
    readings: [],
  };
  /** The lexeme the last term came from as typed (-1: a model name's own words). */
  let lastTermFrom = -1;
  const spoken = (from: number, to: number) => words.slice(from, to).join(' ');
  const refine = (meaning: Meaning, from: number, to: number) => {
    const held = result.refinements[meaning.facet] ?? [];
    for (const value of meaning.values) if (!held.includes(value)) held.push(value);
    result.refinements[meaning.facet] = held;
    result.readings.push({
      kind: 'refinement',
      facet: meaning.facet,
      values: [...meaning.values],
      words: spoken(from, to),
    });
    used.fill(true, from, to);
  };
  /** A range the words from..to name (its reading is that phrase's own range). */
  const range = (facet: RangeFacet, named: NumericRange, from: number, to: number) => {
    mergeRange(result.ranges, facet, named);
    result.readings.push({ kind: 'range', facet, range: named, words: spoken(from, to) });
    used.fill(true, from, to);
  };
  const sideRange = (which: 'min' | 'max' | 'both', value: number): NumericRange => ({
    min: which === 'max' ? null : value,
    max: which === 'min' ? null : value,
  });

  // 1. Numbers, with the words around them.
  for (let i = 0; i < lexemes.length; i++) {
    const lexeme = lexemes[i] as Lexeme;
    const n = lexeme.number;
    if (n === null || used[i]) continue;
    const maxBound = phraseBefore(words, i, maxBounds);
    const minBound = maxBound ? null : phraseBefore(words, i, minBounds);
    const bound = maxBound
      ? { side: 'max' as const, ...maxBound }
      : minBound
        ? { side: 'min' as const, ...minBound }
        : null;
    const from = bound && !used.slice(bound.start, i).some(Boolean) ? bound.start : i;
    const side = bound && from === bound.start ? bound.side : null;
    /** The range of the number on the side its bound word says, or `fallback` without one. */
    const bounded = (fallback: 'min' | 'max' | 'both', value: number) =>
      sideRange(side ?? fallback, value);
    const seats = phraseAt(words, i + 1, seatUnits);
    if (seats && n >= 1 && n <= 20 && !lexeme.money) {
      const meant = table.seats.filter((s) => s >= n).map(String);
      refine({ facet: 'seats', values: meant.length > 0 ? meant : [String(n)] }, from, seats.end);
      continue;
    }
    const km = phraseAt(words, i + 1, kmUnits);
    if (km) {
      range('km', bounded('max', n), from, km.end);
      continue;
    }
    const between =
      words[i + 1] === 'to' || words[i + 1] === 'and' ? (lexemes[i + 2]?.number ?? null) : null;
    const yearLike = (v: number) => !lexeme.money && v >= MIN_YEAR && v <= thisYear + 1;
    if (between !== null && between > n) {
      const facet = yearLike(n) && yearLike(between) ? 'year' : 'price';
      const start = words[i - 1] === 'between' ? i - 1 : i;
      range(facet, { min: n, max: between }, start, i + 3);
      continue;
    }
    const priceUnit = phraseAt(words, i + 1, priceUnits);
    const to = priceUnit ? priceUnit.end : i + 1;
    if (
      yearLike(n) &&
      !priceUnit &&
      (side === null || yearOnlyBounds.has(bound?.phrase ?? '') || n >= 1990)
    ) {
      range('year', bounded('both', n), from, to);
      continue;
    }
    if (side !== null || lexeme.money || priceUnit) {
      range('price', bounded('max', n), from, to);
    }
    // A bare number ('86', '3', a stock number) stays a word to search.
  }

  // 2. Facet words and model names, longest phrase first.
  for (let i = 0; i < lexemes.length; ) {
    if (used[i]) {
      i += 1;
      continue;
    }
    let matched = false;
    for (let len = Math.min(MAX_PHRASE, lexemes.length - i); len >= 1 && !matched; len--) {
      if (used.slice(i, i + len).some(Boolean)) continue;
      const phrase = spoken(i, i + len);
      const meaning = table.phrases.get(phrase);
      if (meaning) {
        refine(meaning, i, i + len);
        i += len;
        matched = true;
        break;
      }
      const models = table.compactModels.get(words.slice(i, i + len).join(''));
      if (models) {
        // The model's own words, as the index holds them ('cx5' → 'cx', '5').
        for (const word of wordsOf(models[0] as string)) result.terms.push(word);
        lastTermFrom = -1;
        for (const model of models) if (!result.models.includes(model)) result.models.push(model);
        result.readings.push({ kind: 'model', models: [...models], words: phrase });
        used.fill(true, i, i + len);
        i += len;
        matched = true;
      }
    }
    if (matched) continue;
    const word = words[i] as string;
    if (!fillerWords.has(word)) {
      result.terms.push(word);
      lastTermFrom = i;
    }
    used[i] = true;
    i += 1;
  }

  result.prefix =
    result.terms.length > 0 &&
    result.terms.length <= MAX_TEXT_TERMS &&
    lastTermFrom === lexemes.length - 1;
  result.terms = result.terms.slice(0, MAX_TEXT_TERMS);
  // Badges whose every word the shopper typed ('sr5', 'maxx sport'), for ranking.
  const typed = new Set(result.terms);
  for (const term of typed) {
    for (const { badge, words: badgeWords } of table.badges.get(term) ?? []) {
      if (badgeWords.every((w) => typed.has(w)) && !result.badges.includes(badge)) {
        result.badges.push(badge);
      }
    }
  }
  return result;
}
