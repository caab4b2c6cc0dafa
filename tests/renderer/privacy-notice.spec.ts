import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { searchApi, settle } from '../common/shopper';
import { siteUrl, templateSites } from './sites';

// The privacy collection notice (docs/rules.md#privacy-notice): every form that asks for a
// name, an e-mail address or a phone number shows, under its buttons, who collects the
// details (the site's name), why, and a link to the privacy policy. Checked on every such
// form of one site per template, at a phone's width, with axe, and the link's target.

/** The notice of `form`: beside its buttons, naming the dealer, linking the policy, readable on a phone. */
async function expectNotice(form: Locator, siteName: string, why: RegExp) {
  const notice = form.locator('[data-slot="privacy-notice"]');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`${siteName} collects your name and contact details`);
  await expect(notice).toContainText(why);
  await expect(notice.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  const fit = await notice.evaluate((element) => ({
    fontSize: Number.parseFloat(getComputedStyle(element).fontSize),
    overflows: element.scrollWidth > element.clientWidth + 1,
    right: element.getBoundingClientRect().right,
    width: document.documentElement.clientWidth,
  }));
  expect(fit.fontSize, 'the notice is at least 12px').toBeGreaterThanOrEqual(12);
  expect(fit.overflows, 'the notice wraps within its box').toBe(false);
  expect(fit.right, 'the notice stays on the screen').toBeLessThanOrEqual(fit.width);
}

async function open(page: Page, url: string): Promise<boolean> {
  const response = await page.goto(url);
  if (response?.status() === 404) return false;
  expect(response?.status()).toBe(200);
  await settle(page);
  return true;
}

test.use({ viewport: { width: 390, height: 844 } });

for (const { template, slug, name } of templateSites()) {
  test.describe(`${slug} (${template}): the privacy notice`, () => {
    test('on the page forms: contact, finance, service, parts, careers, test drive', async ({
      page,
    }, testInfo) => {
      const pages = [
        { path: '/contact', why: /to answer your enquiry/ },
        { path: '/finance', why: /to answer your finance enquiry/ },
        { path: '/service', why: /to answer your service enquiry/ },
        { path: '/parts/search', why: /to answer your parts enquiry/ },
        { path: '/careers', why: /to consider your application/ },
        { path: '/book-test-drive/', why: /to arrange your test drive/ },
      ];
      let checked = 0;
      for (const { path, why } of pages) {
        if (!(await open(page, siteUrl(testInfo, slug, path)))) continue;
        const forms = page.locator('main [data-slot="lead-form"]');
        // The service page of a site with a booking system shows that instead of a form.
        if ((await forms.count()) === 0) continue;
        await expectNotice(forms.first(), name, why);
        expect(await axeViolations(page), `axe on ${path}`).toEqual([]);
        checked += 1;
      }
      expect(checked, 'pages with a form').toBeGreaterThanOrEqual(4);
    });

    test('in the car page enquiry dialog and on the trade-in details step', async ({
      page,
    }, testInfo) => {
      const answer = await searchApi(page, testInfo, slug, {
        filters: { refinements: { status: ['in_stock'] }, ranges: {} },
        hitsPerPage: 5,
        sort: 'latest',
      });
      const car = answer.hits[0];
      expect(car, 'a car in stock').toBeTruthy();
      if (!car) return;
      await open(page, siteUrl(testInfo, slug, `/cars/${car.slug}`));
      await page
        .getByRole('button', { name: /^Enquire/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('[data-slot="lead-form"]')).toBeVisible();
      await expectNotice(dialog.locator('[data-slot="lead-form"]'), name, /to answer your enquiry/);
      expect(await axeViolations(page), 'axe on the enquiry dialog').toEqual([]);
      await page.keyboard.press('Escape');

      await open(page, siteUrl(testInfo, slug, '/trade-in'));
      const form = page.locator('[data-slot="trade-in"]');
      await form.getByLabel(/^Rego\*?$/).fill('abc 123');
      await form.getByLabel(/^State\*?$/).selectOption('QLD');
      await form.getByRole('button', { name: 'Find my car' }).click();
      await expect(form).toHaveAttribute('data-step', 'car');
      await form.getByLabel(/^Odometer \(km\)\*?$/).fill('45000');
      for (const group of await form.getByRole('radiogroup').all()) {
        await group.getByRole('radio', { name: 'Yes' }).check();
      }
      await form.getByRole('button', { name: 'Continue' }).click();
      await expect(form).toHaveAttribute('data-step', 'contact');
      await expectNotice(
        form.getByRole('form', { name: 'Your details' }),
        name,
        /to value your car/,
      );
      expect(await axeViolations(page), 'axe on the trade-in details').toEqual([]);
    });

    test('the link leads to the privacy policy', async ({ page }, testInfo) => {
      await open(page, siteUrl(testInfo, slug, '/contact'));
      const link = page
        .locator('main [data-slot="privacy-notice"]')
        .first()
        .getByRole('link', { name: 'Privacy Policy' });
      const href = await link.getAttribute('href');
      const response = await page.goto(siteUrl(testInfo, slug, href ?? ''));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await expect(page.locator('main')).toContainText(name);
    });
  });
}

// The reservation's details step (docs/rules.md#privacy-notice): on a site that takes deposits.
test('harbour-motor-group: the reservation details say the details reserve the car', async ({
  page,
}, testInfo) => {
  const answer = (await searchApi(page, testInfo, 'harbour-motor-group', {
    filters: { refinements: { status: ['in_stock'] }, ranges: { price: { min: 5000 } } },
    hitsPerPage: 20,
    sort: 'latest',
  })) as unknown as { hits: { slug: string; reserved?: boolean; tag?: string | null }[] };
  const car = answer.hits.find((h) => !h.reserved && !/test drive only/i.test(h.tag ?? ''));
  expect(car, 'a car that can be reserved').toBeTruthy();
  if (!car) return;
  await open(page, siteUrl(testInfo, 'harbour-motor-group', `/cars/${car.slug}/checkout`));
  const form = page.locator('[data-slot="reserve-contact"] [data-slot="lead-form"]');
  await expectNotice(form, 'Harbour Motor Group', /to reserve the car for you/);
  expect(await axeViolations(page), 'axe on the reservation details').toEqual([]);
});
