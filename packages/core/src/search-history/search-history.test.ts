import { describe, expect, it } from 'vitest';
import {
  parseSearchHistory,
  recordSearch,
  type SearchHistoryEntry,
  searchHistoryEntrySchema,
  searchHistoryStorageKey,
  serializeSearchHistory,
} from './search-history';

const entry = (n: number): SearchHistoryEntry => ({
  label: `Search ${n}`,
  path: `/search?query=car-${n}`,
});

describe('search history keeps the last 5 searches, newest first', () => {
  it('a new search goes to the front', () => {
    expect(recordSearch([entry(1)], entry(2))).toEqual([entry(2), entry(1)]);
  });

  it('the first search starts the list', () => {
    expect(recordSearch([], entry(1))).toEqual([entry(1)]);
  });

  it('exactly 5 are kept: the sixth search drops the oldest', () => {
    const five = [entry(5), entry(4), entry(3), entry(2), entry(1)];
    expect(recordSearch(five.slice(1), entry(5))).toHaveLength(5);
    expect(recordSearch(five, entry(6))).toEqual([
      entry(6),
      entry(5),
      entry(4),
      entry(3),
      entry(2),
    ]);
  });

  it('a repeated path moves to the front instead of being listed twice', () => {
    const history = [entry(3), entry(2), entry(1)];
    expect(recordSearch(history, entry(1))).toEqual([entry(1), entry(3), entry(2)]);
  });

  it('a repeated path takes the newer label', () => {
    const renamed = { label: 'Renamed', path: entry(2).path };
    expect(recordSearch([entry(2), entry(1)], renamed)).toEqual([renamed, entry(1)]);
  });

  it('repeating a path at a full list drops nothing else', () => {
    const five = [entry(5), entry(4), entry(3), entry(2), entry(1)];
    expect(recordSearch(five, entry(1))).toEqual([
      entry(1),
      entry(5),
      entry(4),
      entry(3),
      entry(2),
    ]);
  });

  it('does not change the list it was given', () => {
    const history = [entry(1)];
    recordSearch(history, entry(2));
    expect(history).toEqual([entry(1)]);
  });
});

describe('search history entries are paths on this site', () => {
  it('accepts a site path with a query string', () => {
    expect(
      searchHistoryEntrySchema.safeParse({ label: 'Hilux', path: '/search/toyota/hilux?page=2' })
        .success,
    ).toBe(true);
  });

  it('refuses other sites and full URLs', () => {
    for (const path of ['//evil.example', '/\\evil.example', 'https://evil.example', 'search']) {
      expect(searchHistoryEntrySchema.safeParse({ label: 'x', path }).success).toBe(false);
    }
  });

  it('has a storage key per site', () => {
    expect(searchHistoryStorageKey('harbour-toyota')).toBe(
      'forecourt:search-history:harbour-toyota',
    );
    expect(() => searchHistoryStorageKey('')).toThrow(/site slug is empty/);
  });
});

describe('search history parse tolerates corrupt storage', () => {
  it('reads back what was stored', () => {
    const history = [entry(2), entry(1)];
    expect(parseSearchHistory(serializeSearchHistory(history))).toEqual(history);
  });

  it('nothing stored, bad JSON or a non-list is an empty list', () => {
    expect(parseSearchHistory(null)).toEqual([]);
    expect(parseSearchHistory(undefined)).toEqual([]);
    expect(parseSearchHistory('')).toEqual([]);
    expect(parseSearchHistory('{oops')).toEqual([]);
    expect(parseSearchHistory('{"path":"/search"}')).toEqual([]);
  });

  it('bad entries are dropped and good ones kept', () => {
    const text = JSON.stringify([
      entry(2),
      { label: 'x' },
      7,
      { label: 'y', path: '//evil' },
      entry(1),
    ]);
    expect(parseSearchHistory(text)).toEqual([entry(2), entry(1)]);
  });

  it('a repeated path keeps its newest (first) entry', () => {
    const text = JSON.stringify([entry(1), { ...entry(1), label: 'older' }]);
    expect(parseSearchHistory(text)).toEqual([entry(1)]);
  });

  it('more than 5 stored entries are cut to the newest 5', () => {
    const text = JSON.stringify([1, 2, 3, 4, 5, 6, 7].map(entry));
    expect(parseSearchHistory(text)).toEqual([1, 2, 3, 4, 5].map(entry));
  });
});
