import { type SiteConfig, siteConfigSchema } from '@forecourt/core';
import { describe, expect, it } from 'vitest';
import { createSiteRegistry, hostName } from './hosts';

function site(slug: string, domains: string[] = []): SiteConfig {
  return siteConfigSchema.parse({
    slug,
    template: 'metro',
    name: slug,
    dealership_id: 1,
    address: { street: '1 Main Street', city: 'Brisbane', state: 'qld', postcode: '4000' },
    dealerships: [slug],
    domains,
  });
}

const registry = createSiteRegistry([
  site('acme-motors', ['www.acme.example', 'acme.example']),
  site('bay-cars'),
]);

describe('hostName', () => {
  it('drops the port and lower-cases', () => {
    expect(hostName('Acme-Motors.LOCALHOST:3000')).toBe('acme-motors.localhost');
    expect(hostName('www.acme.example')).toBe('www.acme.example');
  });
  it('keeps an IPv6 loopback in brackets', () => {
    expect(hostName('[::1]:3000')).toBe('[::1]');
  });
  it('is null for a missing or malformed host', () => {
    expect(hostName(undefined)).toBeNull();
    expect(hostName('')).toBeNull();
    expect(hostName('bad host:3000')).toBeNull();
    expect(hostName('a/b')).toBeNull();
  });
});

describe('site resolution from the Host header', () => {
  it('{slug}.localhost:PORT is that site', () => {
    const match = registry.resolve('acme-motors.localhost:3000');
    expect(match.kind).toBe('site');
    expect(match.kind === 'site' && match.site.slug).toBe('acme-motors');
    const other = registry.resolve('bay-cars.localhost:4100');
    expect(other.kind === 'site' && other.site.slug).toBe('bay-cars');
  });
  it('each configured production domain is its site, with or without a port', () => {
    for (const host of ['www.acme.example', 'acme.example', 'ACME.example:443']) {
      const match = registry.resolve(host);
      expect(match.kind === 'site' && match.site.slug).toBe('acme-motors');
    }
  });
  it('the bare localhost and loopback addresses are the start page', () => {
    for (const host of ['localhost:3000', 'localhost', '127.0.0.1:3000', '[::1]:3000']) {
      expect(registry.resolve(host)).toEqual({ kind: 'start' });
    }
  });
  it('an unknown slug, a nested label, another domain or no host is unknown', () => {
    for (const host of [
      'nobody.localhost:3000',
      'x.acme-motors.localhost:3000',
      'acme.example.evil.test',
      'evil.test',
      undefined,
    ]) {
      expect(registry.resolve(host)).toEqual({ kind: 'unknown' });
    }
  });
  it('a site slug is not a domain: acme-motors alone is unknown', () => {
    expect(registry.resolve('acme-motors')).toEqual({ kind: 'unknown' });
  });
});
