import {
  parseSearchHistory,
  recordSearch,
  type SearchHistoryEntry,
  searchHistoryEntrySchema,
  searchHistoryStorageKey,
  serializeSearchHistory,
} from '@forecourt/core';
import {
  createSavedListMachine,
  type SavedListContext,
  type SavedListEvent,
} from '../saved-list/saved-list-machine';

export type SearchHistoryInput = { siteSlug: string };

/** `entries` is the history; `pending` the searches run while it was being read. */
export type SearchHistoryContext = SavedListContext<SearchHistoryEntry, 'entries'>;

/**
 * `{ type: 'search.record', entry }`: `{ label, path }`, what the list shows and
 * the search page path that reruns it.
 */
export type SearchHistoryEvent = SavedListEvent<'search.record', 'entry'>;

/**
 * Search history (docs/rules.md#search-history): the last 5 searches with their
 * path, newest first, kept in local storage per site. Core's `recordSearch` moves
 * a repeated path to the front and keeps 5; `parseSearchHistory` tolerates
 * corrupt storage.
 */
export const searchHistoryMachine = createSavedListMachine({
  id: 'searchHistory',
  listKey: 'entries',
  eventType: 'search.record',
  itemKey: 'entry',
  storageKey: (input: SearchHistoryInput) => searchHistoryStorageKey(input.siteSlug),
  schema: searchHistoryEntrySchema,
  parse: parseSearchHistory,
  serialize: serializeSearchHistory,
  // recordSearch's third parameter (its limit) keeps its default.
  change: (entries, entry) => recordSearch(entries, entry),
  // An off-site path or an empty label is refused (core's entry schema).
  refused: { level: 'warn', message: 'search history: entry refused' },
});
