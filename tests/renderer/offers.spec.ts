import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { deliveriesFor, deliveryText } from '../common/deliveries';
import { settle } from '../common/shopper';
import { dataDirOf } from '../servers';
import { newCarSites, siteUrl, usedOnlySites } from './new-car-sites';

// Offers: on one new-car site per template, the offers list with its
// View more / View less, a single offer to its 'Explore {model}' and an 'Enquire Now'
// enquiry that reaches the dealer; unknown and excluded offers answer 404; axe on the
// pages and the dialog (docs/rules.md#offers-on-a-site).

/** The lead API's answer, noted by the page before it goes to /success. */
async function noteLeadAnswer(page: Page) {
  await page.addInitScript(() => {
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await send(input, init);
      if (String(input).endsWith('/api/leads')) {
        sessionStorage.setItem(
          'e2e-offer-lead',
          JSON.stringify({ status: response.status, text: await response.clone().text() }),
        );
      }
      return response;
    };
  });
  return async () => {
    await expect(page).toHaveURL(/\/success$/);
    let noted: string | null = null;
    await expect
      .poll(async () => {
        noted = await page
          .evaluate(() => sessionStorage.getItem('e2e-offer-lead'))
          .catch(() => null);
        return noted;
      })
      .not.toBeNull();
    const { status, text } = JSON.parse(noted ?? '{}') as { status: number; text: string };
    return { status, leadId: (JSON.parse(text || '{}') as { lead_id?: string }).lead_id ?? '' };
  };
}

/** Picks the first choice of each select the step shows (enquiry type, location, dealership). */
async function chooseEverySelect(page: Page) {
  const dialog = page.getByRole('dialog');
  const selects = dialog.getByRole('combobox');
  for (let i = 0; i < (await selects.count()); i++) {
    await selects.nth(i).click();
    await page.getByRole('option').first().click();
  }
}

for (const site of newCarSites()) {
  test.describe(`${site.slug} (${site.template}) offers`, () => {
    test('the offers list: cards with their texts cut behind View more, axe clean', async ({
      page,
    }, testInfo) => {
      const response = await page.goto(siteUrl(testInfo, site.slug, '/special-offers'));
      expect(response?.status()).toBe(200);
      await settle(page);
      await expect(page).toHaveTitle(`Special Offers | ${site.name}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Special Offers' })).toBeVisible();
      const cards = page.locator('[data-slot="offer-card"]');
      expect(await cards.count()).toBeGreaterThan(0);
      // Every card shows its image (served by the site) and its name as a link to its page.
      const first = cards.first();
      await expect(first.locator('img')).toHaveJSProperty('complete', true);
      expect(
        await first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
      ).toBeGreaterThan(0);
      await expect(first.getByRole('heading', { level: 2 }).getByRole('link')).toHaveAttribute(
        'href',
        /^\/offers\/[a-z0-9-]+\/[a-z0-9-]+$/,
      );
      expect(await axeViolations(page), 'the offers list').toEqual([]);

      // A description over 200 characters shows 160 and View more, then all of it (docs/rules.md#text-truncation).
      const long = cards.filter({ has: page.getByRole('button', { name: 'View more' }) }).first();
      const description = long.locator('.fc-offer-card__description');
      const content = description.locator('.fc-disclosure__content');
      const cut = ((await content.textContent()) ?? '').trim();
      expect(cut.endsWith('…')).toBe(true);
      expect(cut.length).toBeLessThanOrEqual(161);
      await description.getByRole('button', { name: 'View more' }).click();
      await expect(description.getByRole('button', { name: 'View less' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(((await content.textContent()) ?? '').length).toBeGreaterThan(200);
      await expect(description.locator('sup').first()).toHaveText('1');
      await description.getByRole('button', { name: 'View less' }).click();
      await expect(description.getByRole('button', { name: 'View more' })).toBeFocused();
    });

    test("an offer's page: Explore {model} to its model, Enquire Now to a lead the dealer receives", async ({
      page,
    }, testInfo) => {
      const leadAnswer = await noteLeadAnswer(page);
      await page.goto(siteUrl(testInfo, site.slug, '/special-offers'));
      await settle(page);
      const link = page
        .locator('[data-slot="offer-card"]')
        .first()
        .getByRole('heading')
        .getByRole('link');
      const name = ((await link.textContent()) ?? '').trim();
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await settle(page);
      await expect(page).toHaveTitle(`${name} | ${site.name}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      // The other spelling, without the make, is the same offer; its canonical address is the card's.
      const id = href.split('/').at(-1) ?? '';
      const short = await page.goto(siteUrl(testInfo, site.slug, `/offers/${id}`));
      expect(short?.status()).toBe(200);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`${href}$`),
      );
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await settle(page);

      const explore = page.getByRole('link', { name: /^Explore / });
      await expect(explore).toHaveAttribute('href', /^\/models\/[a-z0-9-]+$/);
      expect(await axeViolations(page), 'the single offer').toEqual([]);

      await page.getByRole('button', { name: 'Enquire Now' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText(name)).toBeVisible();
      await expect(dialog.getByRole('combobox', { name: 'Enquiry type' })).toBeVisible();
      expect(await axeViolations(page), 'the offer with the enquiry dialog open').toEqual([]);

      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByText('Please fix the following errors:')).toBeVisible();
      expect(await axeViolations(page), 'the offer enquiry with its errors').toEqual([]);
      await chooseEverySelect(page);
      await dialog.getByLabel(/^Message/).fill(`I would like this offer: ${name}.`);
      await dialog.getByRole('button', { name: 'Next' }).click();
      await dialog.getByLabel('First name').fill('Robin');
      await dialog.getByLabel('Last name (optional)').fill('Offerman');
      await dialog.getByRole('textbox', { name: /^Email/ }).fill('robin.offer@example.com');
      await dialog.getByRole('textbox', { name: /^Phone/ }).fill('0412 345 678');
      await dialog.getByLabel('Postcode').fill('4000');
      if (site.termsRequired) await dialog.getByLabel('I agree to the terms of use').check();
      await dialog.getByRole('button', { name: 'Send enquiry' }).click();

      const { status, leadId } = await leadAnswer();
      expect(status).toBe(201);
      const dataDir = dataDirOf(testInfo);
      await expect
        .poll(async () => (await deliveriesFor(dataDir, leadId)).length, {
          timeout: 30_000,
        })
        .toBeGreaterThan(0);
      // Whichever way the dealer receives it (an ADF file for its CRM, an e-mail), it
      // names the shopper and the offer.
      const delivered = (await deliveriesFor(dataDir, leadId)).map(deliveryText);
      for (const text of delivered) {
        expect(text).toContain('robin.offer@example.com');
        expect(text).toContain(`Special Offer: ${name}`);
      }
    });

    test('an unknown offer, or one under another make, is 404', async ({ page }, testInfo) => {
      for (const path of ['/offers/no-such-offer', '/offers/kia/no-such-offer']) {
        const response = await page.goto(siteUrl(testInfo, site.slug, path));
        expect(response?.status(), path).toBe(404);
      }
      await page.goto(siteUrl(testInfo, site.slug, '/special-offers'));
      const href =
        (await page.locator('[data-slot="offer-card"] h2 a').first().getAttribute('href')) ?? '';
      const id = href.split('/').at(-1) ?? '';
      const other = await page.goto(siteUrl(testInfo, site.slug, `/offers/no-such-make/${id}`));
      expect(other?.status()).toBe(404);
    });
  });
}

test('coral-coast-kia: the offer excluded from its website is neither listed nor served', async ({
  page,
}, testInfo) => {
  await page.goto(siteUrl(testInfo, 'coral-coast-kia', '/special-offers'));
  const listed = await page
    .locator('[data-offer-id]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-offer-id')));
  expect(listed.length).toBe(3);
  // The group sells Kia too and is not excluded: it lists every Kia offer, the one
  // left out above too, and serves its page, which the franchise answers with 404.
  await page.goto(siteUrl(testInfo, 'harbour-motor-group', '/special-offers'));
  const group = await page
    .locator('[data-offer-id]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-offer-id')));
  const kia = group.filter((id): id is string => id?.startsWith('kia-') ?? false);
  const excluded = kia.filter((id) => !listed.includes(id));
  expect(excluded).toHaveLength(1);
  const onGroup = await page.goto(
    siteUrl(testInfo, 'harbour-motor-group', `/offers/kia/${excluded[0]}`),
  );
  expect(onGroup?.status()).toBe(200);
  const onFranchise = await page.goto(
    siteUrl(testInfo, 'coral-coast-kia', `/offers/kia/${excluded[0]}`),
  );
  expect(onFranchise?.status()).toBe(404);
});

for (const site of usedOnlySites()) {
  test(`${site.slug} (${site.template}) sells no new cars: no offers page`, async ({
    page,
  }, testInfo) => {
    // docs/rules.md#feature-switches: a site with no offers has no /special-offers page.
    const response = await page.goto(siteUrl(testInfo, site.slug, '/special-offers'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
}
