import {
  carTypeLabel,
  MAX_SUGGEST_INPUT,
  MAX_SUGGESTIONS,
  offRoadRatingLabel,
  type SearchRequest,
  type SearchSuggestion,
  type SearchSuggestions,
  type SuggestionKind,
} from '@forecourt/core';
import { tokenize } from '../engine/text';
import type { QueryVocabulary } from './understand';
import { type WordFacet, wordFacets, wordMeanings } from './words';

// Search-box suggestions (docs/decisions/0004-query-understanding-for-both-backends.md): what the shopper is typing, finished with the
// stock's own words. The unfinished end of the input (its last one to three words,
// read without their spaces, so 'land cru' and 'rav 4' finish too) is matched against
// the start of a make, a model, or a body, fuel, colour, transmission, drive, condition,
// item-type, feature or tag value the site's cars carry, or against a word of one ('cru' finishes
// Land Cruiser), or against an alias of words.ts ('pick' finishes Ute through 'pickup').
// Each suggestion is the input with that end replaced by the value's words, so the
// search the shopper then runs reads it with the same understanding, and its count is
// counted by the backend's own search: a suggestion never promises cars the page will
// not show.

/** An input's end shorter than this is not finished ('t' could be anything). */
export const MIN_SUGGEST_CHARS = 2;
/** Candidates counted per input before the best are kept. */
export const MAX_COUNTED_CANDIDATES = 24;
/** The input's last words tried as one unfinished name. */
const MAX_TAIL_WORDS = 3;

export type SuggestionCandidate = { label: string; query: string; kind: SuggestionKind };

type Entry = {
  label: string;
  kind: SuggestionKind;
  /** The value's words joined from each word on ('landcruiser', 'cruiser'). */
  keys: string[];
  /** Order among candidates: makes, models, then the other facets. */
  rank: number;
};

const compact = (text: string) => tokenize(text).join('');

function suffixKeys(words: readonly string[]): string[] {
  return words.map((_, i) => words.slice(i).join('')).filter((key) => key !== '');
}

const facetRank = (kind: SuggestionKind) => (kind === 'make' ? 0 : kind === 'model' ? 1 : 2);

/** How a facet value reads in the list ('new' is 'New', a caravan item type 'Caravans'). */
function valueLabel(facet: WordFacet, value: string): string {
  if (facet === 'car_type' && (value === 'new' || value === 'used' || value === 'demo')) {
    return carTypeLabel(value);
  }
  if (facet === 'item_type') return `${value[0]?.toUpperCase() ?? ''}${value.slice(1)}s`;
  // 'Off-road', not the stored 'off_road'; its words read back as the same rating.
  if (facet === 'off_road_rating') return offRoadRatingLabel(value);
  return value;
}

const entriesByVocabulary = new WeakMap<QueryVocabulary, Entry[]>();

function entriesOf(vocabulary: QueryVocabulary): Entry[] {
  const kept = entriesByVocabulary.get(vocabulary);
  if (kept) return kept;
  const entries: Entry[] = [];
  const seen = new Set<string>();
  const add = (label: string, kind: SuggestionKind, keys: string[]) => {
    const id = `${kind} ${label.toLowerCase()}`;
    if (seen.has(id) || keys.length === 0) return;
    seen.add(id);
    entries.push({ label, kind, keys, rank: facetRank(kind) });
  };
  for (const model of vocabulary.models) add(model, 'model', suffixKeys(tokenize(model)));
  for (const facet of wordFacets) {
    const values = vocabulary.values[facet] ?? [];
    for (const value of values) {
      const words = tokenize(value);
      if (words.length === 0 || words.every((w) => /^\d+$/.test(w))) continue;
      // Nearly everything is a car: 'Cars' would finish 'car' before 'Caravans'.
      if (facet === 'item_type' && value === 'car') continue;
      add(valueLabel(facet, value), facet, suffixKeys(words));
    }
    // An alias finishes to the values it stands for ('pick' → Ute, through 'pickup').
    for (const meaning of wordMeanings[facet]) {
      const aliasKeys = meaning.words.map(compact).filter((key) => key.length > 0);
      for (const value of values) {
        const own = new Set(tokenize(value));
        const named = (list: readonly string[] | undefined) =>
          list?.some((v) => tokenize(v).every((w) => own.has(w))) ?? false;
        if (!named(meaning.values) || named(meaning.unless)) continue;
        const label = valueLabel(facet, value);
        const entry = entries.find((e) => e.kind === facet && e.label === label);
        for (const key of aliasKeys) if (entry && !entry.keys.includes(key)) entry.keys.push(key);
      }
    }
  }
  entriesByVocabulary.set(vocabulary, entries);
  return entries;
}

/**
 * The ways the input's end could be finished, best first (makes, then models, then
 * other facet values; shorter names first), without their counts.
 */
export function suggestionCandidates(
  input: string,
  vocabulary: QueryVocabulary,
  limit = MAX_COUNTED_CANDIDATES,
): SuggestionCandidate[] {
  const text = input.slice(0, MAX_SUGGEST_INPUT);
  // A space after the last word: the shopper has finished it.
  if (text.trim() === '' || /\s$/.test(text)) return [];
  const chunks = text.trim().split(/\s+/);
  const entries = entriesOf(vocabulary);
  for (let take = Math.min(MAX_TAIL_WORDS, chunks.length); take >= 1; take--) {
    const key = compact(chunks.slice(chunks.length - take).join(' '));
    if (key.length < MIN_SUGGEST_CHARS || /^\d+$/.test(key)) continue;
    const before = chunks.slice(0, chunks.length - take).join(' ');
    const found = entries
      .filter((entry) => entry.keys.some((k) => k.startsWith(key)))
      .sort(
        (a, b) =>
          a.rank - b.rank ||
          a.label.length - b.label.length ||
          a.label.localeCompare(b.label, 'en'),
      );
    if (found.length === 0) continue;
    const out: SuggestionCandidate[] = [];
    const queries = new Set<string>();
    for (const entry of found) {
      const query = before === '' ? entry.label : `${before} ${entry.label}`;
      if (queries.has(query.toLowerCase())) continue;
      queries.add(query.toLowerCase());
      out.push({ label: entry.label, query, kind: entry.kind });
      if (out.length >= limit) break;
    }
    return out;
  }
  return [];
}

/** A request that only counts: no facets, one hit. */
export function countRequest(query: string): SearchRequest {
  return {
    query,
    filters: { refinements: {}, ranges: {} },
    sort: 'relevance',
    offset: 0,
    hitsPerPage: 1,
    facets: [],
  };
}

/**
 * The suggestions for an input: its candidates counted by `count` (the backend's own
 * search of each candidate's query), those that find nothing left out, the rest in
 * candidate order by kind and then by count, most first.
 */
export async function suggestQueries(
  input: string,
  vocabulary: QueryVocabulary,
  count: (queries: readonly string[]) => Promise<readonly number[]>,
  limit = MAX_SUGGESTIONS,
): Promise<SearchSuggestions> {
  const candidates = suggestionCandidates(input, vocabulary);
  if (candidates.length === 0) return { input, suggestions: [] };
  const counts = await count(candidates.map((c) => c.query));
  const suggestions: SearchSuggestion[] = candidates
    .map((candidate, index) => ({ ...candidate, count: counts[index] ?? 0, index }))
    .filter((s) => s.count > 0)
    .sort((a, b) => facetRank(a.kind) - facetRank(b.kind) || b.count - a.count || a.index - b.index)
    .slice(0, limit)
    .map(({ index: _, ...suggestion }) => suggestion);
  return { input, suggestions };
}
