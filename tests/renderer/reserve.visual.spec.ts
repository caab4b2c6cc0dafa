import { expect, test } from '@playwright/test';
import { searchApi } from '../common/shopper';
import { drawWholePage, loadEveryImage } from '../common/whole-page';
import { VISUAL_NOW } from '../servers';
import { siteUrl, templateSites } from './sites';

// Visual baselines of the reserve (or buy-online) page, one demo site
// per template (core's registry), at phone and desktop widths: the car, its
// price and deposit, what happens next and the contact step. Compared on the
// production build with the frozen clock (playwright.visual.config.ts).

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(VISUAL_NOW);
});

const widths = [
  ['phone', 390, 844],
  ['desktop', 1280, 900],
] as const;

const checkoutRoute: Record<string, string> = { 'ironbark-nissan': 'buy-online' };

for (const { slug } of templateSites()) {
  for (const [label, width, height] of widths) {
    test(`${slug} reserve page at ${label} width`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });
      // The dearest car in stock: the same car on every run of the seeded demo.
      const answer = (await searchApi(page, testInfo, slug, {
        filters: { refinements: { status: ['in_stock'] }, ranges: {} },
        hitsPerPage: 1,
        sort: 'price_desc',
      })) as unknown as { hits: { slug: string }[] };
      const car = answer.hits[0];
      if (!car) throw new Error(`${slug}: no car in stock`);
      const route = checkoutRoute[slug] ?? 'checkout';
      await page.goto(siteUrl(testInfo, slug, `/cars/${car.slug}/${route}`));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await drawWholePage(page);
      await loadEveryImage(page);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`${slug}-reserve-${label}.png`, { fullPage: true });
    });
  }
}
