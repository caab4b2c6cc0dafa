import { test } from '@playwright/test';
import { drawWholePage } from '../common/whole-page';
import { serverOf } from '../servers';
import { siteUrl } from './sites';

// Screenshots of home pages at phone and desktop widths, for a person to look
// at (SHOTS=1); not compared, so a changed look never fails this run.

const shots = process.env.SHOTS === '1';

for (const slug of ['harbour-motor-group', 'red-gum-used-cars', 'tamar-valley-mazda']) {
  for (const [label, width, height] of [
    ['phone', 390, 844],
    ['desktop', 1280, 900],
  ] as const) {
    test(`${slug} home at ${label} width`, async ({ page }, testInfo) => {
      test.skip(!shots || serverOf(testInfo) !== 'production', 'screenshots are taken on demand');
      await page.setViewportSize({ width, height });
      await page.goto(siteUrl(testInfo, slug, '/'));
      await drawWholePage(page);
      await page.waitForLoadState('networkidle');
      await page.screenshot({
        path: testInfo.outputPath(`${slug}-${label}.png`),
        fullPage: true,
      });
    });
  }
}
