import { readFileSync } from 'node:fs';
import { templateNames, templateRegistry } from '@forecourt/core';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { serverOf } from '../servers';
import { siteUrl } from './sites';

// The menus of the shared site frame (docs/decisions/0014-frozen-clock-for-visual-tests.md), on the registry's baseline site of
// each template.
// - At 390 px the header shows a Menu button instead of the navigation; it opens the
//   navigation in a drawer that takes focus, closes with Escape and gives focus back,
//   and whose links go where they say. Each menu is a disclosure there with the header's
//   groups (the models by body category, the locations with a link to call each). The
//   first car of the search page is on screen.
// - At 1280 px the header's dropdowns (docs/rules.md#menus-and-sections: they close on hover-out for a
// mouse and on clicking a link): the Models dropdown grouped by body category on a
//   franchise site, and each location with its phone under Company (docs/rules.md#routes).

type DemoSite = {
  cars_path?: string;
  manufacturer?: string;
  search?: { new_car_makes?: string[]; car_types?: string[] };
  locations: { name: string; phone?: string; location_type: string }[];
};

function demoSite(slug: string): DemoSite {
  return JSON.parse(readFileSync(new URL(`../../sites/${slug}.json`, import.meta.url), 'utf8'));
}

/** Whether the site has a model range (it names the makes it sells new, and sells new cars). */
function hasRange(site: DemoSite): boolean {
  const sellsNew = site.search?.car_types?.includes('new') ?? true;
  return sellsNew && Boolean(site.search?.new_car_makes ?? site.manufacturer);
}

/** The locations in the dropdown's order: sales, service, parts (docs/rules.md#location-order). */
function sortedLocations(site: DemoSite) {
  const rank = { sales: 1, service: 2, parts: 3 } as Record<string, number>;
  return [...site.locations].sort(
    (a, b) => (rank[a.location_type] ?? 1) - (rank[b.location_type] ?? 1),
  );
}

async function hydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

for (const template of templateNames) {
  const slug = templateRegistry[template].baselineSite;
  const site = demoSite(slug);
  const carsPath = site.cars_path ?? '/search';

  test(`${slug} (${template}): the phone menu opens, closes by keyboard and navigates`, async ({
    page,
  }, testInfo) => {
    test.skip(serverOf(testInfo) !== 'production', 'one server is enough for this journey');
    await page.setViewportSize({ width: 390, height: 844 });
    await hydrated(page, siteUrl(testInfo, slug, carsPath));
    // The navigation's menus are not drawn at phone width; the first car is on screen.
    await expect(page.locator('header nav')).toBeHidden();
    const firstCar = page.locator('.fc-search__grid article').first();
    const box = await firstCar.boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844 - 200);

    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    // While the drawer is open the page behind it is hidden from assistive technology.
    const menu = page.locator('.fc-site__menu-button');
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expect(drawer.getByRole('link', { name: 'Home' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();

    await menu.click();
    await drawer.getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${slug}\\.localhost:\\d+/$`));
    await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  });

  test(`${slug} (${template}): the phone drawer shows the header's groups, by keyboard`, async ({
    page,
  }, testInfo) => {
    test.skip(serverOf(testInfo) !== 'production', 'one server is enough for this journey');
    await page.setViewportSize({ width: 390, height: 844 });
    await hydrated(page, siteUrl(testInfo, slug, '/'));
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();

    // Company is a disclosure, closed at first; Enter on it shows its links and, under
    // 'Locations', each location's page and a link to call it.
    const company = drawer.locator('summary', { hasText: 'Company' });
    await expect(drawer.getByRole('link', { name: 'About Us' })).toBeHidden();
    await company.focus();
    await page.keyboard.press('Enter');
    await expect(drawer.getByRole('link', { name: 'About Us' })).toBeVisible();
    const locations = drawer.getByRole('list', { name: 'Locations' });
    for (const location of sortedLocations(site)) {
      await expect(
        locations.getByRole('link', { name: location.name, exact: true }),
      ).toHaveAttribute('href', /^\/contact-us\/[a-z0-9-]+$/);
      if (location.phone) {
        await expect(
          locations.getByRole('link', { name: `Call ${location.name} on ${location.phone}` }),
        ).toHaveAttribute('href', `tel:${location.phone.replace(/\D/g, '')}`);
      }
    }
    if (hasRange(site)) {
      await drawer.locator('summary', { hasText: 'Models' }).click();
      const suv = drawer.getByRole('list', { name: 'SUV' });
      await expect(suv.getByRole('link').first()).toHaveAttribute('href', /^\/models\/[a-z0-9-]+$/);
      await expect(drawer.getByRole('link', { name: 'All models' })).toHaveAttribute(
        'href',
        '/models',
      );
    }
    expect(await axeViolations(page)).toEqual([]);

    // The first location's page, from the drawer.
    const first = sortedLocations(site)[0];
    if (!first) throw new Error(`${slug} lists no location`);
    await locations.getByRole('link', { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(/\/contact-us\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.name);
  });

  test.describe(`${slug} (${template}) at 1280 px`, () => {
    test.beforeEach(async ({ page }, testInfo) => {
      test.skip(serverOf(testInfo) !== 'production', 'one server is enough for this journey');
      await page.setViewportSize({ width: 1280, height: 900 });
      await hydrated(page, siteUrl(testInfo, slug, carsPath));
    });
    const header = (page: Page) => page.locator('header').getByRole('navigation', { name: 'Main' });
    const trigger = (page: Page, name: string) =>
      header(page).getByRole('button', { name, exact: true });

    test('a dropdown opens with the keyboard and Escape closes it, focus back on its button', async ({
      page,
    }) => {
      const company = trigger(page, 'Company');
      await company.focus();
      await page.keyboard.press('Enter');
      await expect(company).toHaveAttribute('aria-expanded', 'true');
      const locations = header(page).getByRole('list', { name: 'Locations' });
      await expect(locations).toBeVisible();
      // Each location, sales first, to its page, with its phone under its name.
      const links = locations.getByRole('link');
      const expected = sortedLocations(site);
      await expect(links).toHaveCount(expected.length);
      for (const [i, location] of expected.entries()) {
        await expect(links.nth(i)).toContainText(location.name);
        if (location.phone) await expect(links.nth(i)).toContainText(location.phone);
        await expect(links.nth(i)).toHaveAttribute('href', /^\/contact-us\/[a-z0-9-]+$/);
      }
      // Tab goes into the dropdown, the arrows move between its links.
      await page.keyboard.press('Tab');
      await expect(header(page).getByRole('link', { name: 'About Us' })).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(header(page).getByRole('link', { name: 'Dealerships' })).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(company).toHaveAttribute('aria-expanded', 'false');
      await expect(locations).toBeHidden();
      await expect(company).toBeFocused();
    });

    test('a dropdown opens on mouse hover and closes on hover-out', async ({ page }) => {
      const company = trigger(page, 'Company');
      await company.hover();
      await expect(company).toHaveAttribute('aria-expanded', 'true');
      // The pointer crosses the gap into the dropdown: it stays open.
      const about = header(page).getByRole('link', { name: 'About Us' });
      await about.hover();
      await page.waitForTimeout(400);
      await expect(company).toHaveAttribute('aria-expanded', 'true');
      // Out of the menu altogether: it closes.
      await page.mouse.move(640, 880);
      await expect(company).toHaveAttribute('aria-expanded', 'false');
      await expect(about).toBeHidden();
    });

    test('clicking a link of a dropdown closes it and goes to its page', async ({ page }) => {
      const company = trigger(page, 'Company');
      await company.click();
      const location = sortedLocations(site)[0];
      if (!location) throw new Error(`${slug} lists no location`);
      const link = header(page)
        .getByRole('list', { name: 'Locations' })
        .getByRole('link', { name: location.name });
      // The page stays put for a moment, to see the dropdown close on the click itself.
      await link.evaluate((a) =>
        a.addEventListener('click', (e) => e.preventDefault(), { once: true }),
      );
      await link.click();
      await expect(company).toHaveAttribute('aria-expanded', 'false');
      await company.click();
      await link.click();
      await expect(page).toHaveURL(/\/contact-us\/[a-z0-9-]+$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(location.name);
    });

    test(
      hasRange(site)
        ? 'the Models dropdown lists the range by body category'
        : 'with no model range nor offers, the menu has neither Models nor Offers',
      async ({ page }) => {
        // docs/rules.md#feature-switches: no link to a page the site does not have.
        if (!hasRange(site)) {
          for (const name of ['Models', 'Offers']) {
            await expect(header(page).getByRole('link', { name, exact: true })).toHaveCount(0);
            await expect(header(page).getByRole('button', { name, exact: true })).toHaveCount(0);
          }
          return;
        }
        const models = trigger(page, 'Models');
        await models.click();
        const suv = header(page).getByRole('list', { name: 'SUV' });
        await expect(suv).toBeVisible();
        expect(await suv.getByRole('link').count()).toBeGreaterThan(1);
        for (const href of await suv
          .getByRole('link')
          .evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
          expect(href).toMatch(/^\/models\/[a-z0-9-]+$/);
        }
        await expect(header(page).getByRole('link', { name: 'All models' })).toHaveAttribute(
          'href',
          '/models',
        );
        // The whole dropdown is inside the window.
        const box = await locatorBox(header(page).locator('.fc-nav__content'));
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(1280);
        expect(box.y + box.height).toBeLessThanOrEqual(900);
        expect(await axeViolations(page)).toEqual([]);
        // A model's page, from the dropdown.
        const first = suv.getByRole('link').first();
        const name = (await first.textContent()) ?? '';
        expect(name.length).toBeGreaterThan(0);
        await first.click();
        await expect(page).toHaveURL(/\/models\/[a-z0-9-]+$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
      },
    );
  });
}

async function locatorBox(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return box;
}
