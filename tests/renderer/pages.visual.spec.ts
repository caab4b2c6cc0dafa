import { expect, test } from '@playwright/test';
import { goneCarOf } from '../common/gone-car';
import { drawWholePage } from '../common/whole-page';
import { VISUAL_NOW } from '../servers';
import { siteUrl, templateSites } from './sites';

// Visual baselines of the search and car pages, one demo site per template (the
// registry's baseline site), at
// phone and desktop widths, and of the 410 page of a car sold before
// the sold window (the car is found in the demo seed, common/gone-car.ts).
// Compared on the production build only: the dev server serves the same markup,
// unbundled. `pnpm --filter @forecourt/tests test:renderer:update` writes new
// baselines after an intended change of look.

// One site per template of core's registry: the demo site it names for baselines.
const sites = templateSites();
const widths = [
  ['phone', 390, 844],
  ['desktop', 1280, 900],
] as const;

// Drawn at one instant whatever today is: the server's FORECOURT_CLOCK is
// VISUAL_CLOCK (playwright.visual.config.ts), and the browser's clock is held there too,
// so what the page works out in the browser (the popup's expiry) agrees.
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(VISUAL_NOW);
});

for (const { slug, carsPath } of sites) {
  for (const [label, width, height] of widths) {
    test(`${slug} search and car pages at ${label} width`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });

      await page.goto(siteUrl(testInfo, slug, carsPath));
      await drawWholePage(page);
      await page.waitForLoadState('networkidle');
      // The promotional tile at position 8 is picked at random; it is masked (docs/rules.md#promotional-tiles).
      await expect(page).toHaveScreenshot(`${slug}-search-${label}.png`, {
        fullPage: true,
        mask: [page.locator('[data-slot="search-promo"]')],
      });

      // The newest car in stock: the seed is the same at the same clock.
      // Node does not resolve *.localhost as Chromium does: ask loopback, naming the site.
      const port = testInfo.project.metadata.port as number;
      const response = await page.request.post(`http://127.0.0.1:${port}/api/search`, {
        data: {
          filters: { refinements: { status: ['in_stock'] } },
          hitsPerPage: 1,
          sort: 'latest',
        },
        headers: { host: `${slug}.localhost:${port}` },
      });
      const { hits } = (await response.json()) as { hits: { slug: string }[] };
      const car = hits[0];
      if (!car) throw new Error(`${slug}: no car in stock`);
      await page.goto(siteUrl(testInfo, slug, `/cars/${car.slug}`));
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`${slug}-car-${label}.png`, { fullPage: true });
    });
  }
}

for (const { slug } of sites) {
  for (const [label, width, height] of widths) {
    test(`${slug} gone car page at ${label} width`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });
      const car = await goneCarOf(page.request, testInfo, slug, VISUAL_NOW);
      const response = await page.goto(siteUrl(testInfo, slug, `/cars/${car.slug}`));
      expect(response?.status()).toBe(410);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`${slug}-gone-car-${label}.png`, { fullPage: true });
    });
  }
}
