import type { PublicSearchResult } from '@forecourt/core';

// A place the search read from the shopper's words ('utes near parramatta') moves
// out of the words and into the search's place (near=2150), which its chip then
// stands for: with the place there, nearest first is the default order and most
// relevant a choice the address can name (docs/rules.md#place-in-search).

/** The postcode a result read from the words, and the query without those words; else null. */
export function placeFromWords(
  result: Pick<PublicSearchResult, 'understood'> | null,
  query: string,
): { near: string; query: string } | null {
  const reading = result?.understood?.readings.find((r) => r.kind === 'place');
  if (reading?.kind !== 'place' || reading.words === '' || reading.postcode === null) return null;
  const words = reading.words.split(' ');
  const tokens = query.split(/\s+/).filter(Boolean);
  // The words as typed, whole tokens in a row (the server read them from this query).
  for (let at = 0; at + words.length <= tokens.length; at++) {
    if (words.every((word, i) => tokens[at + i] === word)) {
      const rest = [...tokens.slice(0, at), ...tokens.slice(at + words.length)];
      return { near: reading.postcode, query: rest.join(' ') };
    }
  }
  return null;
}
