// A site's configuration is the platform defaults overlaid by the site's own
// values (docs/rules.md#site-configuration). These are the merge rules, in order of precedence:
//
// 1. An overlay value of `undefined` (or a key the overlay does not have) keeps the base value.
// 2. An overlay value of `null` sets the value to null, whatever the base held.
// 3. When base and overlay are both plain objects, they merge key by key with these same rules.
// 4. Anything else in the overlay (arrays, strings, numbers, booleans, an object over a
//    non-object) replaces the base value wholesale. Arrays are never concatenated: a site
//    that lists its own navigation gets exactly that navigation, not the defaults plus it.
//
// The result is a fresh tree: neither input is mutated and the output shares no object or
// array with them, so a caller may change a resolved config without touching the defaults.

/** Keys that would reach Object.prototype when assigned; skipped so a JSON file cannot pollute it. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export type PlainObject = Record<string, unknown>;

/** A plain object literal or parsed JSON object (not an array, Date, Map or class instance). */
export function isPlainObject(value: unknown): value is PlainObject {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function cloneValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneValue);
  if (isPlainObject(value)) {
    const out: PlainObject = {};
    for (const [key, inner] of Object.entries(value)) {
      if (UNSAFE_KEYS.has(key)) continue;
      out[key] = cloneValue(inner);
    }
    return out;
  }
  return value;
}

/** Overlays `overlay` on `base` by the rules above and returns a new value. */
export function deepMerge(base: unknown, overlay: unknown): unknown {
  if (overlay === undefined) return cloneValue(base);
  if (overlay === null) return null;
  if (isPlainObject(base) && isPlainObject(overlay)) {
    const out: PlainObject = {};
    for (const [key, inner] of Object.entries(base)) {
      if (UNSAFE_KEYS.has(key)) continue;
      out[key] = cloneValue(inner);
    }
    for (const [key, inner] of Object.entries(overlay)) {
      if (UNSAFE_KEYS.has(key) || inner === undefined) continue;
      out[key] = deepMerge(out[key], inner);
    }
    return out;
  }
  return cloneValue(overlay);
}

/** Overlays each layer on the previous one, left to right (platform defaults first). */
export function mergeLayers(...layers: unknown[]): unknown {
  return layers.reduce<unknown>((merged, layer) => deepMerge(merged, layer), undefined);
}
