import { expect, type Page, test } from '@playwright/test';
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

// A caravan yard on the outback template that sells new and used caravans only
// (sites/southern-cross-caravans.json `search`), with test drives and trade-in
// but no reserve; see tests/common/shopper.ts. The dev server runs a smoke subset.
createShopperTests({
  slug: 'southern-cross-caravans',
  template: 'outback',
  carsPath: '/search',
  termsRequired: true,
  features: { tradeIn: true, testDrive: true, reserve: false },
  devJourneys: ['home, search and car pages have no accessibility violations'],
});

// "stock truth": a shopper on the caravan site meets caravans only,
// new and used, whichever way in.
test.describe('southern-cross-caravans shows caravans only', () => {
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern; it needs none.
  test.beforeEach(({}, testInfo) => {
    test.skip(
      serverOf(testInfo) === 'dev',
      'the stock scope is the server’s: one server is enough',
    );
  });
  const slug = 'southern-cross-caravans';

  /** The values a dropdown filter offers, without its 'any' option and counts. */
  async function offered(page: Page, label: string): Promise<string[]> {
    const options = await page
      .getByRole('combobox', { name: label })
      .locator('option')
      .allTextContents();
    return options.slice(1).map((text) => text.replace(/ \([\d,]+\)$/, ''));
  }

  test('the search lists caravans: caravan makes and bodies, no car', async ({
    page,
  }, testInfo) => {
    // What a car yard lists, to tell a car from a caravan without naming either.
    const cars = await searchApi(page, testInfo, 'harbour-motor-group', {
      hitsPerPage: 1,
      facets: ['make', 'body'],
    });
    const carMakes = (cars.facets.make ?? []).map((f) => f.value);
    const carBodies = (cars.facets.body ?? []).map((f) => f.value);
    expect(carMakes).toContain('Toyota');

    await page.goto(siteUrl(testInfo, slug, '/search'));
    await settle(page);
    await searchSettled(page);
    const showMe = page.getByRole('button', { name: /^Show Me [\d,]+ Caravans$/ });
    await expect(showMe).toBeVisible();
    const count = Number(((await showMe.textContent()) ?? '').replace(/\D/g, ''));
    expect(count).toBeGreaterThan(0);
    await expect(
      page.getByRole('heading', { name: `${count.toLocaleString('en-AU')} caravans` }),
    ).toBeVisible();

    // Conditions: new and used, every caravan counted under one of them; no demo.
    const conditions = await page
      .getByRole('combobox', { name: 'Condition' })
      .locator('option')
      .allTextContents();
    // The 'any' choice names the car types the site sells.
    expect(conditions[0]).toBe('New and used');
    const byCondition = Object.fromEntries(
      conditions.slice(1).map((text) => {
        const [, name, n] = /^(.+) \(([\d,]+)\)$/.exec(text) ?? [];
        return [name ?? text, Number((n ?? '').replace(/,/g, ''))];
      }),
    );
    expect(Object.keys(byCondition).sort()).toEqual(['New', 'Used']);
    expect((byCondition.New ?? 0) + (byCondition.Used ?? 0)).toBe(count);

    // Makes (all of them, past 'Show all makes') and body types: caravans', none a car yard's.
    const filters = page.locator('aside [data-slot="search-filters"]');
    await filters.getByRole('button', { name: 'Show all makes' }).click();
    const makes = await filters
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('value') ?? ''));
    expect(makes.length).toBeGreaterThan(7);
    expect(makes.filter((make) => carMakes.includes(make))).toEqual([]);
    const bodies = await offered(page, 'Body type');
    expect(bodies.length).toBeGreaterThan(0);
    expect(bodies.filter((body) => carBodies.includes(body))).toEqual([]);

    // Every card is one of those caravans: a caravan body, no odometer.
    const cards = page.locator('[data-slot="car-card"]');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      const facts = await card.getByRole('list', { name: 'Key facts' }).textContent();
      const title = await card.getByRole('heading').textContent();
      expect(
        bodies.some((body) => facts?.includes(body)),
        `${title}: ${facts}`,
      ).toBe(true);
      expect(facts, `${title}`).not.toMatch(/ km\b/);
    }
  });

  test("a caravan's page shows caravan details", async ({ page }, testInfo) => {
    await page.goto(siteUrl(testInfo, slug, '/search'));
    await settle(page);
    await searchSettled(page);
    const bodies = await offered(page, 'Body type');
    const card = page.locator('[data-slot="car-card"]').first();
    const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
    await card.getByRole('link', { name: title, exact: true }).click();
    await settle(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    // A caravan sleeps people (berths) and has no odometer, gearbox or fuel.
    const details = Object.fromEntries(
      await page
        .locator('main dl')
        .first()
        .evaluate((list) =>
          [...list.querySelectorAll('dt')].map((dt) => [
            dt.textContent ?? '',
            dt.nextElementSibling?.textContent ?? '',
          ]),
        ),
    );
    expect(['New', 'Used']).toContain(details.Condition);
    expect(bodies).toContain(details.Body);
    expect(Number(details.Berths)).toBeGreaterThan(0);
    for (const carFact of ['Odometer', 'Transmission', 'Fuel', 'Seats']) {
      expect(Object.keys(details), carFact).not.toContain(carFact);
    }

    // Its words say caravan, as the search page does; the fixed labels stay as they are.
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Find Similar Caravans' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'About this caravan' })).toBeVisible();
    await expect(main.getByText(/Find Similar Cars|About this car\b/)).toHaveCount(0);
  });

  test('a car type it does not sell leads to the caravans it does', async ({ page }, testInfo) => {
    const { count, facets } = await searchApi(page, testInfo, slug, {
      hitsPerPage: 1,
      facets: ['car_type'],
    });
    const newCount = facets.car_type?.find((f) => f.value === 'new')?.count ?? 0;
    expect(newCount).toBeGreaterThan(0);
    for (const [path, landing, heading, shown] of [
      ['/search/demo-cars', '/search', 'Our Stock', count],
      ['/search/new-and-demo-cars', '/search/new-cars', 'New Caravans', newCount],
      [
        '/search/new-used-and-demo-cars',
        '/search/new-and-used-cars',
        'New and Used Caravans',
        count,
      ],
    ] as const) {
      await expectRedirectedSearch(page, testInfo, slug, {
        path,
        landing,
        heading,
        count: shown,
        vehicles: 'Caravans',
      });
    }
    // New caravans it sells: a list of its own, not a redirect.
    const own = await page.goto(siteUrl(testInfo, slug, '/search/new-cars'));
    expect(own?.request().redirectedFrom()).toBeNull();
    await settle(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Caravans');
  });

  test("another site's car is not found here", async ({ page }, testInfo) => {
    const { hits } = await searchApi(page, testInfo, 'harbour-motor-group', {
      filters: { refinements: { status: ['in_stock'] } },
      hitsPerPage: 1,
    });
    const car = hits[0];
    if (!car) throw new Error('harbour-motor-group: no car in stock');
    const response = await page.goto(siteUrl(testInfo, slug, `/cars/${car.slug}`));
    expect(response?.status(), car.slug).toBe(404);
    await settle(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Browse our stock' }),
    ).toHaveAttribute('href', '/search');
    expect(await axeViolations(page), 'the not-found page').toEqual([]);
  });
});
