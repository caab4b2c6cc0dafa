import { readFileSync } from 'node:fs';
import { type SiteConfig, siteConfigSchema } from '@forecourt/core';
import { SiteFrame } from '@forecourt/storefront/frame';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { templateFrames } from '../site-registry/template-settings';
import { siteChrome } from './site-chrome';

// The site chrome every template's frame draws: the frame reads core's verdicts from
// it (the phone-link banner, tel: links) and never restates a rule.

const redGum: SiteConfig = siteConfigSchema.parse(
  JSON.parse(
    readFileSync(new URL('../../../../sites/red-gum-used-cars.json', import.meta.url), 'utf8'),
  ),
);

describe('SPEC §2 phone-link banner', () => {
  it('combines Service and Parts into Service/Parts when their numbers are equal', () => {
    expect(siteChrome(redGum).phoneBanner).toEqual([
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
    const apart = siteChrome({
      ...redGum,
      locations: redGum.locations.map((l) =>
        l.location_type === 'parts' ? { ...l, phone: '08 5550 3320' } : l,
      ),
    });
    expect(apart.phoneBanner.map((e) => e.label)).toEqual(['Sales', 'Service', 'Parts']);
  });

  it("the outback template's phone strip draws the combined entry, once", () => {
    const html = renderToStaticMarkup(
      <SiteFrame settings={templateFrames.outback} site={siteChrome(redGum)}>
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
        <SiteFrame settings={settings} site={siteChrome(redGum)}>
          page
        </SiteFrame>,
      );
      const tels = [...html.matchAll(/href="(tel:[^"]*)"/g)].map((m) => m[1]);
      expect(tels.length).toBeGreaterThan(0);
      for (const tel of tels) expect(tel).toMatch(/^tel:\+?\d+$/);
    }
  });
});
