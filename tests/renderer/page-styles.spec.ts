import { expect, test } from '@playwright/test';
import { settle } from '../common/shopper';
import { siteUrl } from './sites';

// One stylesheet per page type: a production page carries its page
// type's CSS in its head, for its own template only, and links none (docs/decisions/0007-page-budgets-and-deferred-code.md). That CSS
// already holds what the page's dialogs draw, so opening one fetches no
// stylesheet and the dialog is drawn styled.

test.use({ viewport: { width: 390, height: 844 } });

test('a car page carries its own stylesheet, and its chat dialog opens styled without fetching CSS', async ({
  page,
}, testInfo) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || /\.css(\?|$)/.test(request.url())) {
      stylesheets.push(request.url());
    }
  });
  // A heritage site with the embedded chat.
  const slug = 'tamar-valley-mazda';
  await page.goto(siteUrl(testInfo, slug, '/search'));
  await settle(page);
  const href =
    (await page
      .locator('[data-slot="car-card"][data-status="in_stock"] .fc-card__heading a')
      .first()
      .getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/cars\//);
  const response = await page.goto(siteUrl(testInfo, slug, href));
  const html = (await response?.text()) ?? '';
  await settle(page);

  expect(html.match(/<link[^>]+rel="stylesheet"/g) ?? []).toEqual([]);
  const styles = [...html.matchAll(/<style nonce="[^"]+">([^<]*)<\/style>/g)].map((m) => m[1]);
  expect(styles).toHaveLength(1);
  const css = styles[0] ?? '';
  // Its template's theme, and no other template's.
  expect(css).toContain('[data-template=heritage]');
  for (const other of ['metro', 'outback', 'franchise']) {
    expect(css).not.toContain(`[data-template=${other}]`);
  }
  // The search page's own rules stay on the search page.
  expect(css).not.toContain('.fc-search__filters');

  await page.getByRole('button', { name: 'Chat Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(dialog).toBeVisible();
  // Drawn by the kit's dialog CSS: laid over the page, not in its flow.
  expect(await dialog.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
  expect(stylesheets).toEqual([]);
});
