import { expect, type Page, test } from '@playwright/test';
import { drawWholePage, loadEveryImage } from '../common/whole-page';
import { VISUAL_NOW } from '../servers';
import { siteUrl, templateSites } from './sites';

// Visual baselines of the content pages: /fleet (rich text beside its
// enquiry form) on one demo site per template, and Harbour Motor Group's Kia brand
// page (a campaign: its stock and offers), at phone and desktop widths. Compared on
// the production build with the frozen clock (playwright.visual.config.ts).

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(VISUAL_NOW);
});

const widths = [
  ['phone', 390, 844],
  ['desktop', 1280, 900],
] as const;

async function settled(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await drawWholePage(page);
  await loadEveryImage(page);
  await page.waitForLoadState('networkidle');
}

for (const [label, width, height] of widths) {
  for (const { slug } of templateSites()) {
    test(`${slug} fleet page at ${label} width`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });
      await page.goto(siteUrl(testInfo, slug, '/fleet'));
      await settled(page);
      await expect(page.locator('[data-slot="lead-form"]')).toBeVisible();
      await expect(page).toHaveScreenshot(`${slug}-fleet-${label}.png`, { fullPage: true });
    });
  }
}

// The campaign page at desktop width only: at a phone's, 21 cards make a very tall image
// of what the search page's baselines already show.
test('harbour-motor-group Kia brand page at desktop width', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl(testInfo, 'harbour-motor-group', '/brands/kia'));
  await settled(page);
  await expect(page).toHaveScreenshot('harbour-motor-group-brand-kia-desktop.png', {
    fullPage: true,
  });
});
