import { type EntrySchema, parseStoredList } from '../schema/stored-list';

// Checked by hand, not with zod: the search page records and reads its history in the
// browser, and this module keeps zod (about 30 KB gzipped) out of that page's bundle.

/** Search history keeps 5 entries (docs/rules.md#search-history). */
export const SEARCH_HISTORY_LIMIT = 5;
export const SEARCH_HISTORY_STORAGE_PREFIX = 'forecourt:search-history:';

/** Search history: a search the shopper ran and the path that reruns it (docs/rules.md#search-history). */
export type SearchHistoryEntry = {
  /** What the shopper sees in the list, e.g. 'Toyota Hilux' or 'Used cars under $20,000'. */
  label: string;
  /** The search page path with its query string, e.g. '/search/toyota/hilux?page=2'. */
  path: string;
};

/**
 * A site-relative path: starts with one '/'. A stored path becomes a link, so
 * '//host' and '/\host' (which browsers read as another site) and full URLs
 * are refused rather than followed.
 */
const SITE_PATH = /^\/(?![/\\])/;

/** A stored or recorded entry, trimmed, or why it is not one. */
function checkEntry(value: unknown): { data: SearchHistoryEntry } | { problem: string } {
  if (typeof value !== 'object' || value === null) return { problem: 'is not an entry' };
  const { label, path } = value as Record<string, unknown>;
  const text = typeof label === 'string' ? label.trim() : '';
  if (text === '') return { problem: 'label: must not be empty' };
  const where = typeof path === 'string' ? path.trim() : '';
  if (!SITE_PATH.test(where)) {
    return { problem: "path: must be a path on this site, starting with a single '/'" };
  }
  return { data: { label: text, path: where } };
}

/** Search history entry: checks a value (`safeParse`) or insists on one (`parse`) (docs/rules.md#search-history). */
export const searchHistoryEntrySchema: EntrySchema<SearchHistoryEntry> & {
  parse(value: unknown): SearchHistoryEntry;
} = {
  safeParse(value) {
    const checked = checkEntry(value);
    return 'data' in checked ? { success: true, data: checked.data } : { success: false };
  },
  parse(value) {
    const checked = checkEntry(value);
    if ('problem' in checked) throw new Error(`search history entry ${checked.problem}`);
    return checked.data;
  },
};

export function searchHistoryStorageKey(siteSlug: string): string {
  const slug = siteSlug.trim();
  if (slug === '') {
    throw new Error('searchHistoryStorageKey: site slug is empty; pass the site slug');
  }
  return `${SEARCH_HISTORY_STORAGE_PREFIX}${slug}`;
}

/**
 * Search history: the last 5 searches, newest first (docs/rules.md#search-history). Running a search
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
