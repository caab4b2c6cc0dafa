import { expect, test } from '@playwright/test';
import { siteUrl } from './sites';

// Visual baselines of the search and car pages, one demo site per template, at
// phone and desktop widths (issue 7). Compared on the production build only: the
// dev server serves the same markup, unbundled. `pnpm --filter @forecourt/tests
// test:renderer:update` writes new baselines after an intended change of look.

const sites = [
  { slug: 'harbour-motor-group', carsPath: '/search' },
  { slug: 'ironbark-nissan', carsPath: '/search' },
  { slug: 'red-gum-used-cars', carsPath: '/stock' },
];
const widths = [
  ['phone', 390, 844],
  ['desktop', 1280, 900],
] as const;

for (const { slug, carsPath } of sites) {
  for (const [label, width, height] of widths) {
    test(`${slug} search and car pages at ${label} width`, async ({ page }, testInfo) => {
      test.skip(testInfo.project.name !== 'production', 'baselines are of the production build');
      await page.setViewportSize({ width, height });

      await page.goto(siteUrl(testInfo, slug, carsPath));
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveScreenshot(`${slug}-search-${label}.png`, { fullPage: true });

      // The newest car in stock: the seed is deterministic relative to its day.
      const response = await page.request.post(siteUrl(testInfo, slug, '/api/search'), {
        data: {
          filters: { refinements: { status: ['in_stock'] } },
          hitsPerPage: 1,
          sort: 'latest',
        },
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
