import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustedProxies, TrustProxyError } from './client-address';

describe("a request's client address", () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const none = parseTrustedProxies(undefined);
    expect(clientAddressOf('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9');
    expect(clientAddressOf('::ffff:127.0.0.1', '198.51.100.1', parseTrustedProxies(''))).toBe(
      '127.0.0.1',
    );
  });

  it('behind a trusted proxy is the nearest untrusted hop of X-Forwarded-For', () => {
    const trusted = parseTrustedProxies('loopback, 10.0.0.0/8');
    expect(clientAddressOf('127.0.0.1', '198.51.100.7', trusted)).toBe('198.51.100.7');
    // A shopper who writes the header themselves only adds hops left of the real one.
    expect(clientAddressOf('::1', '1.2.3.4, 198.51.100.7, 10.1.2.3', trusted)).toBe('198.51.100.7');
    expect(clientAddressOf('127.0.0.1', ['1.2.3.4', '198.51.100.8'], trusted)).toBe('198.51.100.8');
    // No header, or a hop that is not an address: the last address known.
    expect(clientAddressOf('127.0.0.1', undefined, trusted)).toBe('127.0.0.1');
    expect(clientAddressOf('127.0.0.1', 'unknown, 10.0.0.2', trusted)).toBe('10.0.0.2');
  });

  it('does not read X-Forwarded-For from a peer that is not a trusted proxy', () => {
    const trusted = parseTrustedProxies('10.0.0.5');
    expect(clientAddressOf('203.0.113.9', '198.51.100.7', trusted)).toBe('203.0.113.9');
    expect(clientAddressOf('10.0.0.5', '198.51.100.7', trusted)).toBe('198.51.100.7');
  });

  it('refuses a TRUST_PROXY entry that is not an address, a subnet or loopback, naming it', () => {
    for (const bad of ['proxy.example', '10.0.0.0/33', '10.0.0.0/8/1', '10.0.0/8', '::1/abc']) {
      expect(() => parseTrustedProxies(bad)).toThrow(TrustProxyError);
      expect(() => parseTrustedProxies(bad)).toThrow(`"${bad}"`);
    }
  });
});
