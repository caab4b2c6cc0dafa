import { expect, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { goneCarOf } from '../common/gone-car';
import { siteUrl, templateSites } from './sites';

// A car that sold before the site's sold window (docs/rules.md#sold-window) has left the
// site for good: its old address (a bookmark, a search engine's link) answers
// 410 with a page in the site's template that says the car sold and leads to
// similar cars and the stock. One demo site per template (the registry's); the car is found in
// the demo seed (common/gone-car.ts). Visual baselines: pages.visual.spec.ts.

const sites = templateSites();

const slugOf = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

for (const site of sites) {
  test(`${site.slug} (${site.template}): a car sold before the window is gone, 410`, async ({
    page,
  }, testInfo) => {
    const car = await goneCarOf(page.request, testInfo, site.slug);
    const response = await page.goto(siteUrl(testInfo, site.slug, `/cars/${car.slug}`));
    expect(response?.status(), 'the car page of a car sold long ago').toBe(410);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-template', site.template);
    await expect(page).toHaveTitle(`Sold: ${car.title} | ${site.name}`);

    // What it says: the car by name, sold, and the words that help on (docs/rules.md#car-status).
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('This car has been sold');
    await expect(main).toContainText(
      `The ${car.title} has been sold. But don't worry, we can help you find a similar car!`,
    );
    await expect(main.getByText('Page not found')).toHaveCount(0);
    // No price, buttons or phone of a car that is not for sale.
    await expect(main.getByRole('button', { name: 'Enquire Now' })).toHaveCount(0);
    await expect(main.locator('[data-slot="car-actions"]')).toHaveCount(0);

    // The trail ends at the car's own address, as text.
    const crumbs = main.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Our Stock' })).toHaveAttribute(
      'href',
      site.carsPath,
    );
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(car.title);

    // Where it leads: the stock, and cars of the same make and model.
    const gone = main.locator('[data-slot="car-gone"]');
    await expect(gone).toHaveAttribute('data-status', 'sold');
    await expect(gone.getByRole('link', { name: 'Browse our stock' })).toHaveAttribute(
      'href',
      site.carsPath,
    );
    const similar = gone.getByRole('link', { name: 'Find Me Something Similar' });
    await expect(similar).toHaveAttribute(
      'href',
      new RegExp(`^${site.carsPath}/${slugOf(car.make)}\\b`),
    );
    expect(await axeViolations(page), 'the gone car page').toEqual([]);

    // 'Find Me Something Similar' is a search of the car's make and model.
    await similar.click();
    await expect(page).toHaveURL(new RegExp(`${site.carsPath}/${slugOf(car.make)}\\b`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${car.make} ${car.model}`);
  });
}
