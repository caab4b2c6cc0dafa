import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { searchSettled, siteUrl } from '../common/shopper';
import { serverOf } from '../servers';

// Where the shopper is (docs/rules.md#place-in-search), as a shopper finds it: a
// postcode in the locations page's box, then the stock nearest it first, each card
// with its distance, 'Nearest' offered above 'Most relevant' and the other orders,
// each of which keeps the place and the distances (reached and chosen by keyboard),
// the place kept for the session, and its chip removed. On sites whose stock stands
// in two towns, on two templates (metro: Harbour Motor Group, Homebush and Auburn,
// and Riverina Hyundai, Wagga Wagga and Griffith; outback: Southern Cross Caravans,
// Corio and Ballarat), and on a one-yard site.

const sites = [
  // A yard other than the one most of the first page stands at, so the order changes.
  {
    slug: 'harbour-motor-group',
    template: 'metro',
    carsPath: '/search',
    postcode: '2144',
    town: 'Harbour Kia Auburn',
  },
  {
    slug: 'riverina-hyundai',
    template: 'metro',
    carsPath: '/search',
    postcode: '2680',
    town: 'Riverina Hyundai Griffith',
  },
  {
    slug: 'southern-cross-caravans',
    template: 'outback',
    carsPath: '/search',
    postcode: '3350',
    town: 'Southern Cross Caravans Ballarat',
  },
  {
    slug: 'red-gum-used-cars',
    template: 'outback',
    carsPath: '/stock',
    postcode: '5000',
    town: null,
  },
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

for (const { slug, template, carsPath, postcode, town } of sites) {
  test(`${slug} (${template}): a postcode in the locations box orders the stock nearest first, with distances; most relevant stays a choice; the chip removed clears it`, async ({
    page,
  }, testInfo) => {
    await open(page, testInfo, slug, '/dealerships');
    const field = page.getByRole('textbox', { name: /^Postcode/ });
    await field.fill(postcode);
    await field.press('Enter');
    const link = page.getByRole('link', { name: `See our stock nearest ${postcode} first` });
    await expect(link).toBeVisible();
    await link.click();

    // Nearest first is the place's default order: the address does not name it.
    await expect(page).toHaveURL(new RegExp(`${carsPath}\\?near=${postcode}$`));
    await searchSettled(page);
    const chip = page.getByRole('button', { name: new RegExp(`^Remove near .+ ${postcode}$`) });
    await expect(chip).toBeVisible();
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('nearest');
    // 'Nearest' is added above 'Most relevant', which stays offered.
    const offered = await sort.locator('option').allTextContents();
    expect(offered.slice(0, 2)).toEqual(['Nearest', 'Most relevant']);

    // Every card says how far it is, nearest first; on a two-town site the nearer town's first.
    const km = await distances(page);
    expect(km.length).toBeGreaterThan(1);
    expect(km.every((d) => Number.isFinite(d))).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    if (town) await expect(cards(page).first()).toContainText(town);
    expect(await axeViolations(page), 'nearest first, with distances').toEqual([]);

    // Another order is kept with the place.
    await sort.selectOption('latest');
    await searchSettled(page);
    await expect(page).toHaveURL(new RegExp(`near=${postcode}&sortBy=latest$`));
    await expect(sort).toHaveValue('latest');
    // Latest first mixes the towns: a farther yard's cars come up among the first page.
    if (town) expect(Math.max(...(await distances(page)))).toBeGreaterThan(km[0] as number);

    // The sort control is reached by keyboard: up to most relevant, then to nearest.
    await sort.blur();
    await page.locator('.fc-search__results-title').focus();
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      if (await sort.evaluate((el) => el === document.activeElement)) break;
    }
    await expect(sort).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await searchSettled(page);
    // Most relevant with the place: its own order, the chip and every distance still shown.
    await expect(page).toHaveURL(new RegExp(`near=${postcode}&sortBy=relevance$`));
    await expect(sort).toHaveValue('relevance');
    await expect(chip).toBeVisible();
    const relevantKm = await distances(page);
    expect(relevantKm.length).toBeGreaterThan(1);
    expect(relevantKm.every((d) => Number.isFinite(d))).toBe(true);
    if (town) expect(relevantKm).not.toEqual(km);
    expect(await axeViolations(page), 'most relevant, with the place').toEqual([]);
    await expect(sort).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await searchSettled(page);
    await expect(page).toHaveURL(new RegExp(`\\?near=${postcode}$`));
    await expect(sort).toHaveValue('nearest');
    expect(await distances(page)).toEqual(km);

    // Kept for the session: the stock page without a place is searched from it again.
    await page.goto(siteUrl(testInfo, slug, carsPath));
    await expect(page).toHaveURL(new RegExp(`near=${postcode}`));
    await searchSettled(page);
    await expect(chip).toBeVisible();
    await expect(sort).toHaveValue('nearest');
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

for (const { slug, template, carsPath, postcode, town } of sites.filter((s) => s.town !== null)) {
  test(`${slug} (${template}): a postcode typed in the search box is read as the place, shown as a chip, kept with most relevant and removable`, async ({
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
    // The place leaves the words for the address's postcode, nearest first.
    await expect(page).toHaveURL(new RegExp(`\\?near=${postcode}$`));
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('nearest');
    await expect(cards(page).first()).toContainText(town as string);
    const km = await distances(page);
    expect(km.every((d) => Number.isFinite(d))).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(await axeViolations(page), 'the place read from the words').toEqual([]);

    await sort.selectOption('relevance');
    await searchSettled(page);
    await expect(page).toHaveURL(new RegExp(`near=${postcode}&sortBy=relevance$`));
    await expect(chip).toBeVisible();
    const relevantKm = await distances(page);
    expect(relevantKm.every((d) => Number.isFinite(d))).toBe(true);
    expect(relevantKm).not.toEqual(km);

    await chip.click();
    await searchSettled(page);
    await expect(page).not.toHaveURL(/query=|near=/);
    await expect(chip).toHaveCount(0);
    await expect(cards(page).first()).not.toContainText('away');
  });
}
