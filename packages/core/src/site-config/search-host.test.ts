import { describe, expect, it } from 'vitest';
import { isLoopbackHostname, parseSearchHost } from './search-host';

describe('parseSearchHost (the search host comes from site config)', () => {
  it('a bare name is https on the default port', () => {
    expect(parseSearchHost('acme-dsn.algolia.net')).toEqual({
      ok: true,
      host: { protocol: 'https', hostname: 'acme-dsn.algolia.net', port: null },
    });
  });

  it('a name may carry a port, and an https address its scheme', () => {
    expect(parseSearchHost('Search.Example:8443')).toEqual({
      ok: true,
      host: { protocol: 'https', hostname: 'search.example', port: 8443 },
    });
    expect(parseSearchHost('https://search.example/')).toEqual({
      ok: true,
      host: { protocol: 'https', hostname: 'search.example', port: null },
    });
  });

  it('http is accepted for a loopback stand-in only', () => {
    expect(parseSearchHost('http://127.0.0.1:7700')).toEqual({
      ok: true,
      host: { protocol: 'http', hostname: '127.0.0.1', port: 7700 },
    });
    expect(parseSearchHost('http://[::1]:7700')).toMatchObject({
      ok: true,
      host: { hostname: '[::1]' },
    });
    expect(parseSearchHost('http://localhost:7700').ok).toBe(true);
    const remote = parseSearchHost('http://search.example');
    expect(remote.ok).toBe(false);
    expect(!remote.ok && remote.message).toContain('search key in the clear');
  });

  it('refuses paths, other schemes, empty names and ports out of range', () => {
    for (const bad of [
      'https://search.example/1/indexes',
      'ftp://search.example',
      '',
      'search example',
      'search.example:70000',
      'search.example:0',
    ]) {
      expect(parseSearchHost(bad).ok, bad).toBe(false);
    }
  });

  it('knows the loopback names', () => {
    expect(isLoopbackHostname('127.0.0.1')).toBe(true);
    expect(isLoopbackHostname('127.8.9.10')).toBe(true);
    expect(isLoopbackHostname('[::1]')).toBe(true);
    expect(isLoopbackHostname('stand-in.localhost')).toBe(true);
    expect(isLoopbackHostname('128.0.0.1')).toBe(false);
    expect(isLoopbackHostname('localhost.example')).toBe(false);
  });
});
