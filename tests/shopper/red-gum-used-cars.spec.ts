import { expect, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import {
  createShopperTests,
  expectRedirectedSearch,
  searchApi,
  searchSettled,
  settle,
  siteUrl,
} from '../common/shopper';
import { serverOf } from '../servers';

// A used-car specialist on the outback template, its cars path /stock; see tests/common/shopper.ts.
createShopperTests({
  slug: 'red-gum-used-cars',
  template: 'outback',
  carsPath: '/stock',
  termsRequired: false,
  features: { tradeIn: true, testDrive: true, reserve: true },
  devJourneys: ['enquiry: errors first, then a valid lead'],
});

// "stock truth": the site sells used cars only (sites/red-gum-used-cars.json
// `search.car_types`), so a shopper meets no new or demo car, whichever way in.
test.describe('red-gum-used-cars shows used cars only', () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern; it needs none.
  test.beforeEach(({}, testInfo) => {
    test.skip(
      serverOf(testInfo) === 'dev',
      'the stock scope is the server’s: one server is enough',
    );
  });
  const slug = 'red-gum-used-cars';

  test('the stock and its filters are used cars, every card one', async ({ page }, testInfo) => {
    await page.goto(siteUrl(testInfo, slug, '/stock'));
    await settle(page);
    await searchSettled(page);
    const showMe = page.getByRole('button', { name: /^Show Me [\d,]+ Cars$/ });
    await expect(showMe).toBeVisible();
    const count = Number(((await showMe.textContent()) ?? '').replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);

    // The condition filter offers used only, and every car found is counted under it.
    const condition = page.getByRole('combobox', { name: 'Condition' });
    const options = await condition.locator('option').allTextContents();
    // Its 'any' choice names what the site sells, not 'New, used and demo'.
    expect(options[0]).toBe('Used');
    const offered = options.slice(1);
    expect(offered).toEqual([`Used (${count.toLocaleString('en-AU')})`]);

    // Each card a shopper can finance is priced as a used car.
    const cards = page.locator('[data-slot="car-card"]');
    await expect(cards.first()).toBeVisible();
    const financeLinks = await cards
      .locator('[data-action="finance"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(financeLinks.length).toBeGreaterThan(0);
    for (const href of financeLinks) {
      expect(new URL(href, 'http://x').searchParams.get('car_type'), href).toBe('used');
    }

    // The used-car page is the same stock, not a redirect.
    const used = await page.goto(siteUrl(testInfo, slug, '/stock/used-cars'));
    expect(used?.request().redirectedFrom()).toBeNull();
    await settle(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used Cars');
    await expect(
      page.getByRole('button', { name: `Show Me ${count.toLocaleString('en-AU')} Cars` }),
    ).toBeVisible();
  });

  test('new and demo car pages lead to the used stock, not a list', async ({ page }, testInfo) => {
    const { count } = await searchApi(page, testInfo, slug, { hitsPerPage: 1 });
    for (const [path, landing, heading] of [
      ['/stock/new-cars', '/stock', 'Our Stock'],
      ['/stock/demo-cars', '/stock', 'Our Stock'],
      ['/stock/new-and-demo-cars', '/stock', 'Our Stock'],
      ['/stock/new-used-and-demo-cars', '/stock/used-cars', 'Used Cars'],
      // The default search path, on a site whose cars path is /stock.
      ['/search/new-cars', '/stock', 'Our Stock'],
    ] as const) {
      await expectRedirectedSearch(page, testInfo, slug, {
        path,
        landing,
        heading,
        count,
        vehicles: 'Cars',
      });
    }
  });

  test("another site's car, new or used, is not found here", async ({ page }, testInfo) => {
    // Harbour Motor Group sells new and used cars; neither is Red Gum's.
    for (const carType of ['new', 'used']) {
      const { hits } = await searchApi(page, testInfo, 'harbour-motor-group', {
        filters: { refinements: { car_type: [carType], status: ['in_stock'] } },
        hitsPerPage: 1,
      });
      const car = hits[0];
      if (!car) throw new Error(`harbour-motor-group: no ${carType} car in stock`);
      const response = await page.goto(siteUrl(testInfo, slug, `/cars/${car.slug}`));
      expect(response?.status(), `${carType} ${car.slug}`).toBe(404);
      await settle(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
      await expect(page.getByRole('main')).not.toContainText(car.name ?? car.slug);
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Browse our stock' }),
      ).toHaveAttribute('href', '/stock');
    }
    expect(await axeViolations(page), 'the not-found page').toEqual([]);
  });
});
