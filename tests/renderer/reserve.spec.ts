import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { deliveriesMentioning, deliveryText } from '../common/deliveries';
import { searchApi, settle } from '../common/shopper';
import { dataDirOf, serverOf } from '../servers';
import { siteUrl } from './sites';

// Reserve or buy online with a deposit paid through the embedded
// payment simulator, on two templates: harbour-motor-group (metro, /checkout,
// the terms checkbox required) and ironbark-nissan (heritage, /buy-online, a
// $500 deposit) (docs/decisions/0012-payments-through-a-provider-interface.md). A succeeding card: the confirmation, the dealer's lead and
// the shopper's e-mail delivered with the payment reference, the car shown
// reserved on its page and in search. A declined card: the message, the form
// kept. A card that asks for authentication: failed once, then completed.

const sites = [
  { slug: 'harbour-motor-group', template: 'metro', route: 'checkout' },
  { slug: 'ironbark-nissan', template: 'heritage', route: 'buy-online' },
] as const;

/** The deposit the page asks (core's reservePrice: the car's payment processor, else the site's label). */
async function depositOf(page: Page): Promise<string> {
  const text = (await page.locator('[data-slot="reserve-deposit"] strong').textContent()) ?? '';
  expect(text).toMatch(/^\$[\d,]+(\.\d\d)?$/);
  return text;
}

type Hit = { id: string; slug: string; reserved?: boolean; tag?: string | null; price?: number };

/** In-stock cars of the site that can be reserved, latest first; each journey takes its own. */
async function reservableCars(page: Page, testInfo: TestInfo, slug: string): Promise<Hit[]> {
  const answer = (await searchApi(page, testInfo, slug, {
    filters: { refinements: { status: ['in_stock'] }, ranges: { price: { min: 5000 } } },
    hitsPerPage: 40,
    sort: 'latest',
  })) as unknown as { hits: Hit[] };
  return answer.hits.filter((h) => !h.reserved && !/test drive only/i.test(h.tag ?? ''));
}

async function fillContact(page: Page) {
  const form = page.locator('[data-slot="reserve-contact"] [data-slot="lead-form"]');
  // The enquiry form may ask its questions over two steps.
  const message = form.getByLabel(/^Message/);
  if (await message.count()) await message.fill('I would like to reserve this car.');
  const next = form.getByRole('button', { name: 'Next' });
  if (await next.count()) await next.click();
  await form.getByLabel('First name').fill('Robin');
  const last = form.getByLabel(/^Last name/);
  if (await last.count()) await last.fill('Reyes');
  await form.getByRole('textbox', { name: /^Email/ }).fill('robin.reyes@example.com');
  await form.getByRole('textbox', { name: /^Phone/ }).fill('0412 345 678');
  await form.getByLabel('Postcode').fill('2000');
  const terms = form.getByLabel('I agree to the terms of use');
  if (await terms.count()) await terms.check();
  await form.getByRole('button', { name: 'Continue to payment' }).click();
}

async function fillCard(page: Page, number: string) {
  const card = page.locator('[data-slot="card-payment"]');
  await card.getByLabel('Name on card').fill('Robin Reyes');
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiry (MM/YY)').fill('12/34');
  await card.getByLabel('Security code (CVC)').fill('123');
}

for (const site of sites) {
  test.describe(`${site.slug} (${site.template}): reserve with a deposit`, () => {
    test.beforeEach(({ page: _ }, testInfo) => {
      test.skip(serverOf(testInfo) === 'dev', 'one server is enough for these journeys');
    });

    test('a succeeding card reserves the car: confirmation, lead and e-mail, reserved everywhere', async ({
      page,
    }, testInfo) => {
      const [car] = await reservableCars(page, testInfo, site.slug);
      if (!car) throw new Error(`${site.slug}: no reservable car`);
      await page.goto(siteUrl(testInfo, site.slug, `/cars/${car.slug}/${site.route}`));
      await settle(page);
      const deposit = await depositOf(page);
      await expect(page.locator('[data-slot="refund-terms"]')).toContainText('refundable');
      if (site.route === 'buy-online') {
        await expect(page.locator('[data-slot="price-breakdown"]')).toContainText(
          'Balance on delivery',
        );
      }
      expect(await axeViolations(page), 'the reserve page').toEqual([]);

      await fillContact(page);
      const payment = page.locator('[data-slot="reserve-payment"]');
      await expect(
        payment.getByRole('heading', { name: `Pay your ${deposit} deposit` }),
      ).toBeFocused();
      expect(await axeViolations(page), 'the payment step').toEqual([]);
      // Starting the reservation is no lead yet: no analytics event (docs/rules.md#car-status).
      const leadEvents = () =>
        page.evaluate(() =>
          (
            (window as unknown as { dataLayer?: { event?: string; category?: string }[] })
              .dataLayer ?? []
          ).filter((e) => e.event === 'lead'),
        );
      expect(await leadEvents()).toEqual([]);
      await fillCard(page, '4242 4242 4242 4242');
      await payment.getByRole('button', { name: `Pay ${deposit} deposit` }).click();

      const confirmed = page.locator('[data-slot="reserve-confirmed"]');
      await expect(confirmed.getByRole('heading', { name: 'Your car is reserved' })).toBeFocused({
        timeout: 15_000,
      });
      const reference = (
        (await confirmed.locator('[data-slot="payment-reference"]').textContent()) ?? ''
      ).trim();
      expect(reference).toMatch(/^pi_sim_/);
      // Paid: the one analytics event, for the dealer's reservation lead.
      expect(await leadEvents()).toEqual([
        expect.objectContaining({ event: 'lead', category: 'Reserve Enquiry' }),
      ]);
      expect(await axeViolations(page), 'the confirmation').toEqual([]);

      // The dealer's lead and the shopper's e-mail, both with the payment reference.
      const dataDir = dataDirOf(test.info());
      await expect
        .poll(async () => (await deliveriesMentioning(dataDir, reference)).length, {
          timeout: 30_000,
        })
        .toBeGreaterThanOrEqual(2);
      const delivered = await deliveriesMentioning(dataDir, reference);
      // The shopper's e-mail is addressed to them; the dealer's lead (a file or an
      // e-mail, as the site's destinations say) is the reserve enquiry.
      const mail = delivered.find((d) => d.content.includes('To: robin.reyes@example.com'));
      const lead = delivered.find((d) => d !== mail && deliveryText(d).includes('Reserve Enquiry'));
      expect(mail && deliveryText(mail)).toContain('is reserved for you');
      expect(lead, 'the dealer received the reservation lead').toBeDefined();

      // Reserved on its page (the tag, no reserve or finance) and in search.
      await page.goto(siteUrl(testInfo, site.slug, `/cars/${car.slug}`));
      await settle(page);
      await expect(page.getByText('Reserved', { exact: true }).first()).toBeVisible();
      await expect(page.locator('[data-slot="reserve"]')).toHaveCount(0);
      const hits = (await searchApi(page, testInfo, site.slug, {
        query: '',
        hitsPerPage: 100,
        sort: 'latest',
      })) as unknown as { hits: Hit[] };
      expect(hits.hits.find((h) => h.id === car.id)?.reserved).toBe(true);
      // The reserve page now says so, and no payment can start.
      await page.goto(siteUrl(testInfo, site.slug, `/cars/${car.slug}/${site.route}`));
      await expect(page.locator('[data-slot="reserve-unavailable"]')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible();
      await expect(page.locator('[data-slot="lead-form"]')).toHaveCount(0);
    });

    test('a declined card says why and keeps the form; another card then pays', async ({
      page,
    }, testInfo) => {
      const car = (await reservableCars(page, testInfo, site.slug))[1];
      if (!car) throw new Error(`${site.slug}: no second reservable car`);
      await page.goto(siteUrl(testInfo, site.slug, `/cars/${car.slug}/${site.route}`));
      await settle(page);
      const deposit = await depositOf(page);
      await fillContact(page);
      const payment = page.locator('[data-slot="reserve-payment"]');
      await fillCard(page, '4000 0000 0000 0002');
      await payment.getByRole('button', { name: `Pay ${deposit} deposit` }).click();
      await expect(payment.locator('[data-slot="payment-error"]')).toContainText(
        'Your card was declined.',
      );
      await expect(payment.getByLabel('Name on card')).toHaveValue('Robin Reyes');
      expect(await axeViolations(page), 'the declined payment').toEqual([]);
      await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
      await payment.getByRole('button', { name: `Pay ${deposit} deposit` }).click();
      await expect(page.getByRole('heading', { name: 'Your car is reserved' })).toBeVisible({
        timeout: 15_000,
      });
    });

    test('a card that asks for authentication: failed, then completed', async ({
      page,
    }, testInfo) => {
      const car = (await reservableCars(page, testInfo, site.slug))[2];
      if (!car) throw new Error(`${site.slug}: no third reservable car`);
      await page.goto(siteUrl(testInfo, site.slug, `/cars/${car.slug}/${site.route}`));
      await settle(page);
      const deposit = await depositOf(page);
      await fillContact(page);
      const payment = page.locator('[data-slot="reserve-payment"]');
      await fillCard(page, '4000 0025 0000 3155');
      const pay = payment.getByRole('button', { name: `Pay ${deposit} deposit` });
      await pay.click();
      const dialog = page.getByRole('dialog', { name: 'Confirm this payment' });
      await expect(dialog).toBeVisible();
      expect(await axeViolations(page), 'the authentication dialog').toEqual([]);
      await dialog.getByRole('button', { name: 'Fail authentication' }).click();
      await expect(payment.locator('[data-slot="payment-error"]')).toContainText(
        'unable to authenticate',
      );
      await pay.click();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Complete authentication' }).click();
      await expect(page.getByRole('heading', { name: 'Your car is reserved' })).toBeVisible({
        timeout: 15_000,
      });
    });
  });
}

test.describe('harbour-motor-group (metro): two shoppers, one car', () => {
  test('the second shopper to pay is told the car was just reserved, and refunded', async ({
    browser,
  }, testInfo) => {
    test.skip(serverOf(testInfo) === 'dev', 'one server is enough for this journey');
    const slug = 'harbour-motor-group';
    const first = await browser.newPage();
    const second = await browser.newPage();
    const car = (await reservableCars(first, testInfo, slug))[3];
    if (!car) throw new Error(`${slug}: no fourth reservable car`);
    const url = siteUrl(testInfo, slug, `/cars/${car.slug}/checkout`);
    // Both reach the payment step before either pays.
    for (const page of [first, second]) {
      await page.goto(url);
      await settle(page);
      await fillContact(page);
      await expect(page.locator('[data-slot="card-payment"]')).toBeVisible();
      await fillCard(page, '4242 4242 4242 4242');
    }
    await first.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(first.getByRole('heading', { name: 'Your car is reserved' })).toBeVisible({
      timeout: 15_000,
    });
    await second.getByRole('button', { name: /^Pay \$/ }).click();
    const taken = second.locator('[data-slot="reserve-taken"]');
    await expect(taken.getByRole('heading', { name: 'This car was just reserved' })).toBeFocused({
      timeout: 15_000,
    });
    await expect(taken).toContainText('refunded in full');
    await expect(taken.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible();
    expect(await axeViolations(second), 'the car taken meanwhile').toEqual([]);
  });
});
