import { describe, expect, it } from 'vitest';
import { hostProblem, originFormTarget, pageTarget, targetUrl } from './request-target';

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

describe("a request's Host", () => {
  const raw = (...pairs: [string, string][]) => pairs.flat();

  it('one Host header with an origin-form target is fine, whatever it names', () => {
    expect(hostProblem(raw(['Host', 'a.example']), '/x')).toBeNull();
    expect(hostProblem(raw(['Accept', '*/*']), '/x')).toBeNull();
  });

  it('more than one Host header is a problem, however each is spelt', () => {
    for (const headers of [
      raw(['Host', 'a.example'], ['Host', 'b.example']),
      raw(['host', 'a.example'], ['Accept', '*/*'], ['HOST', 'a.example']),
    ]) {
      expect(hostProblem(headers, '/')).toBe('more than one Host header');
    }
  });

  it("an absolute-form target must name the Host header's host (scheme's default port and case aside)", () => {
    const host = (value: string, target: string) => hostProblem(raw(['Host', value]), target);
    expect(host('a.example', 'http://a.example/x?y=1')).toBeNull();
    expect(host('A.Example:80', 'HTTP://a.example/')).toBeNull();
    expect(host('a.example:443', 'https://a.example/')).toBeNull();
    expect(host('a.example:3000', 'http://a.example:3000/')).toBeNull();
    const other = 'the target names another host than the Host header';
    expect(host('b.example', 'http://a.example/')).toBe(other);
    expect(host('a.example', 'http://a.example:3000/')).toBe(other);
    expect(host('a.example:443', 'http://a.example/')).toBe(other);
    expect(host('a.example/x', 'http://a.example/')).toBe(other);
    expect(host('u@a.example', 'http://a.example/')).toBe(other);
    expect(host('', 'http://a.example/')).toBe(other);
  });
});
