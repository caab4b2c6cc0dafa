import { expect, test } from '@playwright/test';
import { drawWholePage, loadEveryImage } from '../common/whole-page';
import { VISUAL_NOW } from '../servers';
import { siteUrl, templateSites } from './sites';

// Visual baselines of the home, favourites (with a saved car) and thank-you pages, one
// demo site per template (core's registry), at phone and desktop widths (docs/decisions/0014-frozen-clock-for-visual-tests.md).
// The search, car and gone-car pages are in pages.visual.spec.ts. Compared on the
// production build with the frozen clock (playwright.visual.config.ts).

// Drawn at one instant whatever today is, as pages.visual.spec.ts: the browser's clock is
// held at the server's frozen clock (playwright.visual.config.ts).
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(VISUAL_NOW);
});

const widths = [
  ['phone', 390, 844],
  ['desktop', 1280, 900],
] as const;

for (const { slug } of templateSites()) {
  for (const [label, width, height] of widths) {
    test(`${slug} home, favourites and thank-you pages at ${label} width`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height });

      await page.goto(siteUrl(testInfo, slug, '/'));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await drawWholePage(page);
      await loadEveryImage(page);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`${slug}-home-${label}.png`, { fullPage: true });

      // A car saved from the home page's latest cars, then the favourites page.
      const save = page.getByRole('button', { name: /^Save .* to favourites$/ }).first();
      await save.click();
      await expect(save).toHaveAttribute('aria-pressed', 'true');
      await page.goto(siteUrl(testInfo, slug, '/favourites'));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.getByRole('list', { name: 'Saved cars' })).toBeVisible();
      await drawWholePage(page);
      await loadEveryImage(page);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`${slug}-favourites-${label}.png`, { fullPage: true });

      await page.goto(siteUrl(testInfo, slug, '/success'));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`${slug}-success-${label}.png`, { fullPage: true });
    });
  }
}
