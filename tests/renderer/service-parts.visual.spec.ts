import { expect, type Page, test } from '@playwright/test';
import { drawWholePage, loadEveryImage } from '../common/whole-page';
import { VISUAL_NOW } from '../servers';
import { siteUrl, templateSites } from './sites';

// Visual baselines of the service, parts, careers and test-drive pages, one
// demo site per template, at phone and desktop widths: /service (the framed booking
// system or the service booking enquiry), /vehicle-parts-and-accessories (the parts
// enquiry and the accessories counts), /careers and /book-test-drive/ with its time
// picker before a day is chosen. Compared on the production build with the frozen
// clock (playwright.visual.config.ts).

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(VISUAL_NOW);
});

const widths = [
  ['phone', 390, 844],
  ['desktop', 1280, 900],
] as const;

async function shoot(page: Page, name: string) {
  await drawWholePage(page);
  await loadEveryImage(page);
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveScreenshot(name, { fullPage: true });
}

for (const { slug } of templateSites()) {
  for (const [label, width, height] of widths) {
    test(`${slug} service, parts, careers and test-drive pages at ${label} width`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height });

      await page.goto(siteUrl(testInfo, slug, '/service'));
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const booking = page.locator('#service-booking');
      if ((await booking.getAttribute('data-kind')) === 'frame') {
        await booking.locator('iframe').scrollIntoViewIfNeeded();
        await expect(
          page.frameLocator('#service-booking iframe').getByRole('heading', { level: 1 }),
        ).toBeVisible();
      }
      await shoot(page, `${slug}-service-${label}.png`);

      for (const path of ['/vehicle-parts-and-accessories', '/careers', '/book-test-drive/']) {
        await page.goto(siteUrl(testInfo, slug, path));
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        const name = path.replaceAll('/', '');
        await shoot(page, `${slug}-${name}-${label}.png`);
      }
    });
  }
}
