import { readFileSync } from 'node:fs';
import { type ModelInput, modelSchema, type SiteConfig, siteConfigSchema } from '@forecourt/core';
import { SiteFrame } from '@forecourt/storefront/frame';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { templateFrames } from '../site-registry/template-settings';
import { contentPageFor } from './content-pages';
import { siteFrameData } from './site-frame';

// The site's frame data, which every template's frame draws: the frame reads core's
// verdicts from it (the phone-link banner, tel: links) and never restates a rule.

const demoSite = (slug: string): SiteConfig =>
  siteConfigSchema.parse(
    JSON.parse(readFileSync(new URL(`../../../../sites/${slug}.json`, import.meta.url), 'utf8')),
  );
const redGum = demoSite('red-gum-used-cars');
const nothing = { models: [], offers: [] };

describe('phone-link banner', () => {
  it('combines Service and Parts into Service/Parts when their numbers are equal', () => {
    expect(siteFrameData(redGum, nothing).phoneBanner).toEqual([
      { key: 'sales', label: 'Sales', phone: '08 5550 3300', href: 'tel:0855503300' },
      {
        key: 'service-parts',
        label: 'Service/Parts',
        phone: '08 5550 3310',
        href: 'tel:0855503310',
      },
    ]);
  });

  it('lists Service and Parts apart when their numbers differ', () => {
    const apart = siteFrameData(
      {
        ...redGum,
        locations: redGum.locations.map((l) =>
          l.location_type === 'parts' ? { ...l, phone: '08 5550 3320' } : l,
        ),
      },
      nothing,
    );
    expect(apart.phoneBanner.map((e) => e.label)).toEqual(['Sales', 'Service', 'Parts']);
  });

  it("the outback template's phone strip draws the combined entry, once", () => {
    const html = renderToStaticMarkup(
      <SiteFrame settings={templateFrames.outback} site={siteFrameData(redGum, nothing)}>
        page
      </SiteFrame>,
    );
    const strip = /<ul class="fc-site__strip"[^>]*>(.*?)<\/ul>/.exec(html)?.[1] ?? '';
    expect(strip).toContain('Service/Parts');
    expect(strip).not.toMatch(/>Service </);
    expect(strip).not.toMatch(/>Parts </);
    expect(strip.match(/tel:0855503310/g)).toHaveLength(1);
  });

  it('every template builds tel: links with core’s rule (digits only)', () => {
    for (const settings of Object.values(templateFrames)) {
      const html = renderToStaticMarkup(
        <SiteFrame settings={settings} site={siteFrameData(redGum, nothing)}>
          page
        </SiteFrame>,
      );
      const tels = [...html.matchAll(/href="(tel:[^"]*)"/g)].map((m) => m[1]);
      expect(tels.length).toBeGreaterThan(0);
      for (const tel of tels) expect(tel).toMatch(/^tel:\+?\d+$/);
    }
  });
});

// The Models dropdown grouped by body category, from the site's range
// in the platform's catalogue, and the Locations dropdown with each location's phone (docs/rules.md#model-range).
describe('header menus', () => {
  const model = (make: string, name: string, extra: Partial<ModelInput> = {}) =>
    modelSchema.parse({
      id: `${make}-${name}`,
      name,
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      manufacturer_name: make,
      ...extra,
    });
  const catalogue = [
    model('Kia', 'Sportage', { manufacturer_body: 'SUV' }),
    model('Nissan', 'Navara', { manufacturer_body: 'Utes' }),
    model('Nissan', 'X-Trail', { manufacturer_body: 'SUV', manufacturer_body2: 'Hybrid' }),
    model('Toyota', 'RAV4', { manufacturer_body: 'SUV', manufacturer_body2: 'Hybrid' }),
    model('Mazda', 'CX-5', { manufacturer_body: 'SUV' }),
  ];
  const menu = (site: SiteConfig, label: string) =>
    siteFrameData(site, { models: catalogue, offers: [] }).navigation.find(
      (item) => item.label === label,
    );

  it("a franchise site's Models menu is its make's range by body category, then All models", () => {
    expect(menu(demoSite('ironbark-nissan'), 'Models')?.children).toEqual([
      { label: 'Navara', href: '/models/navara', group: 'Utes' },
      { label: 'X-Trail', href: '/models/x-trail', group: 'SUV' },
      { label: 'X-Trail', href: '/models/x-trail', group: 'Hybrid' },
      { label: 'All models', href: '/models' },
    ]);
  });

  it("a group's Models menu names each model's make, its brands in the site's order", () => {
    expect(menu(demoSite('harbour-motor-group'), 'Models')?.children.map((c) => c.label)).toEqual([
      'Toyota RAV4',
      'Mazda CX-5',
      'Kia Sportage',
      'Toyota RAV4',
      'All models',
    ]);
  });

  // docs/rules.md#feature-switches
  it('a used-car dealer has no range and no offers: its menu leads to neither', () => {
    expect(menu(redGum, 'Models')).toBeUndefined();
    expect(menu(redGum, 'Offers')).toBeUndefined();
    expect(menu(redGum, 'Our Stock')).toBeDefined();
  });

  it('Company lists each location with its phone, sales first, each to /contact-us/{slug}', () => {
    const locations = menu(demoSite('harbour-motor-group'), 'Company')?.children.filter(
      (c) => c.group === 'Locations',
    );
    expect(locations?.map((l) => [l.label, l.phone, l.href])).toEqual([
      ['Harbour Toyota Sales', '02 5550 1010', '/contact-us/harbour-toyota-sales'],
      ['Harbour Mazda Sales', '02 5550 1110', '/contact-us/harbour-mazda-sales'],
      ['Harbour Kia Auburn', '02 5550 1210', '/contact-us/harbour-kia-auburn'],
      ['Harbour Toyota Service', '02 5550 1020', '/contact-us/harbour-toyota-service'],
      ['Harbour Mazda Service', '02 5550 1120', '/contact-us/harbour-mazda-service'],
      ['Harbour Toyota Parts', '02 5550 1020', '/contact-us/harbour-toyota-parts'],
    ]);
  });

  it('a site with a navigation of its own keeps the links it configured', () => {
    const caravans = demoSite('southern-cross-caravans');
    expect(siteFrameData(caravans, { models: catalogue, offers: [] }).navigation).toEqual(
      caravans.navigation.map((item) => ({
        label: item.label,
        href: item.href,
        children: item.children,
      })),
    );
  });

  it('a location page the menu links to is a page of the site', () => {
    for (const child of menu(demoSite('ironbark-nissan'), 'Company')?.children ?? []) {
      expect(contentPageFor(child.href), child.href).not.toBeNull();
    }
    for (const child of menu(demoSite('ironbark-nissan'), 'Models')?.children ?? []) {
      expect(contentPageFor(child.href), child.href).not.toBeNull();
    }
  });
});
