import type { NumericRange, QueryReading, RangeFacet, TermFacet } from '@forecourt/core';
import { tokenize } from '../engine/text';
import {
  boundWords,
  fillerWords,
  type RangeWordEntry,
  rangeJoinWords,
  rangeOpenWords,
  rangeWords,
  type WordMeaning,
  wordFacets,
  wordMeanings,
} from './words';

// Query understanding (docs/decisions/0004-query-understanding-for-both-backends.md): turns what a shopper types into what a hosted engine's
// query rules would: words naming a facet value become refinements ('white suv' → colour
// White, body SUV), number phrases become ranges ('under 20k' → price ≤ 20,000, '7 seater'
// → 7 seats or more, '2020' → that year, '20-30k' → price 20,000 to 30,000: the facets
// numbers go to are the table `rangeWords` of words.ts), model names are matched however they are split
// or joined ('rav 4' → RAV4, 'cx5' → CX-5), and what is left is searched as text. It is a
// pure function of the words and the stock's own vocabulary (the values its facets carry),
// so both backends and the search box's suggestions read the same meaning, and a word
// never narrows to a value no car has.

/** The values the stock carries, by facet, its model names and (for ranking) its badges. */
export type QueryVocabulary = {
  values: Partial<Record<TermFacet, readonly string[]>>;
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
  /**
   * The words named a price range, so cars without a shown price are left out: a
   * shopper with a budget asks for cars they know they can afford (docs/rules.md#query-understanding).
   */
  pricedOnly: boolean;
};

export type UnderstandOptions = {
  /** Years from 1950 to this year + 1 read as model years (default: the current year). */
  thisYear?: number;
};

type Lexeme = {
  word: string;
  number: number | null;
  /** Written as an amount: '$', a thousands comma or a k/m multiplier. */
  money: boolean;
  /** The k or m multiplier it was written with (1 without). */
  scale: number;
  /** Written against the lexeme before it, with no space ('20-30k', '2500kg'). */
  joined: boolean;
};

const MAX_PHRASE = 4;

// --- lexing: words, and numbers as shoppers write them ('$20,000', '20k', '1.5m') ---------

const NUMBER = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?([a-z]*)$/;
const NUMBER_TEXT = String.raw`\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?[a-z]*`;
/** Two numbers joined by a dash: '20-30k', '2018–2020', '20k-30k'. */
const DASHED = new RegExp(`^(${NUMBER_TEXT})[-\u2013\u2014](${NUMBER_TEXT})$`);
const DASH = /^[-\u2013\u2014]+$/;
/** Units of one word, which may be written against the number ('50000km', '2500kg', '7seater'). */
const attachedUnits = new Set(
  rangeWords.flatMap((entry) => entry.units).filter((unit) => !unit.includes(' ')),
);

/** One number as written, with a unit written against it; null when it is no number a shopper means. */
function lexNumber(text: string, joined: boolean): Lexeme[] | null {
  const m = NUMBER.exec(text);
  if (!m) return null;
  const letters = m[3] as string;
  let scale = 1;
  let unit: string | null = null;
  if (attachedUnits.has(letters)) unit = letters;
  else if (letters === 'k' || letters === 'm') scale = letters === 'k' ? 1_000 : 1_000_000;
  else if (letters !== '' && /^[km]/.test(letters) && attachedUnits.has(letters.slice(1))) {
    scale = letters[0] === 'k' ? 1_000 : 1_000_000;
    unit = letters.slice(1);
  } else if (letters !== '') return null;
  const whole = Number((m[1] as string).replace(/,/g, ''));
  const fraction = m[2] ? Number(`0.${m[2]}`) : 0;
  // '20.5' without a scale is no whole number a shopper means: read it as words.
  if (fraction !== 0 && scale === 1) return null;
  const bare = text.replace(/^\$/, '');
  const money = text.startsWith('$') || scale > 1 || (m[1] as string).includes(',');
  const out: Lexeme[] = [
    {
      word: unit === null ? bare : bare.slice(0, bare.length - unit.length),
      number: Math.round((whole + fraction) * scale),
      money,
      scale,
      joined,
    },
  ];
  if (unit !== null) out.push({ word: unit, number: null, money: false, scale: 1, joined: true });
  return out;
}

function lex(query: string): Lexeme[] {
  const out: Lexeme[] = [];
  const word = (w: string, joined: boolean): Lexeme => ({
    word: w,
    number: null,
    money: false,
    scale: 1,
    joined,
  });
  for (const chunk of query.toLowerCase().split(/\s+/)) {
    if (chunk === '') continue;
    const trimmed = chunk.replace(/^[([{"']+|[)\]}"'.,!?;:+]+$/g, '');
    if (DASH.test(trimmed)) {
      out.push(word('-', false));
      continue;
    }
    // A leading zero ('300-000266') is a stock number's, not a range's.
    const dashed = /(^|[-\u2013\u2014])0\d/.test(trimmed) ? null : DASHED.exec(trimmed);
    const first = dashed ? lexNumber(dashed[1] as string, false) : null;
    const second = dashed ? lexNumber(dashed[2] as string, true) : null;
    if (first && second) {
      out.push(...first, word('-', true), ...second);
      continue;
    }
    const number = lexNumber(trimmed, false);
    if (number) {
      out.push(...number);
      continue;
    }
    for (const w of tokenize(chunk)) out.push(word(w, false));
  }
  return out;
}

// --- the phrase table, built once per vocabulary ------------------------------------------

type Meaning = { facet: TermFacet; values: string[] };

type Table = {
  phrases: Map<string, Meaning>;
  /** Every phrase with its spaces left out ('towbar', 'sunroof', 'runout') → its meaning. */
  compactPhrases: Map<string, Meaning>;
  /** A model's words joined ('rav4', 'cx5', 'landcruiser') → the models spelled so. */
  compactModels: Map<string, string[]>;
  /** The range word entries this stock can take (caravan entries on stock with caravans). */
  rangeEntries: RangeWordEntry[];
  /** A numbers facet read as values ('seats') → the numbers the stock carries, ascending. */
  numbers: Map<TermFacet, number[]>;
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
      // Its words without the filler are a name too: 'runout' is Runout Sale.
      const kept = words.filter((w) => !fillerWords.has(w)).join(' ');
      const short = kept !== phrase && kept !== '' && !/^\d+$/.test(kept) ? kept : null;
      for (const form of [phrase, plural(phrase), short]) {
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
  // Every phrase is also found written as one word or several: 'towbar' is Tow Bar,
  // 'sun roof' Sunroof, 'run out' Runout Sale, as model names are.
  const compactPhrases = new Map<string, Meaning>();
  for (const [phrase, meaning] of phrases) {
    const compact = phrase.replace(/ /g, '');
    if (compact.length >= 4 && !compactPhrases.has(compact)) compactPhrases.set(compact, meaning);
  }
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
  const itemTypes = vocabulary.values.item_type ?? [];
  const rangeEntries = rangeWords.filter(
    (entry) => !entry.itemTypes || entry.itemTypes.some((t) => itemTypes.includes(t)),
  );
  const numbers = new Map<TermFacet, number[]>();
  for (const entry of rangeEntries) {
    if (entry.reads !== 'values') continue;
    const facet = entry.facet as TermFacet;
    numbers.set(
      facet,
      (vocabulary.values[facet] ?? [])
        .map(Number)
        .filter((n) => Number.isFinite(n))
        .sort((a, b) => a - b),
    );
  }
  const badges = new Map<string, { badge: string; words: string[] }[]>();
  for (const badge of vocabulary.badges ?? []) {
    const words = wordsOf(badge);
    const first = words[0];
    if (first === undefined) continue;
    const list = badges.get(first) ?? [];
    list.push({ badge, words });
    badges.set(first, list);
  }
  return { phrases, compactPhrases, compactModels, rangeEntries, numbers, badges };
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

type Side = 'min' | 'max';
/** A phrase of a range word entry, with the entry it belongs to. */
type EntryPhrase = { words: string[]; entry: RangeWordEntry };
/** A bound word, with its side and the one entry it belongs to (null: shared by all). */
type BoundPhrase = { words: string[]; side: Side; entry: RangeWordEntry | null };

const entryPhrases = (pick: (entry: RangeWordEntry) => readonly string[] | undefined) =>
  rangeWords
    .flatMap((entry) => (pick(entry) ?? []).map((p) => ({ words: p.split(' '), entry })))
    .sort((a, b) => b.words.length - a.words.length);
const unitPhrases: EntryPhrase[] = entryPhrases((entry) => entry.units);
const namePhrases: EntryPhrase[] = entryPhrases((entry) => entry.names);
const boundPhrases: BoundPhrase[] = [
  ...boundWords.max.map((p) => ({ words: p.split(' '), side: 'max' as const, entry: null })),
  ...boundWords.min.map((p) => ({ words: p.split(' '), side: 'min' as const, entry: null })),
  ...rangeWords.flatMap((entry) => [
    ...(entry.bounds?.max ?? []).map((p) => ({ words: p.split(' '), side: 'max' as const, entry })),
    ...(entry.bounds?.min ?? []).map((p) => ({ words: p.split(' '), side: 'min' as const, entry })),
  ]),
].sort((a, b) => b.words.length - a.words.length);
const openPhrases = byLength(rangeOpenWords);

/** The first of `phrases` (of entries `usable`) whose words end just before `end`. */
function entryPhraseBefore<P extends { words: string[]; entry: RangeWordEntry | null }>(
  words: readonly string[],
  end: number,
  phrases: readonly P[],
  usable: readonly RangeWordEntry[],
): (P & { start: number }) | null {
  for (const phrase of phrases) {
    if (phrase.entry && !usable.includes(phrase.entry)) continue;
    const start = end - phrase.words.length;
    if (start >= 0 && phrase.words.every((w, i) => words[start + i] === w)) {
      return { ...phrase, start };
    }
  }
  return null;
}

/** The longest of `phrases` (of entries `usable`) starting at `start`, with every entry that has it. */
function entryPhraseAt(
  words: readonly string[],
  start: number,
  phrases: readonly EntryPhrase[],
  usable: readonly RangeWordEntry[],
): { end: number; entries: RangeWordEntry[] } | null {
  let found: { end: number; entries: RangeWordEntry[] } | null = null;
  for (const phrase of phrases) {
    if (!usable.includes(phrase.entry)) continue;
    const end = start + phrase.words.length;
    if (found && end < found.end) break;
    if (phrase.words.every((w, i) => words[start + i] === w)) {
      found ??= { end, entries: [] };
      if (!found.entries.includes(phrase.entry)) found.entries.push(phrase.entry);
    }
  }
  if (found) found.entries.sort((a, b) => rangeWords.indexOf(a) - rangeWords.indexOf(b));
  return found;
}

/** Can the entry hold these numbers, as written? */
function entryHolds(entry: RangeWordEntry, numbers: readonly Lexeme[], thisYear: number): boolean {
  return numbers.every((lexeme) => {
    const n = lexeme.number as number;
    if (!entry.scaled && lexeme.money) return false;
    if (!entry.within) return true;
    const max = entry.within.max === 'next year' ? thisYear + 1 : entry.within.max;
    return n >= entry.within.min && n <= max && Number.isInteger(n);
  });
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
    pricedOnly: false,
  };
  /** The lexeme the last term came from as typed (-1: a model name's own words). */
  let lastTermFrom = -1;
  /** The words from..to as written: '20-30k' stays one word. */
  const spoken = (from: number, to: number) =>
    lexemes
      .slice(from, to)
      .map((l, at) => (at > 0 && !l.joined ? ` ${l.word}` : l.word))
      .join('');
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
  const usable = table.rangeEntries;
  const isNumber = (at: number) => lexemes[at]?.number != null && !used[at];

  // 1. Numbers, with the words around them: a number or two joined ('20-30k', '2018 to
  // 2020'), a bound word before ('under', 'from'), a unit or a name around ('km', 'sleeps').
  for (let i = 0; i < lexemes.length; i++) {
    if (!isNumber(i)) continue;
    const first = lexemes[i] as Lexeme;
    // Right of the number: its unit, then a second number and its unit.
    let end = i + 1;
    let unit = entryPhraseAt(words, end, unitPhrases, usable);
    if (unit) end = unit.end;
    let second: Lexeme | null = null;
    if (rangeJoinWords.includes(words[end] ?? '') && isNumber(end + 1)) {
      const other = lexemes[end + 1] as Lexeme;
      const otherUnit = entryPhraseAt(words, end + 2, unitPhrases, usable);
      // '20-30k': a multiplier written on the second number only is meant for both.
      const scaledFirst =
        first.scale === 1 &&
        other.scale > 1 &&
        (first.number as number) * other.scale <= (other.number as number)
          ? { ...first, number: (first.number as number) * other.scale, money: true }
          : first;
      if ((other.number as number) > (scaledFirst.number as number)) {
        second = other;
        lexemes[i] = scaledFirst;
        end = otherUnit ? otherUnit.end : end + 2;
        unit = otherUnit ?? unit;
      }
    }
    const lower = lexemes[i] as Lexeme;
    const numbers = second ? [lower, second] : [lower];
    // Left of it: a bound word ('under', 'before'), or for two numbers 'between' or 'from'.
    const spanFree = (from: number, to: number) => !used.slice(from, to).some(Boolean);
    const open = second
      ? entryPhraseBefore(
          words,
          i,
          openPhrases.map((w) => ({ words: w, entry: null })),
          usable,
        )
      : null;
    const bound = entryPhraseBefore(words, i, boundPhrases, usable);
    const left =
      open && spanFree(open.start, i) ? open : bound && spanFree(bound.start, i) ? bound : null;
    const side: Side | null = !second && left && 'side' in left ? (left.side as Side) : null;
    let from = left ? left.start : i;
    // A name just before, or just after: 'sleeps 4', 'tare under 1800 kg', 'under 1800 kg tare'.
    const nameBefore = entryPhraseBefore(words, from, namePhrases, usable);
    const nameAfter = nameBefore ? null : entryPhraseAt(words, end, namePhrases, usable);
    const named =
      nameBefore && spanFree(nameBefore.start, from)
        ? nameBefore.entry
        : (nameAfter?.entries[0] ?? null);
    if (nameBefore && named === nameBefore.entry) from = nameBefore.start;
    else if (nameAfter && named) end = nameAfter.end;

    // Which facet: a unit decides (a name picks among entries sharing it), then a name,
    // then a bound word only one facet takes, then how each entry reads a bare number.
    const ownBound =
      !second && left && 'entry' in left ? (left.entry as RangeWordEntry | null) : null;
    let entry: RangeWordEntry | null = null;
    if (unit)
      entry = named && unit.entries.includes(named) ? named : (unit.entries[0] as RangeWordEntry);
    else if (named) entry = named;
    else if (ownBound) entry = ownBound;
    else {
      entry =
        usable.find((candidate) => {
          if (!entryHolds(candidate, numbers, thisYear)) return false;
          if (candidate.bare === 'year') {
            return side === null || (lower.number as number) >= (candidate.boundedFrom ?? 0);
          }
          if (candidate.bare === 'money') return lower.money || side !== null || second !== null;
          return false;
        }) ?? null;
    }
    // A bare number ('86', '3', a stock number) stays a word to search.
    if (!entry || !entryHolds(entry, numbers, thisYear)) continue;
    const low = lower.number as number;
    const named_range: NumericRange = second
      ? { min: low, max: second.number as number }
      : {
          min: (side ?? entry.lone) === 'max' ? null : low,
          max: (side ?? entry.lone) === 'min' ? null : low,
        };
    if (entry.reads === 'range') {
      range(entry.facet as RangeFacet, named_range, from, end);
      if (entry.facet === 'price') result.pricedOnly = true;
    } else {
      const facet = entry.facet as TermFacet;
      const meant = (table.numbers.get(facet) ?? [])
        .filter(
          (v) =>
            (named_range.min === null || v >= named_range.min) &&
            (named_range.max === null || v <= named_range.max),
        )
        .map(String);
      refine({ facet, values: meant.length > 0 ? meant : [String(low)] }, from, end);
    }
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
      const phrase = words.slice(i, i + len).join(' ');
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
        break;
      }
      const joined = table.compactPhrases.get(words.slice(i, i + len).join(''));
      if (joined) {
        refine(joined, i, i + len);
        i += len;
        matched = true;
      }
    }
    if (matched) continue;
    const word = words[i] as string;
    if (!fillerWords.has(word) && word !== '-') {
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
