import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseStoredList } from './stored-list';

const entry = z.object({ id: z.string(), label: z.string() });
const byId = (e: { id: string }) => e.id;

describe('stored list parsing', () => {
  it('reads a well-formed list', () => {
    const text = JSON.stringify([
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ]);
    expect(parseStoredList(text, entry, byId)).toEqual([
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ]);
  });

  it('gives an empty list for missing text, bad JSON or a non-list, never throwing', () => {
    expect(parseStoredList(null, entry, byId)).toEqual([]);
    expect(parseStoredList(undefined, entry, byId)).toEqual([]);
    expect(parseStoredList('{not json', entry, byId)).toEqual([]);
    expect(parseStoredList('{"id":"a","label":"A"}', entry, byId)).toEqual([]);
    expect(parseStoredList('null', entry, byId)).toEqual([]);
  });

  it('drops entries that fail the schema and keeps the first of a repeated key', () => {
    const text = JSON.stringify([
      { id: 'a', label: 'first' },
      { id: 7 },
      'junk',
      null,
      { id: 'a', label: 'second' },
      { id: 'b', label: 'B' },
    ]);
    expect(parseStoredList(text, entry, byId)).toEqual([
      { id: 'a', label: 'first' },
      { id: 'b', label: 'B' },
    ]);
  });

  it('keeps at most the limit, counting only valid entries', () => {
    const text = JSON.stringify([{ id: 'x' }, { id: 'a', label: 'A' }, { id: 'b', label: 'B' }]);
    expect(parseStoredList(text, entry, byId, 1)).toEqual([{ id: 'a', label: 'A' }]);
  });
});
