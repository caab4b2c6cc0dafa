import { termFacets } from './protocol';

// What the search box offers as the shopper types (docs/decisions/0004-query-understanding-for-both-backends.md): the words that finish
// what they are typing, each with the whole query it would search and how many cars
// that query finds. The server reads the words against the site's stock with the
// same understanding its searches use, so a suggestion's count is the count the
// search page then shows.

/** Search box debounce: suggestions are asked for 300 ms after the last key (docs/rules.md#search-suggestions). */
export const SUGGEST_DEBOUNCE_MS = 300;
/** At most this many suggestions are offered at once. */
export const MAX_SUGGESTIONS = 8;
/** Longer input is not completed (a search box holds a few words, not a paragraph). */
export const MAX_SUGGEST_INPUT = 100;

/** 'model' for a model name; otherwise the facet the words name (make, body, fuel, ...). */
export type SuggestionKind = 'model' | (typeof termFacets)[number];

export type SearchSuggestion = {
  /** The words that finish what was typed, as the stock spells them ('Toyota', 'HiLux'). */
  label: string;
  /** The whole query a choice searches ('white Toyota'). */
  query: string;
  kind: SuggestionKind;
  /** Cars that query finds on this site (never 0: those are not offered). */
  count: number;
};

export type SearchSuggestions = {
  /** The input the suggestions finish, as the server read it. */
  input: string;
  suggestions: SearchSuggestion[];
};

const kinds = new Set<string>(['model', ...termFacets]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads the suggestions answer as it arrived, without a schema library in the
 * browser. Throws an Error naming the first thing that is wrong.
 */
export function readSearchSuggestions(body: unknown): SearchSuggestions {
  if (!isObject(body) || typeof body.input !== 'string' || !Array.isArray(body.suggestions)) {
    throw new Error('suggestions: expected { input, suggestions }');
  }
  const suggestions = body.suggestions.map((entry, index): SearchSuggestion => {
    if (
      !isObject(entry) ||
      typeof entry.label !== 'string' ||
      typeof entry.query !== 'string' ||
      typeof entry.kind !== 'string' ||
      !kinds.has(entry.kind) ||
      typeof entry.count !== 'number' ||
      !Number.isInteger(entry.count) ||
      entry.count < 1
    ) {
      throw new Error(`suggestions.${index}: expected { label, query, kind, count >= 1 }`);
    }
    return {
      label: entry.label,
      query: entry.query,
      kind: entry.kind as SuggestionKind,
      count: entry.count,
    };
  });
  return { input: body.input, suggestions };
}
