import { financeLink } from '@forecourt/core';
import { expect, test } from '@playwright/test';
import { searchApi } from '../common/shopper';
import { drawWholePage, loadEveryImage } from '../common/whole-page';
import { VISUAL_NOW } from '../servers';
import { siteUrl, templateSites } from './sites';

// Visual baselines of the finance pages, one demo site per template, at phone
// and desktop widths: /finance with the enquiry form and the budget and price-range
// finders, and the finance page about a car (its photo, price and estimate). Compared
// on the production build with the frozen clock (playwright.visual.config.ts).

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(VISUAL_NOW);
});

const widths = [
  ['phone', 390, 844],
  ['desktop', 1280, 900],
] as const;

for (const { slug } of templateSites()) {
  for (const [label, width, height] of widths) {
    test(`${slug} finance pages at ${label} width`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });

      await page.goto(siteUrl(testInfo, slug, '/finance'));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      // The price slider loads as it comes into view.
      await page.locator('[data-slot="price-finder-host"]').scrollIntoViewIfNeeded();
      await expect(page.locator('[data-slot="price-finder-host"]')).toHaveAttribute(
        'data-state',
        'live',
      );
      await expect(page.locator('[data-slot="price-finder-count"]')).not.toBeEmpty();
      await drawWholePage(page);
      await loadEveryImage(page);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`${slug}-finance-${label}.png`, { fullPage: true });

      const { hits } = await searchApi(page, testInfo, slug, {
        filters: { refinements: { status: ['in_stock'] }, ranges: { price: { min: 5000 } } },
        hitsPerPage: 1,
        sort: 'latest',
      });
      const car = hits[0] as unknown as Parameters<typeof financeLink>[0] | undefined;
      if (!car) throw new Error(`${slug}: no car in stock`);
      await page.goto(siteUrl(testInfo, slug, financeLink(car)));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('[data-slot="finance-car"]')).toBeVisible();
      await drawWholePage(page);
      await loadEveryImage(page);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`${slug}-finance-car-${label}.png`, { fullPage: true });
    });
  }
}
