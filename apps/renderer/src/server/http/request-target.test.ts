import { describe, expect, it } from 'vitest';
import { originFormTarget, pageTarget, targetUrl } from './request-target';

describe("a request's target", () => {
  it('is a path: as sent, from an absolute URL, or none for * and host:port', () => {
    expect(originFormTarget('/search?make=kia')).toBe('/search?make=kia');
    expect(originFormTarget('http://a.localhost:3000/cars/x?y=1')).toBe('/cars/x?y=1');
    expect(originFormTarget(undefined)).toBe('/');
    expect(originFormTarget('*')).toBeNull();
    expect(originFormTarget('a.localhost:443')).toBeNull();
  });

  it("keeps a path that starts with '//' a path on this host", () => {
    expect(targetUrl('//').pathname).toBe('//');
    const url = targetUrl('//evil.example/x?q=1');
    expect([url.host, url.pathname, url.search]).toEqual(['localhost', '//evil.example/x', '?q=1']);
  });

  it('leaves out query parameters named like a property of every object, and only those', () => {
    expect(pageTarget('/?hasOwnProperty&a=1')).toBe('/?a=1');
    expect(pageTarget('/finance?hasOwnProperty=1&b')).toBe('/finance?b');
    expect(pageTarget('/x?__proto__=1&constructor=2')).toBe('/x');
    expect(pageTarget('/x?has%4FwnProperty=1&page=2')).toBe('/x?page=2');
    expect(pageTarget('/search?page=2&sort=price')).toBe('/search?page=2&sort=price');
    expect(pageTarget('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });
});
