import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SiteConfig, siteConfigSchema } from '@forecourt/core';
import { renderToStaticMarkup } from 'react-dom/server';
import type { PageContextServer } from 'vike/types';
import { VikeReactProviderPageContext } from 'vike-react/usePageContext';
import { describe, expect, it } from 'vitest';
import { siteFrameData } from '../../src/page-data/site-frame';
import { type CarGone, carGoneReason } from '../cars/@slug/car-page';
import { data } from './+data';
import Page from './+Page';

// The 410 page of a car that left the site after the sold window
// (docs/rules.md#car-page-state): what it says, and how its two link buttons sit on a phone.

function demoSite(slug: string): SiteConfig {
  return siteConfigSchema.parse(
    JSON.parse(readFileSync(new URL(`../../../../sites/${slug}.json`, import.meta.url), 'utf8')),
  );
}

const redGum = demoSite('red-gum-used-cars');
const southernCross = demoSite('southern-cross-caravans');

const soldCar = {
  slug: '2019-mitsubishi-triton-glx-plus-41',
  year: 2019,
  make: 'Mitsubishi',
  model: 'Triton',
  badge: 'GLX+',
  status: 'sold',
  item_type: 'car',
} as const;

const soldCaravan = {
  slug: '2021-jayco-starcraft-18-60',
  year: 2021,
  make: 'Jayco',
  model: 'Starcraft',
  badge: null,
  status: 'sold',
  item_type: 'caravan',
} as const;

function renderGone(site: SiteConfig, gone: CarGone): string {
  const pageContext = {
    is404: false,
    site: siteFrameData(site, { models: [], offers: [] }),
    data: { gone, searchDown: null },
  } as unknown as Parameters<typeof VikeReactProviderPageContext>[0]['pageContext'];
  return renderToStaticMarkup(
    <VikeReactProviderPageContext pageContext={pageContext}>
      <Page />
    </VikeReactProviderPageContext>,
  );
}

describe('the 410 page of a car sold before the window', () => {
  it('stacks its two buttons on a phone with the gap the site keeps between stacked buttons', () => {
    const html = renderGone(redGum, carGoneReason(soldCar, redGum));
    const actions =
      /<p class="fc-error-page__actions"[^>]*data-slot="car-gone"[^>]*>(.*?)<\/p>/.exec(html)?.[1];
    // Both buttons sit in the one actions row, with nothing between them: the
    // stylesheet spaces them, not a text space that vanishes when they wrap.
    expect(actions).toMatch(/^<a class="fc-button" href="[^"]+">Find Me Something Similar<\/a>/);
    expect(actions).toMatch(/<\/a><a class="fc-button" href="\/stock">Browse our stock<\/a>$/);

    const css = readFileSync(
      join(import.meta.dirname, '../../../../packages/storefront/src/frame/error-page.css'),
      'utf8',
    );
    const rule = /\.fc-error-page__actions\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/display:\s*flex;/);
    expect(rule).toMatch(/flex-wrap:\s*wrap;/);
    // The design tokens' spacing, as the car sidebar's stacked actions use.
    expect(rule).toMatch(/gap:\s*var\(--space-2\);/);
  });

  it('says the car has been sold on a car site', () => {
    const html = renderGone(redGum, carGoneReason(soldCar, redGum));
    expect(html).toContain('<h1 class="fc-shell__title">This car has been sold</h1>');
  });

  it("a caravan's page says caravan (core's vehicle words), the sold-car text verbatim", () => {
    const html = renderGone(southernCross, carGoneReason(soldCaravan, southernCross));
    expect(html).toContain('<h1 class="fc-shell__title">This caravan has been sold</h1>');
    expect(html).toContain('Find Me Something Similar');
    expect(html).toContain('But don&#x27;t worry, we can help you find a similar car!');
    const withdrawn = renderGone(southernCross, {
      ...carGoneReason(soldCaravan, southernCross),
      sold: false,
    });
    expect(withdrawn).toContain('This caravan is no longer available');
  });

  it("the meta description names the site's stock by its vehicle words", async () => {
    const descriptionOf = async (site: SiteConfig, gone: CarGone) =>
      (
        (await data({
          abortStatusCode: 410,
          abortReason: gone,
          siteConfig: site,
        } as unknown as PageContextServer)) as { description?: string }
      ).description;
    expect(await descriptionOf(southernCross, carGoneReason(soldCaravan, southernCross))).toBe(
      "The 2021 Jayco Starcraft has been sold. Browse Southern Cross Caravans's caravans in stock.",
    );
    expect(await descriptionOf(redGum, carGoneReason(soldCar, redGum))).toBe(
      "The 2019 Mitsubishi Triton GLX+ has been sold. Browse Red Gum Used Cars's cars in stock.",
    );
  });
});
