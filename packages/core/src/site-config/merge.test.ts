import { describe, expect, it } from 'vitest';
import { deepMerge, isPlainObject, mergeLayers } from './merge';

describe('deepMerge', () => {
  it('plain objects merge key by key, at every depth', () => {
    const base = { a: 1, nested: { x: 1, y: 2, deeper: { p: 'base', q: 'base' } } };
    const overlay = { nested: { y: 20, deeper: { q: 'site' } }, b: 2 };
    expect(deepMerge(base, overlay)).toEqual({
      a: 1,
      b: 2,
      nested: { x: 1, y: 20, deeper: { p: 'base', q: 'site' } },
    });
  });

  it('arrays replace the default wholesale and are never concatenated', () => {
    expect(deepMerge({ list: [1, 2, 3] }, { list: [9] })).toEqual({ list: [9] });
    expect(deepMerge({ list: [1, 2, 3] }, { list: [] })).toEqual({ list: [] });
  });

  it('an array of objects replaces, it does not merge by index', () => {
    const base = {
      nav: [
        { label: 'Home', href: '/' },
        { label: 'Finance', href: '/finance' },
      ],
    };
    expect(deepMerge(base, { nav: [{ label: 'Stock' }] })).toEqual({ nav: [{ label: 'Stock' }] });
  });

  it('an explicit null in the overlay sets null', () => {
    expect(deepMerge({ provider: 'Taurus' }, { provider: null })).toEqual({ provider: null });
    expect(deepMerge({ group: { a: 1 } }, { group: null })).toEqual({ group: null });
    expect(deepMerge({ a: 1 }, null)).toBeNull();
  });

  it('undefined in the overlay leaves the default', () => {
    expect(deepMerge({ provider: 'Taurus' }, { provider: undefined })).toEqual({
      provider: 'Taurus',
    });
    expect(deepMerge({ a: 1 }, undefined)).toEqual({ a: 1 });
  });

  it('undefined in the overlay for a key the base lacks adds no key', () => {
    expect(Object.keys(deepMerge({ a: 1 }, { b: undefined }) as object)).toEqual(['a']);
  });

  it('an object over null or a scalar replaces it; a scalar over an object replaces it', () => {
    expect(deepMerge({ popup: null }, { popup: { title: 'Sale' } })).toEqual({
      popup: { title: 'Sale' },
    });
    expect(deepMerge({ v: 3 }, { v: { n: 1 } })).toEqual({ v: { n: 1 } });
    expect(deepMerge({ v: { n: 1 } }, { v: 'flat' })).toEqual({ v: 'flat' });
  });

  it('false and 0 and empty text in the overlay are values, not absences', () => {
    expect(deepMerge({ on: true, n: 5, s: 'x' }, { on: false, n: 0, s: '' })).toEqual({
      on: false,
      n: 0,
      s: '',
    });
  });

  it('merging never mutates its inputs', () => {
    const base = { a: { b: [1, 2] }, c: 1 };
    const overlay = { a: { d: 3 }, list: [{ x: 1 }] };
    const baseCopy = JSON.parse(JSON.stringify(base));
    const overlayCopy = JSON.parse(JSON.stringify(overlay));
    deepMerge(base, overlay);
    expect(base).toEqual(baseCopy);
    expect(overlay).toEqual(overlayCopy);
  });

  it('the result shares no object or array with its inputs', () => {
    const base = { kept: { n: 1 }, list: [{ x: 1 }] };
    const overlay = { added: { m: 2 }, other: [{ y: 1 }] };
    const merged = deepMerge(base, overlay) as {
      kept: { n: number };
      list: { x: number }[];
      added: { m: number };
      other: { y: number }[];
    };
    merged.kept.n = 99;
    merged.list[0] = { x: 99 };
    merged.added.m = 99;
    merged.other.push({ y: 2 });
    expect(base).toEqual({ kept: { n: 1 }, list: [{ x: 1 }] });
    expect(overlay).toEqual({ added: { m: 2 }, other: [{ y: 1 }] });
  });

  it('a __proto__ key from JSON cannot pollute Object.prototype', () => {
    const overlay = JSON.parse('{"__proto__": {"polluted": true}, "a": 1}');
    const merged = deepMerge({}, overlay) as Record<string, unknown>;
    expect(merged).toEqual({ a: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('mergeLayers', () => {
  it('later layers win over earlier ones (platform, then group, then dealership)', () => {
    const platform = { label: 'Get Finance', lead: { message: true, terms: false } };
    const group = { lead: { terms: true } };
    const dealership = { lead: { message: false } };
    expect(mergeLayers(platform, group, dealership)).toEqual({
      label: 'Get Finance',
      lead: { message: false, terms: true },
    });
  });

  it('no layers give undefined', () => {
    expect(mergeLayers()).toBeUndefined();
  });
});

describe('isPlainObject', () => {
  it('accepts object literals and null-prototype objects, rejects arrays, dates and null', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject([])).toBe(false);
    expect(isPlainObject(new Date(0))).toBe(false);
    expect(isPlainObject(null)).toBe(false);
    expect(isPlainObject('x')).toBe(false);
  });
});
