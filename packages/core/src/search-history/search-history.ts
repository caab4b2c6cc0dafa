import { z } from 'zod';
import { requiredText } from '../schema/feed';
import { parseStoredList } from '../schema/stored-list';

/** SPEC §9: search history keeps 5 entries. */
export const SEARCH_HISTORY_LIMIT = 5;
export const SEARCH_HISTORY_STORAGE_PREFIX = 'forecourt:search-history:';

/**
 * A site-relative path: starts with one '/'. A stored path becomes a link, so
 * '//host' and '/\host' (which browsers read as another site) and full URLs
 * are refused rather than followed.
 */
const sitePath = z
  .string()
  .trim()
  .regex(/^\/(?![/\\])/, { message: "must be a path on this site, starting with a single '/'" });

/** SPEC §3 Search history: a search the shopper ran and the path that reruns it. */
export const searchHistoryEntrySchema = z.object({
  /** What the shopper sees in the list, e.g. 'Toyota Hilux' or 'Used cars under $20,000'. */
  label: requiredText,
  /** The search page path with its query string, e.g. '/search/toyota/hilux?page=2'. */
  path: sitePath,
});
export type SearchHistoryEntry = z.infer<typeof searchHistoryEntrySchema>;

export function searchHistoryStorageKey(siteSlug: string): string {
  const slug = siteSlug.trim();
  if (slug === '') {
    throw new Error('searchHistoryStorageKey: site slug is empty; pass the site slug');
  }
  return `${SEARCH_HISTORY_STORAGE_PREFIX}${slug}`;
}

/**
 * SPEC §3/§9 Search history: the last 5 searches, newest first. Running a search
 * whose path is already listed moves it to the front (with the new label) rather
 * than listing it twice. Paths are compared exactly, query string included.
 */
export function recordSearch(
  history: readonly SearchHistoryEntry[],
  entry: SearchHistoryEntry,
  limit: number = SEARCH_HISTORY_LIMIT,
): SearchHistoryEntry[] {
  return [entry, ...history.filter((e) => e.path !== entry.path)].slice(0, limit);
}

/**
 * Reads stored history. Like favourites, storage may hold anything: bad JSON or
 * a non-list gives an empty list, bad entries are dropped, a repeated path keeps
 * its first (newest) entry, and at most 5 are kept. Never throws.
 */
export function parseSearchHistory(text: string | null | undefined): SearchHistoryEntry[] {
  return parseStoredList(text, searchHistoryEntrySchema, (e) => e.path, SEARCH_HISTORY_LIMIT);
}

export function serializeSearchHistory(history: readonly SearchHistoryEntry[]): string {
  return JSON.stringify(history);
}
