import { readFileSync } from 'node:fs';
import { templateNames, templateRegistry } from '@forecourt/core';
import { expect, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { siteUrl } from './sites';

// The phone menu of the shared site frame (issue 16), on one site per template: at
// 390 px the header shows a Menu button instead of the navigation; it opens the
// navigation in a drawer that takes focus, closes with Escape and gives focus back,
// and whose links go where they say. The first car of the search page is on screen.

for (const template of templateNames) {
  const slug = templateRegistry[template].baselineSite;
  const { cars_path: carsPath = '/search' } = JSON.parse(
    readFileSync(new URL(`../../sites/${slug}.json`, import.meta.url), 'utf8'),
  ) as { cars_path?: string };

  test(`${slug} (${template}): the phone menu opens, closes by keyboard and navigates`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'production', 'one server is enough for this journey');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(testInfo, slug, carsPath));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
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
}
