import { chromium, expect, test } from '@playwright/test';
import { serverOf } from '../servers';
import { siteUrl } from './sites';

// A page a shopper leaves stays in the browser's back/forward cache,
// so Back shows it at once instead of loading it again (docs/decisions/0007-page-budgets-and-deferred-code.md). Playwright turns that
// cache off by default, so this test starts its own Chromium with it on.

// biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a test needs from this pattern; it starts its own browser.
test('Back restores the home, search and car pages from the back/forward cache', async ({}, testInfo) => {
  test.skip(serverOf(testInfo) !== 'production', 'the production build only');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const page = await browser.newPage();
    await page.addInitScript(() => {
      addEventListener('pageshow', (event) => {
        (window as unknown as { __restored: boolean }).__restored = event.persisted;
      });
    });
    // Node does not resolve *.localhost as Chromium does: ask loopback, naming the site.
    const port = testInfo.project.metadata.port as number;
    const search = await page.request.post(`http://127.0.0.1:${port}/api/search`, {
      data: { hitsPerPage: 1 },
      headers: { host: `harbour-motor-group.localhost:${port}` },
    });
    expect(search.status()).toBe(200);
    const car = ((await search.json()) as { hits: { slug: string }[] }).hits[0];
    if (!car) throw new Error('the demo has no car to open');
    for (const path of ['/', '/search', `/cars/${car.slug}`]) {
      await page.goto(siteUrl(testInfo, 'harbour-motor-group', path));
      // This browser of its own starts beside the suite's four while the servers are
      // still warming up, so its first pages may hydrate slower than a journey's.
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', {
        timeout: 30_000,
      });
      await page.goto(siteUrl(testInfo, 'harbour-motor-group', '/about-us'));
      await page.goBack({ waitUntil: 'commit' });
      // Until the restored page is current, evaluating can meet the page being left.
      await expect
        .poll(() =>
          page
            .evaluate(() => (window as unknown as { __restored?: boolean }).__restored)
            .catch(() => undefined),
        )
        .toBe(true);
    }
  } finally {
    await browser.close();
  }
});
