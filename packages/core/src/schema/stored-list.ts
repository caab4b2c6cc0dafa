/** Any schema that checks one entry: zod's full and mini forms both fit. */
export interface EntrySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * Reads a list kept in the shopper's local storage. Storage may hold anything
 * (older code, extensions, the shopper's own tinkering), so nothing unreadable
 * may break a page: bad JSON or a non-list gives an empty list, entries that fail
 * the schema are dropped, a repeated key keeps its first entry, and at most
 * `limit` entries are kept. Never throws.
 */
export function parseStoredList<T>(
  text: string | null | undefined,
  schema: EntrySchema<T>,
  keyOf: (entry: T) => string,
  limit = Number.POSITIVE_INFINITY,
): T[] {
  if (text === null || text === undefined) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  const out: T[] = [];
  const seen = new Set<string>();
  for (const entry of raw) {
    if (out.length >= limit) break;
    const parsed = schema.safeParse(entry);
    if (!parsed.success) continue;
    const key = keyOf(parsed.data);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(parsed.data);
  }
  return out;
}
