import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { searchSettled, siteUrl } from '../common/shopper';
import { serverOf } from '../servers';

// Caravans searched as caravans (docs/rules.md#caravan-words, docs/rules.md#towing-capacity)
// on Southern Cross Caravans: 'sleeps 4' within a 2,500 kg towing capacity shows only
// vans that sleep four or more with an ATM up to 2,500 kg, the filters' counts add up
// to the results, every card says it is within the car's towing capacity, and the
// capacity is kept for the session. The demo descriptions repeat each van's berths and
// ATM ('… sleeps 4, tare 1,700 kg, ATM 2,300 kg …'), which the cards show.

const SLUG = 'southern-cross-caravans';
const WITHIN = "Within your car's towing capacity";

async function openSearch(page: Page, testInfo: TestInfo, width: number, path = '/search') {
  test.skip(serverOf(testInfo) !== 'production', 'one server is enough for this journey');
  await page.setViewportSize({ width, height: 900 });
  await page.goto(siteUrl(testInfo, SLUG, path));
  await searchSettled(page);
}

/** The filters: the sidebar on a wide screen, the Filters drawer on a phone. */
async function filters(page: Page): Promise<Locator> {
  const sidebar = page.getByRole('complementary', { name: 'Filters' });
  if (await sidebar.getByLabel('Braked towing capacity (kg)').isVisible()) return sidebar;
  await page.getByRole('button', { name: 'Filters' }).click();
  return page.getByRole('dialog', { name: 'Filters' });
}

const cards = (page: Page) => page.locator('.fc-search__grid article');

async function resultsCount(page: Page): Promise<number> {
  const heading = (await page.locator('.fc-search__results-title').textContent()) ?? '';
  return Number((heading.match(/[\d,]+/)?.[0] ?? '0').replace(/,/g, ''));
}

/** The sum of a dropdown filter's counts ('4 berths (12)'), its 'any' choice left out. */
async function optionCounts(select: Locator): Promise<number> {
  const labels = await select.locator('option').allTextContents();
  return labels
    .map((label) => /\((\d[\d,]*)\)$/.exec(label)?.[1])
    .filter((n): n is string => n !== undefined)
    .reduce((sum, n) => sum + Number(n.replace(/,/g, '')), 0);
}

/** Each card's van sleeps at least `berths` and weighs at most `atm` kg loaded. */
async function expectVans(page: Page, berths: number, atm: number): Promise<void> {
  const texts = await cards(page).locator('.fc-car-card__description').allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    const sleeps = Number(/sleeps (\d+)/.exec(text)?.[1]);
    const weight = Number(/ATM ([\d,]+) kg/.exec(text)?.[1]?.replace(/,/g, ''));
    expect(sleeps, text).toBeGreaterThanOrEqual(berths);
    expect(weight, text).toBeLessThanOrEqual(atm);
  }
}

test('sleeps 4 within a 2,500 kg towing capacity: only such vans, counts that agree, each card labelled, kept for the session', async ({
  page,
}, testInfo) => {
  await openSearch(page, testInfo, 1280);
  const all = await resultsCount(page);
  let side = await filters(page);
  await expect(side.getByRole('combobox', { name: 'Berths' })).toBeVisible();
  await expect(side.getByRole('slider', { name: 'Maximum ATM' })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  const box = page.getByRole('combobox', { name: 'Search our stock' }).first();
  await box.fill('sleeps 4');
  await box.press('Enter');
  await searchSettled(page);
  await expect(page.getByRole('button', { name: 'Remove Sleeps 4+' })).toBeVisible();
  const sleepsFour = await resultsCount(page);
  expect(sleepsFour).toBeGreaterThan(0);
  expect(sleepsFour).toBeLessThan(all);

  // A capacity that is no number is refused under the field, with the range allowed.
  side = await filters(page);
  const capacity = side.getByLabel('Braked towing capacity (kg)');
  await capacity.fill('a lot');
  await side.getByRole('button', { name: 'Show what I can tow' }).click();
  await expect(capacity).toHaveAttribute('aria-invalid', 'true');
  await expect(side.getByText('Enter a whole number of kg, from 500 to 4,500 kg')).toBeVisible();
  expect(await resultsCount(page)).toBe(sleepsFour);
  expect(await axeViolations(page)).toEqual([]);

  await capacity.fill('2500');
  await side.getByRole('button', { name: 'Show what I can tow' }).click();
  await searchSettled(page);
  await expect(page).toHaveURL(/atm_kg=%3A2500/);
  await expect(side.getByText('Showing caravans with an ATM up to 2,500 kg.')).toBeVisible();
  const within = await resultsCount(page);
  expect(within).toBeGreaterThan(0);
  expect(within).toBeLessThan(sleepsFour);

  // The cards are such vans, each labelled; the filters count exactly what is shown.
  const shown = await cards(page).count();
  expect(shown).toBe(Math.min(within, 21));
  await expectVans(page, 4, 2500);
  await expect(cards(page).getByText(WITHIN)).toHaveCount(shown);
  expect(await optionCounts(side.getByRole('combobox', { name: 'Off-road rating' }))).toBe(within);
  expect(await optionCounts(side.getByRole('combobox', { name: 'Condition' }))).toBe(within);
  expect(await axeViolations(page)).toEqual([]);

  // Later in the session the search page opens with the capacity applied.
  await page.goto(siteUrl(testInfo, SLUG, '/search'));
  await searchSettled(page);
  await expect(page).toHaveURL(/atm_kg=%3A2500/);
  await searchSettled(page);
  await expectVans(page, 1, 2500);
  await expect(cards(page).getByText(WITHIN)).toHaveCount(await cards(page).count());

  // Removing it shows every van again, none labelled, and forgets it.
  side = await filters(page);
  await side.getByRole('button', { name: 'Remove towing capacity' }).click();
  await searchSettled(page);
  expect(await resultsCount(page)).toBe(all);
  await expect(page.getByText(WITHIN)).toHaveCount(0);
  await page.reload();
  await searchSettled(page);
  expect(await resultsCount(page)).toBe(all);
});

test('on a phone, from the keyboard: a tow vehicle from the table, then its capacity applied', async ({
  page,
}, testInfo) => {
  await openSearch(page, testInfo, 390);
  const filtersButton = page.getByRole('button', { name: 'Filters' });
  await filtersButton.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  const vehicle = drawer.getByRole('combobox', { name: 'Your tow vehicle' });
  await vehicle.scrollIntoViewIfNeeded();
  await vehicle.focus();
  // The browser's own select: a key press picks the next vehicle, a Ranger (3,500 kg).
  await page.keyboard.press('ArrowDown');
  const capacity = drawer.getByLabel('Braked towing capacity (kg)');
  await expect(capacity).toHaveValue('3500');
  await page.keyboard.press('Tab');
  await expect(capacity).toBeFocused();
  await page.keyboard.press('Tab');
  const apply = drawer.getByRole('button', { name: 'Show what I can tow' });
  await expect(apply).toBeFocused();
  const box = await apply.boundingBox();
  expect(box?.width ?? 0).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await searchSettled(page);
  await expect(page).toHaveURL(/atm_kg=%3A3500/);
  await expect(drawer.getByText('Showing caravans with an ATM up to 3,500 kg.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expectVans(page, 1, 3500);
  await expect(cards(page).getByText(WITHIN)).toHaveCount(await cards(page).count());
  expect(await axeViolations(page)).toEqual([]);
});
