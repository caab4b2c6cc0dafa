import { wellFormedText } from '../schema/storable';

// The first step of the request gate (docs/architecture.md#the-request-gate):
// every string a request carries, as a key or a value at any depth, made into
// text the rest of the platform can hold. NUL has no place in a form's text
// and PostgreSQL refuses it; half of a UTF-16 surrogate pair is not text at
// all; the same words typed on two keyboards compare equal once in NFC.
// Keys that name an object's prototype are dropped, so no handler can merge
// one into an object by mistake. The walk is a loop, not a recursion, and
// stops at a depth no form reaches, so nesting cannot exhaust the stack here
// or in the schemas after it.

/** Deeper than any body or query the pages send, shallow enough for any parser. */
export const MAX_REQUEST_DEPTH = 16;

/** Keys that never reach a handler, at any depth. */
export const PROTOTYPE_KEYS: ReadonlySet<string> = new Set([
  '__proto__',
  'constructor',
  'prototype',
]);

/**
 * What a lone surrogate costs: the request ('refuse', the default), or only
 * the broken character, replaced by U+FFFD ('replace': the lead API's way, so
 * the rest of a shopper's enquiry is kept).
 */
export type LoneSurrogates = 'refuse' | 'replace';

export type RequestPath = (string | number)[];

export type CleanedValue =
  | { ok: true; value: unknown }
  | { ok: false; path: RequestPath; reason: string };

export const requestValueReasons = {
  nul: 'contains a NUL character (U+0000)',
  loneSurrogate: 'contains half of a UTF-16 surrogate pair',
  tooDeep: `is nested deeper than ${MAX_REQUEST_DEPTH} levels`,
} as const;

/** The text in NFC, or why it cannot be taken. */
export function cleanText(
  text: string,
  loneSurrogates: LoneSurrogates = 'refuse',
): { ok: true; text: string } | { ok: false; reason: string } {
  if (text.includes('\u0000')) return { ok: false, reason: requestValueReasons.nul };
  const whole = wellFormedText(text);
  if (whole !== text && loneSurrogates === 'refuse') {
    return { ok: false, reason: requestValueReasons.loneSurrogate };
  }
  return { ok: true, text: whole.normalize('NFC') };
}

type Slot = {
  value: unknown;
  into: Record<string, unknown> | unknown[];
  at: string | number;
  path: RequestPath;
};

function put(into: Slot['into'], at: string | number, value: unknown): void {
  // defineProperty keeps every key a plain own property of a plain object.
  Object.defineProperty(into, at, { value, writable: true, enumerable: true, configurable: true });
}

/**
 * A clean copy of a parsed JSON value (or a query's strings): every string
 * and key cleaned, prototype keys dropped, no deeper than MAX_REQUEST_DEPTH;
 * or the first place that cannot be cleaned, and why.
 */
export function cleanRequestValue(
  input: unknown,
  loneSurrogates: LoneSurrogates = 'refuse',
): CleanedValue {
  const holder: unknown[] = [];
  const stack: Slot[] = [{ value: input, into: holder, at: 0, path: [] }];
  for (let slot = stack.pop(); slot; slot = stack.pop()) {
    const { value, path } = slot;
    let copy: unknown = value;
    if (typeof value === 'string') {
      const cleaned = cleanText(value, loneSurrogates);
      if (!cleaned.ok) return { ok: false, path, reason: cleaned.reason };
      copy = cleaned.text;
    } else if (typeof value === 'object' && value !== null) {
      if (path.length >= MAX_REQUEST_DEPTH) {
        return { ok: false, path, reason: requestValueReasons.tooDeep };
      }
      if (Array.isArray(value)) {
        const list: unknown[] = new Array(value.length);
        for (let i = 0; i < value.length; i += 1) {
          stack.push({ value: value[i], into: list, at: i, path: [...path, i] });
        }
        copy = list;
      } else {
        const object: Record<string, unknown> = {};
        for (const [key, inner] of Object.entries(value)) {
          const cleaned = cleanText(key, loneSurrogates);
          if (!cleaned.ok) return { ok: false, path: [...path, key], reason: cleaned.reason };
          if (PROTOTYPE_KEYS.has(cleaned.text)) continue;
          put(object, cleaned.text, undefined);
          stack.push({
            value: inner,
            into: object,
            at: cleaned.text,
            path: [...path, cleaned.text],
          });
        }
        copy = object;
      }
    }
    put(slot.into, slot.at, copy);
  }
  return { ok: true, value: holder[0] };
}
