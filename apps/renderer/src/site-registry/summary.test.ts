import { type PublicSiteConfig, publicSiteConfig, resolveSiteConfig } from '@forecourt/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, formatSiteSummaries, parsePort, siteUrl } from './summary';

function site(overlay: Record<string, unknown>): PublicSiteConfig {
  const result = resolveSiteConfig({
    template: 'metro',
    dealership_id: 1,
    address: { street: '1 Example Street', city: 'Perth', state: 'wa', postcode: '6000' },
    dealerships: ['d'],
    ...overlay,
  });
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return publicSiteConfig(result.config);
}

describe('parsePort', () => {
  it('defaults to 3000 when PORT is unset or blank', () => {
    expect(DEFAULT_PORT).toBe(3000);
    expect(parsePort(undefined)).toEqual({ ok: true, port: 3000 });
    expect(parsePort('')).toEqual({ ok: true, port: 3000 });
  });
  it('accepts 1 and 65535', () => {
    expect(parsePort('1')).toEqual({ ok: true, port: 1 });
    expect(parsePort('65535')).toEqual({ ok: true, port: 65535 });
  });
  it('rejects 0, 65536 and non-numbers', () => {
    for (const value of ['0', '65536', 'abc', '3000.5', '-1']) {
      expect(parsePort(value)).toEqual({
        ok: false,
        problem: `PORT "${value}" is not a port number from 1 to 65535`,
      });
    }
  });
});

describe('siteUrl', () => {
  it('serves each site on {slug}.localhost', () => {
    expect(siteUrl('acme-motors', 3000)).toBe('http://acme-motors.localhost:3000/');
    expect(siteUrl('acme-motors', 4100)).toBe('http://acme-motors.localhost:4100/');
  });
});

describe('formatSiteSummaries', () => {
  it('lists slug, template, name, finance provider and url in aligned columns', () => {
    const lines = formatSiteSummaries(
      [
        site({ slug: 'a', name: 'Alpha Cars', finance_provider: 'Angle' }),
        site({ slug: 'bravo-motors', name: 'Bravo', template: 'outback' }),
      ],
      3000,
    );
    expect(lines).toEqual([
      'a             metro    Alpha Cars  finance: Angle  http://a.localhost:3000/',
      'bravo-motors  outback  Bravo       finance: none   http://bravo-motors.localhost:3000/',
    ]);
  });
  it('says when a configured provider is hidden because the site is Suzuki', () => {
    const [line] = formatSiteSummaries(
      [site({ slug: 's', name: 'S', finance_provider: 'Taurus', manufacturer: 'Suzuki' })],
      3000,
    );
    expect(line).toContain('finance: Taurus (hidden: Suzuki site)');
  });
  it('no sites give no lines', () => {
    expect(formatSiteSummaries([], 3000)).toEqual([]);
  });
});
