import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { searchSettled, siteUrl } from '../common/shopper';
import { serverOf } from '../servers';

// Search that understands what shoppers type (docs/decisions/0004-query-understanding-for-both-backends.md): in the search box of two
// templates, 'white suv' and 'ute under 30k' show only cars that are so, with what the
// words were read as shown beside the results, each removable. The demo's car
// descriptions name the paint ('… in glacier white, …'), the key facts the body.

const sites = [
  { slug: 'harbour-motor-group', carsPath: '/search' },
  { slug: 'red-gum-used-cars', carsPath: '/stock' },
];

/** The site's search page at phone width, results settled. */
async function openSearchOnPhone(page: Page, testInfo: TestInfo, slug: string, carsPath: string) {
  test.skip(serverOf(testInfo) !== 'production', 'one server is enough for this journey');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl(testInfo, slug, carsPath));
  await searchSettled(page);
}

/** The search box, with the Filters drawer opened first on a phone. */
async function searchBox(page: Page): Promise<Locator> {
  const box = page.getByRole('combobox', { name: 'Search our stock' }).first();
  if (!(await box.isVisible())) await page.getByRole('button', { name: 'Filters' }).click();
  return box;
}

/** On a phone the filters are in a drawer: back to the results. */
async function closeFilters(page: Page): Promise<void> {
  if (await page.getByRole('dialog', { name: 'Filters' }).isVisible()) {
    await page.keyboard.press('Escape');
  }
}

async function searchFor(page: Page, words: string): Promise<void> {
  const box = await searchBox(page);
  await box.fill(words);
  await box.press('Enter');
  await searchSettled(page);
  await closeFilters(page);
}

const cards = (page: Page) => page.locator('.fc-search__grid article');
async function resultsCount(page: Page): Promise<number> {
  const heading = (await page.locator('.fc-search__results-title').textContent()) ?? '';
  return Number((heading.match(/[\d,]+/)?.[0] ?? '0').replace(/,/g, ''));
}

for (const { slug, carsPath } of sites) {
  test(`${slug}: 'white suv' and 'ute under 30k' find only such cars, each piece removable`, async ({
    page,
  }, testInfo) => {
    await openSearchOnPhone(page, testInfo, slug, carsPath);
    await searchFor(page, 'white suv');
    await expect(page.getByRole('button', { name: 'Remove White' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove SUV' })).toBeVisible();
    const whiteSuvs = await resultsCount(page);
    expect(whiteSuvs).toBeGreaterThan(0);
    for (const card of await cards(page).all()) {
      await expect(card.locator('.fc-car-card__specs')).toContainText('SUV');
      await expect(card.locator('.fc-car-card__description')).toContainText(/white/i);
    }
    expect(await axeViolations(page)).toEqual([]);

    // Removing 'SUV' keeps the white cars of every body.
    await page.getByRole('button', { name: 'Remove SUV' }).click();
    await searchSettled(page);
    await expect(page).toHaveURL(/query=white(&|$)/);
    await expect(page.getByRole('button', { name: 'Remove SUV' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Remove White' })).toBeVisible();
    expect(await resultsCount(page)).toBeGreaterThan(whiteSuvs);

    await searchFor(page, 'ute under 30k');
    await expect(page.getByRole('button', { name: 'Remove Up to $30,000' })).toBeVisible();
    const utes = await resultsCount(page);
    expect(utes).toBeGreaterThan(0);
    for (const card of await cards(page).all()) {
      await expect(card.locator('.fc-car-card__specs')).toContainText('Ute');
      const price = (await card.locator('.fc-price__amount').first().textContent()) ?? '';
      expect(Number(price.replace(/[^\d]/g, '')), price).toBeLessThanOrEqual(30_000);
    }
    // Keyboard: the chip is a button a shopper reaches and presses.
    await page.getByRole('button', { name: 'Remove Up to $30,000' }).focus();
    await page.keyboard.press('Enter');
    await searchSettled(page);
    await expect(page.getByRole('button', { name: /^Remove Up to/ })).toHaveCount(0);
    expect(await resultsCount(page)).toBeGreaterThan(utes);
  });
}

for (const { slug, carsPath } of sites) {
  test(`${slug}: the search box suggests as the shopper types; arrows and Enter choose, and the count holds`, async ({
    page,
  }, testInfo) => {
    await openSearchOnPhone(page, testInfo, slug, carsPath);
    const box = await searchBox(page);
    await box.click();
    await page.keyboard.type('white su', { delay: 60 });
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = list.getByRole('option');
    const first = ((await options.first().textContent()) ?? '').replace(/\s+/g, ' ');
    // 'white SUV, 12 cars': the words the choice searches, and how many it finds.
    const [, words, promised] = /^(white \S.*?), ([\d,]+) cars?$/.exec(first) ?? [];
    expect(words, first).toBeTruthy();
    expect(await axeViolations(page)).toEqual([]);

    // Escape closes the list and keeps the words; typing again opens it.
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue('white su');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('u', { delay: 60 });
    await expect(list).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(box).toHaveValue(words ?? '');
    await searchSettled(page);
    await closeFilters(page);
    expect(await resultsCount(page)).toBe(Number((promised ?? '').replace(/,/g, '')));
    await expect(page.getByRole('button', { name: 'Remove White' })).toBeVisible();
  });
}
