import { expect, test } from '@playwright/test';
import { drawWholePage, loadEveryImage } from '../common/whole-page';
import { VISUAL_NOW } from '../servers';
import { newCarSites, siteUrl } from './new-car-sites';

// Visual baselines of the offers and models pages: the offers list and a single
// offer with its enquiry dialog open, the model range and a model, on one new-car demo site per template (offer-sites.ts: the
// registry's baseline site, or its template's first site that sells new cars), at phone
// and desktop widths. Compared on the production build with the frozen clock.

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(VISUAL_NOW);
});

const widths = [
  ['phone', 390, 844],
  ['desktop', 1280, 900],
] as const;

for (const { slug } of newCarSites()) {
  for (const [label, width, height] of widths) {
    test(`${slug} offers list and single offer at ${label} width`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });

      await page.goto(siteUrl(testInfo, slug, '/special-offers'));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await drawWholePage(page);
      await loadEveryImage(page);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`${slug}-offers-${label}.png`, { fullPage: true });

      const href =
        (await page.locator('[data-slot="offer-card"] h2 a').first().getAttribute('href')) ?? '';
      await page.goto(siteUrl(testInfo, slug, href));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await drawWholePage(page);
      await loadEveryImage(page);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`${slug}-offer-${label}.png`, { fullPage: true });

      await page.getByRole('button', { name: 'Enquire Now' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: 'Next' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`${slug}-offer-enquiry-${label}.png`);
    });

    test(`${slug} model range and a model at ${label} width`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });

      await page.goto(siteUrl(testInfo, slug, '/models'));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await drawWholePage(page);
      await loadEveryImage(page);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`${slug}-models-${label}.png`, { fullPage: true });

      const href =
        (await page.locator('[data-slot="model-card"] h3 a').first().getAttribute('href')) ?? '';
      await page.goto(siteUrl(testInfo, slug, href));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await drawWholePage(page);
      await loadEveryImage(page);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`${slug}-model-${label}.png`, { fullPage: true });
    });
  }
}
