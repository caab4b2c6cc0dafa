// What a database can keep of text a stranger sends. PostgreSQL's text and
// jsonb hold neither U+0000 nor half of a UTF-16 surrogate pair (JSON may
// escape one alone, as "\ud83d"); either fails the write, after the request
// has been accepted. This reads a parsed JSON value before anything is
// written: a NUL is refused (it has no place in a form's text and no honest
// replacement), a lone surrogate becomes U+FFFD, the replacement character,
// so the rest of the shopper's text is kept.

/** Half of a surrogate pair with no other half beside it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text with every lone surrogate replaced by U+FFFD; well-formed text comes back as is. */
export function wellFormedText(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

export type StorableJson =
  | { ok: true; value: unknown /** Whether any text was replaced. */; cleaned: boolean }
  | { ok: false; reason: 'nul' };

type Slot = { value: unknown; into: Record<string, unknown> | unknown[]; at: string | number };

function put(into: Slot['into'], at: string | number, value: unknown): void {
  // defineProperty: a key named "__proto__" stays a plain own key, as JSON.parse made it.
  Object.defineProperty(into, at, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * A copy of a parsed JSON value that the database can store, or why it cannot
 * be: keys and strings at any depth (walked without recursion, so a deeply
 * nested body cannot exhaust the stack).
 */
export function storableJson(input: unknown): StorableJson {
  const holder: unknown[] = [];
  const stack: Slot[] = [{ value: input, into: holder, at: 0 }];
  let cleaned = false;
  const text = (raw: string): string | null => {
    if (raw.includes('\u0000')) return null;
    const fixed = wellFormedText(raw);
    if (fixed !== raw) cleaned = true;
    return fixed;
  };
  for (let slot = stack.pop(); slot; slot = stack.pop()) {
    const { value } = slot;
    let copy: unknown = value;
    if (typeof value === 'string') {
      const fixed = text(value);
      if (fixed === null) return { ok: false, reason: 'nul' };
      copy = fixed;
    } else if (Array.isArray(value)) {
      const list: unknown[] = new Array(value.length);
      for (let i = 0; i < value.length; i += 1) stack.push({ value: value[i], into: list, at: i });
      copy = list;
    } else if (typeof value === 'object' && value !== null) {
      const object: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(value)) {
        const fixed = text(key);
        if (fixed === null) return { ok: false, reason: 'nul' };
        put(object, fixed, undefined);
        stack.push({ value: inner, into: object, at: fixed });
      }
      copy = object;
    }
    put(slot.into, slot.at, copy);
  }
  return { ok: true, value: holder[0], cleaned };
}
