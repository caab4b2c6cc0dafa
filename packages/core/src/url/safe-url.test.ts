import { describe, expect, it } from 'vitest';
import { isSafeUrl, safeUrl, unsafeUrlReason } from './safe-url';

describe('safe file and image addresses', () => {
  it('a root-relative path is safe', () => {
    expect(isSafeUrl('/ok/path.jpg')).toBe(true);
    expect(isSafeUrl('/media/cars/7/0.svg?w=320')).toBe(true);
    expect(isSafeUrl('/media/history/7.pdf#page=2')).toBe(true);
    expect(isSafeUrl('/')).toBe(true);
    expect(unsafeUrlReason('/ok/path.jpg')).toBeNull();
  });

  it('an absolute https: or http: address with a host is safe', () => {
    expect(isSafeUrl('https://cdn.example/a.jpg')).toBe(true);
    expect(isSafeUrl('http://cdn.example/a.jpg')).toBe(true);
    expect(isSafeUrl('HTTPS://CDN.example/a.jpg')).toBe(true);
    expect(isSafeUrl('https://cdn.example:8443/a.jpg?w=640&q=80')).toBe(true);
    expect(isSafeUrl('https://cdn.example/%22encoded%22.jpg')).toBe(true);
  });

  it('a javascript: address is refused, however it is spelled', () => {
    for (const value of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'JAVASCRIPT:alert(document.cookie)',
      'javascript://cdn.example/%0aalert(1)',
    ]) {
      expect(isSafeUrl(value), value).toBe(false);
    }
    expect(unsafeUrlReason('JaVaScRiPt:alert(1)')).toBe(
      'uses the "javascript:" scheme; must be a path starting with "/" or an absolute https:// or http:// address',
    );
  });

  it('a javascript: address hidden behind a control character or space is refused', () => {
    for (const value of [
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      '\u0001javascript:alert(1)',
      ' javascript:alert(1)',
      'javascript\u0000:alert(1)',
    ]) {
      expect(isSafeUrl(value), JSON.stringify(value)).toBe(false);
    }
  });

  it('data:, vbscript: and other schemes are refused', () => {
    for (const value of [
      'data:image/svg+xml,<svg onload=alert(1)>',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'VBScript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://cdn.example/a.jpg',
      'blob:https://cdn.example/1234',
      'mailto:sales@dealer.example',
    ]) {
      expect(isSafeUrl(value), value).toBe(false);
    }
    expect(unsafeUrlReason('vbscript:msgbox(1)')).toMatch(/^uses the "vbscript:" scheme/);
    expect(unsafeUrlReason('data:text/html;base64,PHNjcmlwdD4=')).toMatch(
      /^uses the "data:" scheme/,
    );
  });

  it('a protocol-relative "//host" address is refused', () => {
    expect(isSafeUrl('//evil.example')).toBe(false);
    expect(isSafeUrl('//evil.example/a.jpg')).toBe(false);
    expect(isSafeUrl('///evil.example/a.jpg')).toBe(false);
    expect(unsafeUrlReason('//evil.example')).toBe(
      'must not start with "//" (an address on another host needs https://)',
    );
  });

  it('a backslash, which the URL parser reads as a slash, is refused', () => {
    expect(isSafeUrl('/\\evil.example/a.jpg')).toBe(false);
    expect(isSafeUrl('\\\\evil.example/a.jpg')).toBe(false);
    expect(isSafeUrl('https:\\\\evil.example/a.jpg')).toBe(false);
  });

  it('an address with a quote, angle bracket or backtick is refused', () => {
    for (const value of [
      '/a.jpg" onerror="alert(1)',
      "/a.jpg' onerror='alert(1)",
      'https://cdn.example/a.jpg"onerror="alert(1)',
      "https://cdn.example/a.jpg'",
      'https://cdn.example/<script>alert(1)</script>.jpg',
      '/a.jpg><img src=x>',
      '/a`.jpg',
    ]) {
      expect(isSafeUrl(value), value).toBe(false);
    }
    expect(unsafeUrlReason('/a.jpg"x')).toBe(
      'must not contain quotes, angle brackets, backticks or backslashes',
    );
  });

  it('an address with whitespace or a control character anywhere is refused', () => {
    for (const value of [
      '/a b.jpg',
      'https://cdn.example/a.jpg ',
      ' /a.jpg',
      '/a.jpg\n',
      '/a\u00a0b.jpg',
      '/a\u2028b.jpg',
      '/a\u007fb.jpg',
      '/a\u0085b.jpg',
    ]) {
      expect(isSafeUrl(value), JSON.stringify(value)).toBe(false);
    }
    expect(unsafeUrlReason('/a b.jpg')).toBe('must not contain spaces or control characters');
  });

  it('a relative path without a leading slash, or an http address without "//", is refused', () => {
    expect(isSafeUrl('images/a.jpg')).toBe(false);
    expect(isSafeUrl('a.jpg')).toBe(false);
    expect(isSafeUrl('../a.jpg')).toBe(false);
    expect(isSafeUrl('?q=1')).toBe(false);
    expect(isSafeUrl('#top')).toBe(false);
    // Read relative to the page when the page is on http: too.
    expect(isSafeUrl('http:cdn.example/a.jpg')).toBe(false);
    expect(isSafeUrl('https:/cdn.example/a.jpg')).toBe(false);
  });

  it('an address that is empty, not a URL or has no host is refused', () => {
    expect(isSafeUrl('')).toBe(false);
    expect(isSafeUrl('https://')).toBe(false);
    expect(isSafeUrl('https://cdn example/a.jpg')).toBe(false);
    expect(isSafeUrl('https://[::1/a.jpg')).toBe(false);
    expect(unsafeUrlReason('https://[::1/a.jpg')).toBe('is not a valid URL');
  });

  it('anything but a string is refused', () => {
    expect(isSafeUrl(null)).toBe(false);
    expect(isSafeUrl(undefined)).toBe(false);
    expect(isSafeUrl(42)).toBe(false);
    expect(isSafeUrl({ href: '/a.jpg' })).toBe(false);
  });

  it('safeUrl returns a safe address unchanged and null for any other', () => {
    expect(safeUrl('/ok/path.jpg')).toBe('/ok/path.jpg');
    expect(safeUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('//evil.example')).toBeNull();
    expect(safeUrl(undefined)).toBeNull();
  });
});
