import { describe, expect, it } from 'vitest';
import { storableJson, wellFormedText } from './storable';

describe('text a database can store', () => {
  it('replaces a lone high or low surrogate and keeps whole pairs', () => {
    expect(wellFormedText('a\uD83Db')).toBe('a\uFFFDb');
    expect(wellFormedText('a\uDE00')).toBe('a\uFFFD');
    expect(wellFormedText('car \uD83D\uDE97')).toBe('car \uD83D\uDE97');
  });

  it('copies a parsed body with its broken text replaced and says so', () => {
    const parsed = JSON.parse('{"a":["x\\ud800",{"\\udc00k":"ok"}],"n":1,"t":true,"z":null}');
    expect(storableJson(parsed)).toEqual({
      ok: true,
      cleaned: true,
      value: { a: ['x\uFFFD', { '\uFFFDk': 'ok' }], n: 1, t: true, z: null },
    });
    expect(storableJson({ fine: 'text' })).toEqual({
      ok: true,
      cleaned: false,
      value: { fine: 'text' },
    });
  });

  it('refuses a NUL in a value or a key, at any depth', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(storableJson(deep)).toEqual({ ok: false, reason: 'nul' });
    expect(storableJson({ 'k\u0000': 1 })).toEqual({ ok: false, reason: 'nul' });
  });

  it('keeps a key named __proto__ as a plain key, never as the prototype', () => {
    const parsed = JSON.parse('{"__proto__":{"polluted":"\\ud800"}}');
    const result = storableJson(parsed);
    expect(result.ok && Object.getPrototypeOf(result.value)).toBe(Object.prototype);
    expect(result.ok && Object.hasOwn(result.value as object, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
