import type { SearchHistoryEntry } from '@forecourt/core';
import {
  type SearchHistoryInput,
  searchHistoryMachine,
} from '../search-history/search-history-machine';
import { type SavedListStorageOptions, useSavedList } from './use-saved-list';

export type UseSearchHistoryOptions = SearchHistoryInput & SavedListStorageOptions;

export function useSearchHistory({ storage, logger, ...input }: UseSearchHistoryOptions) {
  const [snapshot, send] = useSavedList(searchHistoryMachine, { storage, logger }, input);
  return {
    entries: snapshot.context.entries,
    record: (entry: SearchHistoryEntry) => send({ type: 'search.record', entry }),
  };
}
