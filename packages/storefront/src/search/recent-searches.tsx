import type { SearchHistoryEntry } from '@forecourt/core';
import { type KeyValueStorage, type Logger, useSearchHistory } from '@forecourt/machines/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';

/** Recent searches, newest first, and how to run one again. */
export type RecentSearches = {
  entries: readonly SearchHistoryEntry[];
  choose: (path: string) => void;
};

const RecentSearchesContext = createContext<RecentSearches | undefined>(undefined);

/** The shopper's recent searches, where a `RecentSearchesScope` is above. */
export function useRecentSearches(): RecentSearches | undefined {
  return useContext(RecentSearchesContext);
}

export type RecentSearchesScopeProps = {
  siteSlug: string;
  storage: KeyValueStorage | null | undefined;
  logger?: Logger;
  /** The search to keep, once it has answered; null while there is none to keep. */
  latest: { label: string; path: string } | null;
  choose: (path: string) => void;
  children: ReactNode;
};

/**
 * Search history: keeps each search the shopper runs, the last 5 per site
 * (the history machine), and offers them to the search box below (docs/rules.md#search-history). The machine
 * reads storage just after the page has hydrated; living here, that redraws the
 * search box only, not the whole search page with its cards (a long
 * task on a phone, counted in the page's Total Blocking Time).
 */
export function RecentSearchesScope({
  siteSlug,
  storage,
  logger,
  latest,
  choose,
  children,
}: RecentSearchesScopeProps) {
  const history = useSearchHistory({ siteSlug, storage, logger });
  const record = useRef(history.record);
  record.current = history.record;
  const label = latest?.label;
  const path = latest?.path;
  useEffect(() => {
    if (label !== undefined && path !== undefined) record.current({ label, path });
  }, [label, path]);
  // Reading an empty store gives a new empty list: the search box is only redrawn
  // when the entries themselves change, not when the machine has read storage.
  const kept = useRef(history.entries);
  if (!sameEntries(kept.current, history.entries)) kept.current = history.entries;
  const entries = kept.current;
  const value = useMemo(() => ({ entries, choose }), [entries, choose]);
  return <RecentSearchesContext.Provider value={value}>{children}</RecentSearchesContext.Provider>;
}

function sameEntries(a: readonly SearchHistoryEntry[], b: readonly SearchHistoryEntry[]): boolean {
  return (
    a === b ||
    (a.length === b.length &&
      a.every((entry, i) => entry.path === b[i]?.path && entry.label === b[i]?.label))
  );
}
