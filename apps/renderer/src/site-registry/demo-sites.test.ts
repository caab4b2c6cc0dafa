import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  financeDisplay,
  financeLenderSchema,
  financeProviders,
  type SiteConfig,
  templateNames,
} from '@forecourt/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultSitesDir, loadSites, readSiteFiles } from './load-sites';

// The demo sites in sites/ are meant to exercise every template, every finance
// provider and the kinds of dealer the platform serves; these tests hold them to it.

let sites: SiteConfig[] = [];

beforeAll(async () => {
  const result = await loadSites(defaultSitesDir);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  sites = result.sites;
});

function bySlug(slug: string): SiteConfig {
  const found = sites.find((s) => s.slug === slug);
  if (!found) throw new Error(`no demo site ${slug}`);
  return found;
}

describe('demo sites', () => {
  it('there are at least five and every one is valid', () => {
    expect(sites.length).toBeGreaterThanOrEqual(5);
  });

  it('each file is named after its site slug', async () => {
    const files = await readSiteFiles(defaultSitesDir);
    for (const { data, source } of files.sources) {
      expect(source).toBe(`${(data as { slug: string }).slug}.json`);
    }
  });

  it('all three templates are used', () => {
    expect(new Set(sites.map((s) => s.template))).toEqual(new Set(templateNames));
  });

  it('every finance provider appears on a site where finance is not hidden', () => {
    const shown = sites.filter((s) => s.manufacturer !== 'Suzuki').map((s) => s.finance_provider);
    for (const provider of financeProviders) expect(shown).toContain(provider);
  });

  it('has a multi-franchise dealer group: no single make, several dealerships with locations', () => {
    const groups = sites.filter(
      (s) =>
        s.manufacturer === null && new Set(s.locations.map((l) => l.dealership_slug)).size >= 2,
    );
    expect(groups.map((s) => s.slug)).toContain('harbour-motor-group');
  });

  it('has a single-brand Nissan franchise on Nissan Finance', () => {
    const site = bySlug('ironbark-nissan');
    expect(site.manufacturer).toBe('Nissan');
    expect(site.finance_provider).toBe('Nissan Finance');
    expect(site.dealerships).toHaveLength(1);
  });

  it('has a used-car specialist on Angle', () => {
    const site = bySlug('red-gum-used-cars');
    expect(site.search.car_types).toEqual(['used']);
    expect(site.finance_provider).toBe('Angle');
  });

  it('has a caravan dealer', () => {
    expect(sites.filter((s) => s.search.item_types.includes('caravan')).map((s) => s.slug)).toEqual(
      ['southern-cross-caravans'],
    );
  });

  it('has a Suzuki dealer whose finance is hidden because the manufacturer is Suzuki', () => {
    const suzuki = bySlug('bayside-suzuki');
    const sameProvider = sites.find(
      (s) => s.manufacturer !== 'Suzuki' && s.finance_provider === suzuki.finance_provider,
    );
    expect(suzuki.finance_provider).not.toBeNull();
    expect(sameProvider).toBeDefined();
    if (!suzuki.finance_provider || !sameProvider) return;
    // A car that qualifies for the estimate on any other site with the same provider.
    const car = {
      year: 2024,
      price: 32990,
      status: 'in_stock' as const,
      finance_lenders: {
        [suzuki.finance_provider]: financeLenderSchema.parse({
          interestRate: 8.49,
          comparisonRate: 9.12,
          paymentWeek: 129,
          paymentMonth: 559,
          termYears: 5,
        }),
      },
    };
    const siteView = (s: SiteConfig) => ({
      provider: s.finance_provider,
      manufacturer: s.manufacturer,
    });
    expect(financeDisplay(car, siteView(suzuki), 2026)).toEqual({
      kind: 'hidden',
      reason: 'manufacturer-excluded',
    });
    expect(financeDisplay(car, siteView(sameProvider), 2026).kind).toBe('shown');
  });

  it('flags vary: each of these is on for some sites and off for others', () => {
    const varied = {
      terms_checkbox_required: sites.map((s) => s.lead_form.terms_checkbox_required),
      message_required: sites.map((s) => s.lead_form.message_required),
      reserve_allowed: sites.map((s) => s.reserve.allowed),
      price_asc_excludes_zero: sites.map((s) => s.search.price_asc_excludes_zero),
      electric_hybrid: sites.map((s) => s.tags.electric_hybrid),
      popular_makes_headings: sites.map((s) => s.search.popular_makes_headings),
    };
    for (const values of Object.values(varied)) {
      expect(new Set(values)).toEqual(new Set([true, false]));
    }
  });

  it('exactly one site uses the buy-online checkout route', () => {
    expect(
      sites.filter((s) => s.reserve.checkout_route === 'buy-online').map((s) => s.slug),
    ).toEqual(['ironbark-nissan']);
  });

  it('locations have sales, service and parts types, some with equal service and parts numbers', () => {
    const types = new Set(sites.flatMap((s) => s.locations.map((l) => l.location_type)));
    expect(types).toEqual(new Set(['sales', 'service', 'parts']));
    const equalServiceParts = sites.filter((s) => {
      const service = s.locations.find((l) => l.location_type === 'service')?.phone;
      const parts = s.locations.find((l) => l.location_type === 'parts')?.phone;
      return service !== undefined && service !== null && service === parts;
    });
    expect(equalServiceParts.length).toBeGreaterThanOrEqual(2);
  });

  it('phone numbers are in the ranges reserved for fiction (0X 5550 XXXX, 0491 570 XXX)', () => {
    for (const site of sites) {
      for (const location of site.locations) {
        expect(location.phone).toMatch(/^(?:0[2378] 5550 \d{4}|0491 570 \d{3})$/);
      }
    }
  });

  it('landline area codes match the state (02 NSW/ACT, 03 VIC/TAS, 07 QLD, 08 SA/WA/NT)', () => {
    const areaCodes: Record<string, string> = {
      nsw: '02',
      act: '02',
      vic: '03',
      tas: '03',
      qld: '07',
      sa: '08',
      wa: '08',
      nt: '08',
    };
    for (const site of sites) {
      for (const location of site.locations) {
        if (location.phone?.startsWith('04')) continue;
        const state = location.address?.state ?? site.address.state;
        expect(location.phone?.slice(0, 2)).toBe(areaCodes[state]);
      }
    }
  });

  it('production domains use the reserved .example top-level domain', () => {
    for (const domain of sites.flatMap((s) => s.domains)) expect(domain).toMatch(/\.example$/);
  });

  it('promo card tiles: several sites have them, their images are served, and one site shows the window at work', () => {
    const publicDir = fileURLToPath(new URL('../../public', import.meta.url));
    const withPromos = sites.filter((s) => s.promos.length > 0);
    expect(withPromos.length).toBeGreaterThanOrEqual(3);
    for (const tile of withPromos.flatMap((s) => s.promos.flatMap((p) => p.tiles))) {
      expect(existsSync(`${publicDir}${tile.image}`), tile.image).toBe(true);
    }
    // Harbour has one scheduled for later and one gone (tests/renderer/search-promos.spec.ts).
    const harbour = bySlug('harbour-motor-group').promos;
    const today = Date.now();
    expect(harbour.some((p) => p.start !== null && Date.parse(p.start) > today)).toBe(true);
    expect(harbour.some((p) => p.expiry !== null && Date.parse(p.expiry) <= today)).toBe(true);
  });
});
