import { expect, test } from '@playwright/test';
import { drawWholePage } from '../common/whole-page';
import { VISUAL_NOW } from '../servers';
import { siteUrl, templateSites } from './sites';

// Visual baselines of the trade-in page, one demo site per template, at
// phone and desktop widths: the first step with the FAQ, and the vehicle step after
// a demo rego's lookup (the confirmed car, the odometer and the five questions).
// Compared on the production build with the frozen clock (playwright.visual.config.ts).

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(VISUAL_NOW);
});

const widths = [
  ['phone', 390, 844],
  ['desktop', 1280, 900],
] as const;

for (const { slug } of templateSites()) {
  for (const [label, width, height] of widths) {
    test(`${slug} trade-in page at ${label} width`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height });
      await page.goto(siteUrl(testInfo, slug, '/trade-in'));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await drawWholePage(page);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`${slug}-trade-in-${label}.png`, { fullPage: true });

      const form = page.locator('[data-slot="trade-in"]');
      await form.getByLabel(/^Rego\*?$/).fill('ABC123');
      // The demo register's plate is a Queensland one; the form starts at the site's own state.
      await form.getByLabel(/^State\*?$/).selectOption('QLD');
      await form.getByRole('button', { name: 'Find my car' }).click();
      await expect(form).toHaveAttribute('data-step', 'car');
      await expect(form.getByLabel(/^Make\*?$/)).toHaveValue('Toyota');
      await drawWholePage(page);
      await expect(page).toHaveScreenshot(`${slug}-trade-in-car-${label}.png`, { fullPage: true });
    });
  }
}
