import { readFileSync } from 'node:fs';
import { locationSlugOf } from '@forecourt/core';
import { expect, type Page, test } from '@playwright/test';
import { drawWholePage, loadEveryImage } from '../common/whole-page';
import { VISUAL_NOW } from '../servers';
import { siteUrl, templateSites } from './sites';

// Visual baselines of the locations pages: /dealerships, the primary
// location's page (/contact-us/{slug}) and /contact, one demo site per template
// (core's registry), at phone and desktop widths. Compared on the production build
// with the frozen clock (playwright.visual.config.ts), so 'today' and this week's
// hours are the same every run.

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(VISUAL_NOW);
});

const widths = [
  ['phone', 390, 844],
  ['desktop', 1280, 900],
] as const;

function primaryOf(slug: string): string {
  const file = JSON.parse(
    readFileSync(new URL(`../../sites/${slug}.json`, import.meta.url), 'utf8'),
  ) as { locations: { name: string }[] };
  return locationSlugOf(file.locations[0]?.name ?? '');
}

async function settled(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await drawWholePage(page);
  await loadEveryImage(page);
  await page.waitForLoadState('networkidle');
}

for (const { slug } of templateSites()) {
  for (const [label, width, height] of widths) {
    test(`${slug} dealerships, location and contact pages at ${label} width`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height });

      await page.goto(siteUrl(testInfo, slug, '/dealerships'));
      await settled(page);
      await expect(page).toHaveScreenshot(`${slug}-dealerships-${label}.png`, { fullPage: true });

      await page.goto(siteUrl(testInfo, slug, `/contact-us/${primaryOf(slug)}`));
      await settled(page);
      await expect(page).toHaveScreenshot(`${slug}-location-${label}.png`, { fullPage: true });

      await page.goto(siteUrl(testInfo, slug, '/contact'));
      await settled(page);
      await expect(page.locator('[data-slot="lead-form"]')).toBeVisible();
      await expect(page).toHaveScreenshot(`${slug}-contact-${label}.png`, { fullPage: true });
    });
  }
}
