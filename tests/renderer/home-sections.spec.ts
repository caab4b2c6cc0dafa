import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { serverOf } from '../servers';
import { siteUrl, templateSites } from './sites';

// The home page is its template's sections in its template's order (docs/decisions/0015-templates-are-data-and-style.md, docs/rules.md#home-page-sections),
// on one site per template: the sections show in that order, a body-type or facet tile
// leads to exactly the cars it counts, a brand tile to that make's cars, a stock row's
// 'View all' link to the search that lists the row's cars, and on a group site a
// dealership tile to that dealership's cars.

const slotOf: Record<string, string> = {
  search: 'home-hero',
  'body-types': 'home-body-types',
  'facet-tiles': 'home-facet-tiles',
  brands: 'home-brands',
  latest: 'home-latest',
  'stock-rows': 'home-stock-row',
  dealerships: 'home-dealerships',
  promos: 'home-promos',
  'budget-finder': 'home-budget-finder',
  contact: 'contact-details',
};

/** The names of the cards in a part of the page, in order. */
async function cardNames(scope: Locator): Promise<string[]> {
  return scope
    .locator('article')
    .locator('h2, h3')
    .evaluateAll((nodes) => nodes.map((n) => (n.textContent ?? '').trim()));
}

/** A tile's count ('12 cars', '40 cars from $9,990') is what the search it opens finds. */
async function followTile(page: Page, slot: string, url: RegExp): Promise<void> {
  const tile = page.locator(`[data-slot="${slot}"] a`).first();
  await expect(tile).toBeVisible();
  const detail = (await tile.locator('.fc-tile-grid__detail').textContent()) ?? '';
  const counted = Number((detail.match(/[\d,]+/)?.[0] ?? '').replace(/,/g, ''));
  expect(counted).toBeGreaterThan(0);
  await tile.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(url);
  await expect(page.locator('.fc-search__results-title')).toBeVisible();
  expect(await resultsCount(page)).toBe(counted);
}

async function resultsCount(page: Page): Promise<number> {
  const heading = (await page.locator('.fc-search__results-title').textContent()) ?? '';
  return Number((heading.match(/[\d,]+/)?.[0] ?? '0').replace(/,/g, ''));
}

for (const { template, slug } of templateSites()) {
  test(`${slug} (${template}): the home page's sections, in the template's order, lead to their cars`, async ({
    page,
  }, testInfo) => {
    test.skip(serverOf(testInfo) !== 'production', 'one server is enough for this journey');
    await page.goto(siteUrl(testInfo, slug, '/'));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const shown = [
      ...new Set(
        await page
          .locator('main [data-slot^="home-"], main [data-slot="contact-details"]')
          .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-slot'))),
      ),
    ];
    // The page names the order its template asked for (FrameSettings.homeSections).
    const names = ((await page.locator('[data-slot="home"]').getAttribute('data-sections')) ?? '')
      .split(' ')
      .filter(Boolean);
    expect(names.length).toBeGreaterThanOrEqual(4);
    const asked = names.map((name) => slotOf[name] ?? `unknown section ${name}`);
    // Every section shown is one the template asked for, in its order (one with nothing to show is left out).
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(asked.filter((s) => shown.includes(s))).toEqual(shown);
    expect(asked.every((s) => s.startsWith('home-') || s === 'contact-details')).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // A body-type tile: its count is what the search page finds.
    await followTile(page, 'home-body-types', /refinementList%5Bbody%5D|refinementList\[body\]/);

    // A facet tile, where the template shows them.
    if (shown.includes('home-facet-tiles')) {
      await page.goto(siteUrl(testInfo, slug, '/'));
      await followTile(page, 'home-facet-tiles', /refinementList/);
    }

    // A stock row: 'View all' opens the search of the same filter and order, which lists
    // the row's cars first.
    if (shown.includes('home-stock-row')) {
      await page.goto(siteUrl(testInfo, slug, '/'));
      const row = page.locator('[data-slot="home-stock-row"]').first();
      const inRow = await cardNames(row);
      expect(inRow.length).toBeGreaterThan(0);
      await row.getByRole('link', { name: /^View all / }).click();
      await expect(page.locator('.fc-search__results-title')).toBeVisible();
      expect((await cardNames(page.locator('.fc-search__grid'))).slice(0, inRow.length)).toEqual(
        inRow,
      );
    }

    // A brand tile, where the template shows the grid and the site stocks several makes.
    if (shown.includes('home-brands')) {
      await page.goto(siteUrl(testInfo, slug, '/'));
      const brand = page.locator('[data-slot="home-brands"] a').first();
      const make = ((await brand.textContent()) ?? '').trim();
      await brand.click();
      await expect(page.locator('.fc-search__grid article').first()).toContainText(make);
    }
  });
}

test("a group site shows its dealerships, each tile leading to that dealership's cars", async ({
  page,
}, testInfo) => {
  test.skip(serverOf(testInfo) !== 'production', 'one server is enough for this journey');
  // Harbour Motor Group (metro) sells from three dealerships.
  await page.goto(siteUrl(testInfo, 'harbour-motor-group', '/'));
  const tiles = page.locator('[data-slot="home-dealerships"] a');
  expect(await tiles.count()).toBeGreaterThanOrEqual(2);
  await expect(tiles.first().locator('.fc-tile-grid__detail')).toHaveText(
    /^[\d,]+ cars( from \$[\d,]+)?$/,
  );
  await followTile(page, 'home-dealerships', /dealership_slug/);
});
