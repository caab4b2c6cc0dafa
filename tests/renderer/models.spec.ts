import { expect, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { settle } from '../common/shopper';
import { newCarSites, siteUrl, usedOnlySites } from './new-car-sites';

// Models: on one new-car site per template, the range grouped by body
// category, a model's page with its description, facts, enquiry and test drive, and its
// cars in stock leading to the search narrowed to it; unknown models answer 404; axe on
// the pages and the dialog (docs/rules.md#model-range).

for (const site of newCarSites()) {
  test.describe(`${site.slug} (${site.template}) models`, () => {
    test('the range to a model to its stock', async ({ page }, testInfo) => {
      const response = await page.goto(siteUrl(testInfo, site.slug, '/models'));
      expect(response?.status()).toBe(200);
      await settle(page);
      await expect(page).toHaveTitle(`Models | ${site.name}`);
      const groups = page.locator('[data-slot="model-group"]');
      expect(await groups.count()).toBeGreaterThan(0);
      // The groups are the manufacturer body labels (docs/rules.md#model-range), each once.
      const labels = await groups.locator('h2').allTextContents();
      expect(new Set(labels).size).toBe(labels.length);
      expect(labels.every((label) => label.trim() !== '')).toBe(true);
      expect(await axeViolations(page), 'the model range').toEqual([]);

      // A model whose make and model the site has cars of.
      const link = groups.first().locator('[data-slot="model-card"] h3 a').first();
      const name = ((await link.textContent()) ?? '').trim();
      await link.click();
      await expect(page).toHaveURL(/\/models\/[a-z0-9-]+$/);
      await settle(page);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      await expect(page.locator('[data-slot="model-description"]')).toBeVisible();
      await expect(page.getByText('Body', { exact: true })).toBeVisible();
      expect(await axeViolations(page), 'the model page').toEqual([]);

      await page.getByRole('button', { name: 'Enquire Now' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('button', { name: 'Next' })).toBeVisible();
      expect(await axeViolations(page), 'the model page with the enquiry dialog open').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: 'Enquire Now' })).toBeFocused();

      const stock = page.locator('[data-slot="model-stock"]');
      const all = stock.locator('[data-slot="model-stock-search"]');
      if ((await all.count()) > 0) {
        const cars = await stock.locator('li').count();
        expect(cars).toBeGreaterThan(0);
        const said = Number(/See all (\d+)/.exec((await all.textContent()) ?? '')?.[1]);
        await all.click();
        await expect(page).toHaveURL(/\/search\/[a-z0-9-]+\/[a-z0-9-]+/);
        await expect(
          page.getByRole('button', { name: new RegExp(`^Show Me ${said} `) }),
        ).toBeAttached();
      } else {
        await expect(stock.getByText('in stock right now')).toBeVisible();
      }
    });

    test("an unknown model, or another make's, is 404", async ({ page }, testInfo) => {
      const response = await page.goto(siteUrl(testInfo, site.slug, '/models/no-such-model'));
      expect(response?.status()).toBe(404);
      // Toyota's HiLux is in the catalogue; only a site selling Toyota new has its page.
      const hilux = await page.goto(siteUrl(testInfo, site.slug, '/models/hilux'));
      expect(hilux?.status()).toBe(site.slug === 'harbour-motor-group' ? 200 : 404);
      // /{model slug}: the same page at the root, its canonical address /models/{slug};
      // a root path that is no model of the range is 404 (docs/rules.md#canonical-addresses).
      const atRoot = await page.goto(siteUrl(testInfo, site.slug, '/hilux'));
      expect(atRoot?.status()).toBe(site.slug === 'harbour-motor-group' ? 200 : 404);
      if (site.slug === 'harbour-motor-group') {
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
          'href',
          /\/models\/hilux$/,
        );
      }
      expect((await page.goto(siteUrl(testInfo, site.slug, '/no-such-model')))?.status()).toBe(404);
    });
  });
}

for (const site of usedOnlySites()) {
  test(`${site.slug} (${site.template}) sells no new cars: no models page, and no model pages`, async ({
    page,
  }, testInfo) => {
    // docs/rules.md#feature-switches: a site with no model range has no /models page.
    const response = await page.goto(siteUrl(testInfo, site.slug, '/models'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const model = await page.goto(siteUrl(testInfo, site.slug, '/models/hilux'));
    expect(model?.status()).toBe(404);
  });
}
