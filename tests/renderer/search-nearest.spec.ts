import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { searchSettled, siteUrl } from '../common/shopper';
import { serverOf } from '../servers';

// Where the shopper is (docs/rules.md#place-in-search), as a shopper finds it: a
// postcode in the locations page's box, then the stock nearest it first, each card
// with its distance, 'Nearest' in the sort control (reached and chosen by keyboard),
// the place kept for the session, and its chip removed. On the group sites whose
// stock stands in two towns (Harbour Motor Group: Homebush and Auburn; Riverina
// Hyundai: Wagga Wagga and Griffith), and on a one-yard site of another template.

const sites = [
  // The postcode of the yard fewer of the site's cars stand at, so the order changes.
  {
    slug: 'harbour-motor-group',
    carsPath: '/search',
    postcode: '2144',
    town: 'Harbour Kia Auburn',
  },
  {
    slug: 'riverina-hyundai',
    carsPath: '/search',
    postcode: '2680',
    town: 'Riverina Hyundai Griffith',
  },
  { slug: 'red-gum-used-cars', carsPath: '/stock', postcode: '5000', town: null },
];

const cards = (page: Page) => page.locator('.fc-search__grid article');

/** Each card's distance in km, in page order (NaN for a card that shows none). */
async function distances(page: Page): Promise<number[]> {
  const texts = await cards(page).locator('[data-slot="car-card-location"]').allTextContents();
  return texts.map((text) => {
    const found = /· ([\d,.]+) (m|km) away/.exec(text);
    if (!found) return Number.NaN;
    const n = Number((found[1] as string).replace(/,/g, ''));
    return found[2] === 'm' ? n / 1000 : n;
  });
}

async function open(page: Page, testInfo: TestInfo, slug: string, path: string) {
  test.skip(serverOf(testInfo) !== 'production', 'one server is enough for this journey');
  await page.goto(siteUrl(testInfo, slug, path));
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

for (const { slug, carsPath, postcode, town } of sites) {
  test(`${slug}: a postcode in the locations box orders the stock nearest first, with distances; the chip removed clears it`, async ({
    page,
  }, testInfo) => {
    await open(page, testInfo, slug, '/dealerships');
    const field = page.getByRole('textbox', { name: /^Postcode/ });
    await field.fill(postcode);
    await field.press('Enter');
    const link = page.getByRole('link', { name: `See our stock nearest ${postcode} first` });
    await expect(link).toBeVisible();
    await link.click();

    await expect(page).toHaveURL(new RegExp(`${carsPath}\\?near=${postcode}$`));
    await searchSettled(page);
    const chip = page.getByRole('button', { name: new RegExp(`^Remove near .+ ${postcode}$`) });
    await expect(chip).toBeVisible();
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('nearest');

    // Every card says how far it is, nearest first; on a group site the nearer town's first.
    const km = await distances(page);
    expect(km.length).toBeGreaterThan(1);
    expect(km.every((d) => Number.isFinite(d))).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    if (town) await expect(cards(page).first()).toContainText(town);
    expect(await axeViolations(page), 'nearest first, with distances').toEqual([]);

    // The sort control is reached by keyboard; another order is kept, then Nearest again.
    await sort.selectOption('latest');
    await searchSettled(page);
    await expect(page).toHaveURL(/sortBy=latest/);
    await expect(sort).toHaveValue('latest');
    // Latest first mixes the towns: a farther yard's cars come up among the first page.
    if (town) expect(Math.max(...(await distances(page)))).toBeGreaterThan(km[0] as number);
    await sort.blur();
    await page.locator('.fc-search__results-title').focus();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      if (await sort.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(sort).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await searchSettled(page);
    await expect(page).toHaveURL(/sortBy=nearest/);
    await expect(sort).toHaveValue('nearest');
    expect(await distances(page)).toEqual(km);

    // Kept for the session: the stock page without a place is searched from it again.
    await page.goto(siteUrl(testInfo, slug, carsPath));
    await expect(page).toHaveURL(new RegExp(`near=${postcode}`));
    await searchSettled(page);
    await expect(chip).toBeVisible();
    expect(await axeViolations(page), 'the kept place').toEqual([]);

    // The chip removed: no place, no distances, most relevant again, and not brought back.
    await chip.click();
    await searchSettled(page);
    await expect(page).not.toHaveURL(/near=/);
    await expect(chip).toHaveCount(0);
    await expect(cards(page).first()).not.toContainText('away');
    await expect(sort).toHaveValue('relevance');
    await expect(sort.locator('option', { hasText: 'Nearest' })).toHaveCount(0);
    await page.reload();
    await searchSettled(page);
    await expect(page).not.toHaveURL(/near=/);
    expect(await axeViolations(page), 'the place removed').toEqual([]);
  });
}

for (const { slug, carsPath, postcode, town } of sites.filter((s) => s.town !== null)) {
  test(`${slug}: a postcode typed in the search box is read as the place, shown as a chip and removable`, async ({
    page,
  }, testInfo) => {
    await open(page, testInfo, slug, carsPath);
    await searchSettled(page);
    const box = page.getByRole('combobox', { name: 'Search our stock' }).first();
    await box.fill(`near ${postcode}`);
    await box.press('Enter');
    await searchSettled(page);
    const chip = page.getByRole('button', { name: new RegExp(`^Remove near .+ ${postcode}$`) });
    await expect(chip).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('nearest');
    await expect(cards(page).first()).toContainText(town as string);
    const km = await distances(page);
    expect(km.every((d) => Number.isFinite(d))).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(await axeViolations(page), 'the place read from the words').toEqual([]);

    await chip.click();
    await searchSettled(page);
    await expect(page).not.toHaveURL(/query=|near=/);
    await expect(chip).toHaveCount(0);
    await expect(cards(page).first()).not.toContainText('away');
  });
}
