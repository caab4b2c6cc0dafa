import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { searchApi } from '../common/shopper';
import { serverOf } from '../servers';
import { siteUrl, templateSites } from './sites';

// (LCP): the production car page asks for its scripts only once its photo is on
// the screen (apps/renderer/src/server/render/photo-first.ts) (docs/decisions/0008-photo-first-script-loading.md). These checks hold that in place:
// the served page carries the small loader instead of Vike's entry tag, the browser asks
// for the entry after the photo has arrived, and the page still comes alive, also when the
// photo cannot be had. One demo site per template.

async function firstCarSlug(page: Page, testInfo: TestInfo, slug: string): Promise<string> {
  const car = (await searchApi(page, testInfo, slug, { hitsPerPage: 1 })).hits[0];
  if (!car) throw new Error(`${slug} has no car to open`);
  return car.slug;
}

const ENTRY = /\/assets\/entries\/pages_cars_-slug_client\.[\w-]+\.js/;

for (const site of templateSites()) {
  test(`${site.slug} (${site.template}): the car page asks for its scripts after its photo`, async ({
    page,
  }, testInfo) => {
    test.skip(serverOf(testInfo) !== 'production', 'the production build only');
    const port = testInfo.project.metadata.port as number;
    const carSlug = await firstCarSlug(page, testInfo, site.slug);

    // Node does not resolve *.localhost as Chromium does: ask loopback, naming the site.
    const html = await (
      await page.request.get(`http://127.0.0.1:${port}/cars/${carSlug}`, {
        headers: { host: `${site.slug}.localhost:${port}` },
      })
    ).text();
    const entry = ENTRY.exec(html)?.[0];
    expect(entry, 'the page names its entry script').toBeTruthy();
    expect(html, "Vike's entry tag is not in the page").not.toMatch(
      /<script src="\/assets\/entries\/[^"]+" type="module"/,
    );
    expect(html).toContain('img[fetchpriority="high"]');
    expect(html.match(/<img [^>]*fetchpriority="high"/gi)?.length, 'one priority photo').toBe(1);

    // In the browser, in the order things happen: the photo's answer, then the entry.
    const events: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'image' && /\/images\/media\/cars\//.test(request.url()))
        events.push(`photo ${request.url()}`);
    });
    page.on('request', (request) => {
      if (ENTRY.test(request.url())) events.push('entry');
    });
    await page.goto(siteUrl(testInfo, site.slug, `/cars/${carSlug}`));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const priority = await page
      .locator('img[fetchpriority="high"]')
      .evaluate((img: HTMLImageElement) => img.currentSrc);
    const photoAt = events.indexOf(`photo ${priority}`);
    expect(photoAt, `the priority photo was fetched: ${events.join(', ')}`).toBeGreaterThanOrEqual(
      0,
    );
    expect(events.indexOf('entry'), events.join(', ')).toBeGreaterThan(photoAt);
    expect(
      events.filter((e) => e === 'entry'),
      'the entry is asked for once',
    ).toHaveLength(1);

    // It is live: the favourite button answers a click.
    const save = page
      .getByRole('button', { name: /^Saved? .+ to favourites$/ })
      .filter({ visible: true })
      .first();
    await save.click();
    await expect(save).toHaveAttribute('aria-pressed', 'true');
  });
}

test('a car page whose photo cannot be had still comes alive', async ({ page }, testInfo) => {
  test.skip(serverOf(testInfo) !== 'production', 'the production build only');
  const site = templateSites()[0];
  if (!site) throw new Error('no demo site');
  const carSlug = await firstCarSlug(page, testInfo, site.slug);
  await page.route(/\/images\/media\/cars\//, (route) => route.abort());
  await page.goto(siteUrl(testInfo, site.slug, `/cars/${carSlug}`));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
});
