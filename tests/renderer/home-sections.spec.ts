import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { siteUrl, templateSites } from './sites';

// The home page is its template's sections in its template's order (issue 16, SPEC §2),
// on one site per template: the sections show in that order, a body-type tile leads to
// exactly the cars it counts, and a brand tile to that make's cars.

const slotOf: Record<string, string> = {
  search: 'home-hero',
  'body-types': 'home-body-types',
  brands: 'home-brands',
  latest: 'home-latest',
  'budget-finder': 'home-budget-finder',
  contact: 'contact-details',
};

async function resultsCount(page: Page): Promise<number> {
  const heading = (await page.locator('.fc-search__results-title').textContent()) ?? '';
  return Number((heading.match(/[\d,]+/)?.[0] ?? '0').replace(/,/g, ''));
}

for (const { template, slug } of templateSites()) {
  test(`${slug} (${template}): the home page's sections, in the template's order, lead to their cars`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'production', 'one server is enough for this journey');
    await page.goto(siteUrl(testInfo, slug, '/'));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const shown = await page
      .locator('main [data-slot^="home-"], main [data-slot="contact-details"]')
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-slot')));
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
    const tile = page.locator('[data-slot="home-body-types"] a').first();
    await expect(tile).toBeVisible();
    const detail = (await tile.locator('.fc-tile-grid__detail').textContent()) ?? '';
    const counted = Number((detail.match(/[\d,]+/)?.[0] ?? '').replace(/,/g, ''));
    expect(counted).toBeGreaterThan(0);
    await tile.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/refinementList%5Bbody%5D|refinementList\[body\]/);
    await expect(page.locator('.fc-search__results-title')).toBeVisible();
    expect(await resultsCount(page)).toBe(counted);

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
