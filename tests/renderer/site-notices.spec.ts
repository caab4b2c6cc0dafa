import { expect, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { serverOf } from '../servers';
import { siteUrl } from './sites';

// What a site may show over every page (docs/rules.md#popup, docs/rules.md#emergency-banner): Bayside
// Suzuki's popup opens once the page is live, and once closed stays closed after a
// reload; Riverina Hyundai's sticky emergency banner offers 'Book a Service' and goes
// when closed. At phone width, with axe in each state.

test('bayside-suzuki: the popup opens, closes, and stays closed after a reload', async ({
  page,
}, testInfo) => {
  test.skip(serverOf(testInfo) !== 'production', 'one server is enough for this journey');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl(testInfo, 'bayside-suzuki', '/'));
  const popup = page.getByRole('dialog', { name: 'Free 20-point safety check' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Book a service' })).toHaveAttribute(
    'href',
    '/service',
  );
  // Its picture is served and drawn.
  const picture = popup.locator('img');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('riverina-hyundai: the emergency banner offers Book a Service and closes', async ({
  page,
}, testInfo) => {
  test.skip(serverOf(testInfo) !== 'production', 'one server is enough for this journey');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl(testInfo, 'riverina-hyundai', '/'));
  const banner = page.getByRole('region', { name: 'Important notice' });
  await expect(banner).toContainText(
    'Hail damage clinic this Saturday at our Wagga Wagga workshop.',
  );
  await expect(banner.getByRole('link', { name: 'Book a Service' })).toHaveAttribute(
    'href',
    '/service#service-booking',
  );
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await axeViolations(page)).toEqual([]);
  await banner.getByRole('button', { name: 'Close notice' }).click();
  await expect(banner).toHaveCount(0);
});
