import { expect, type Locator, type Page, type TestInfo, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { deliveriesFor, deliveryText } from '../common/deliveries';
import { noteLeadAnswers, settle } from '../common/shopper';
import { dataDirOf, serverOf } from '../servers';
import { siteUrl, templateSites } from './sites';

// On one site per template: /service books in the site's booking
// system, framed under a CSP that admits it on that page alone, or sends a
// service booking enquiry; /parts/search sends a parts enquiry (make, model,
// part, VIN optional); /vehicle-parts-and-accessories lists the range's
// accessories; /careers sends the careers enquiry (docs/rules.md#lead-event-ids, event id 51).
// Every page is axe clean, is its own page rather than the content shell, and
// an unknown path under it is a 404.

/** The live form's details step, filled in. */
async function sendDetails(form: Locator, name: string, submit: string) {
  await form.getByRole('button', { name: 'Next' }).click();
  await expect(form).toHaveAttribute('data-step', '2');
  await form.getByLabel('First name').fill(name);
  await form.getByRole('textbox', { name: /^Email/ }).fill(`${name.toLowerCase()}@example.com`);
  await form.getByRole('textbox', { name: /^Phone/ }).fill('0412 345 678');
  await form.getByLabel('Postcode').fill('4000');
  const terms = form.getByLabel('I agree to the terms of use');
  if ((await terms.count()) > 0) await terms.check();
  await form.getByRole('button', { name: submit }).click();
}

/** Chooses the first option of each select the live form asks (location, dealership…). */
async function chooseFirstOfEach(page: Page, form: Locator, names: RegExp) {
  await expect(form).not.toHaveAttribute('data-state', 'preview');
  for (const select of await form.getByRole('combobox', { name: names }).all()) {
    await select.click();
    await page.getByRole('option').first().click();
  }
}

/** A GET to the site on the project's server (Node resolves no *.localhost names). */
function siteGet(page: Page, testInfo: TestInfo, slug: string, path: string) {
  const port = testInfo.project.metadata.port as number;
  return page.request.get(`http://127.0.0.1:${port}${path}`, {
    headers: { host: `${slug}.localhost:${port}` },
  });
}

for (const { template, slug } of templateSites()) {
  test.describe(`${slug} (${template}): service, parts and careers`, () => {
    test('/service: the booking system in its frame, or a service booking enquiry', async ({
      page,
    }, testInfo) => {
      const leadAnswer = await noteLeadAnswers(page);
      const response = await page.goto(siteUrl(testInfo, slug, '/service#service-booking'));
      expect(response?.status()).toBe(200);
      await settle(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Book a Service' })).toBeVisible();
      const booking = page.locator('#service-booking');
      const csp = (await response?.headerValue('content-security-policy')) ?? '';
      // Elsewhere on the site nothing may be framed from the booking system.
      const home = await siteGet(page, testInfo, slug, '/');
      expect(home.headers()['content-security-policy']).toContain("frame-src 'none'");

      if ((await booking.getAttribute('data-kind')) === 'frame') {
        const frame = booking.locator('iframe');
        const src = (await frame.getAttribute('src')) ?? '';
        expect(Number(await frame.getAttribute('width'))).toBe(1000);
        expect([510, 750]).toContain(Number(await frame.getAttribute('height')));
        // Only the configured origin (here the site's own demo booking system).
        const origin = src.startsWith('/') ? "'self'" : new URL(src).origin;
        expect(csp).toMatch(
          new RegExp(`frame-src ${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')};`),
        );
        await expect(
          page.frameLocator('#service-booking iframe').getByRole('heading', { level: 1 }),
        ).toContainText('service booking');
        expect(await axeViolations(page), '/service with its frame').toEqual([]);
        return;
      }
      expect(csp).toContain("frame-src 'none'");
      const form = booking.locator('[data-slot="lead-form"]');
      expect(await axeViolations(page), '/service with its form').toEqual([]);
      await form.getByLabel('Rego (optional)').fill('ABC123');
      // Typing swaps the form's first paint for the live form once its code is in.
      await expect(form).not.toHaveAttribute('data-state', 'preview');
      await expect(form.getByLabel('Rego (optional)')).toHaveValue('ABC123');
      await form.getByLabel('Message').fill('A logbook service, please. Mornings suit me.');
      await chooseFirstOfEach(page, form, /^(Service Location|Dealership)/);
      await sendDetails(form, 'Morgan', 'Send service request');
      const lead = await leadAnswer();
      expect(lead.status).toBe(201);
      expect(lead.sent.userData).toMatchObject({
        category: 'Service Enquiry',
        subcategory: 'Service Booking',
        Rego: 'ABC123',
      });
    });

    test('/parts/search: a parts enquiry reaches the dealer as a lead', async ({
      page,
    }, testInfo) => {
      test.skip(serverOf(testInfo) === 'dev', 'one server is enough for this journey');
      const leadAnswer = await noteLeadAnswers(page);
      await page.goto(siteUrl(testInfo, slug, '/parts/search'));
      await settle(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Parts' })).toBeVisible();
      expect(await axeViolations(page), '/parts/search').toEqual([]);
      const form = page.locator('[data-slot="lead-form"]');
      // Make, model and part are asked for before anything is sent.
      await form.getByLabel('Message').fill('Price and availability, please.');
      await form.getByRole('button', { name: 'Next' }).click();
      await expect(
        form.getByText('Please tell us which part or accessory you need.').first(),
      ).toBeVisible();
      expect(await axeViolations(page), '/parts/search with errors').toEqual([]);
      await form.getByLabel('Make').fill('Toyota');
      await form.getByLabel('Model').fill('HiLux');
      await form.getByLabel('Part or accessory').fill('Tow bar');
      await form.getByLabel('VIN (optional)').fill('JTEBU29J405012345');
      await chooseFirstOfEach(page, form, /^Dealership/);
      await sendDetails(form, 'Parker', 'Send parts enquiry');
      const lead = await leadAnswer();
      expect(lead.status).toBe(201);
      expect(lead.sent.userData).toMatchObject({
        category: 'Parts Enquiry',
        subcategory: 'Parts Request',
        make: 'Toyota',
        model: 'HiLux',
        part: 'Tow bar',
        vin: 'JTEBU29J405012345',
      });
      await expect
        .poll(
          async () =>
            (await deliveriesFor(dataDirOf(test.info()), lead.leadId)).some((d) =>
              deliveryText(d).includes('Tow bar'),
            ),
          { timeout: 30_000 },
        )
        .toBe(true);
    });

    test('/vehicle-parts-and-accessories: the parts enquiry and the accessories of the range', async ({
      page,
    }, testInfo) => {
      const response = await page.goto(siteUrl(testInfo, slug, '/vehicle-parts-and-accessories'));
      expect(response?.status()).toBe(200);
      await settle(page);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Vehicle Parts and Accessories' }),
      ).toBeVisible();
      await expect(page.locator('[data-slot="lead-form"]')).toHaveAttribute('data-kind', 'parts');
      for (const row of await page.locator('[data-slot="model-accessories"]').all()) {
        await expect(row).toContainText(/\d+ accessor(y|ies)$/);
      }
      expect(await axeViolations(page), '/vehicle-parts-and-accessories').toEqual([]);
    });

    test('/careers: a careers enquiry, filed as a general one with event id 51', async ({
      page,
    }, testInfo) => {
      test.skip(serverOf(testInfo) === 'dev', 'one server is enough for this journey');
      const leadAnswer = await noteLeadAnswers(page);
      await page.goto(siteUrl(testInfo, slug, '/careers'));
      await settle(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
      expect(await axeViolations(page), '/careers').toEqual([]);
      const form = page.locator('[data-slot="lead-form"]');
      await expect(form.getByRole('combobox', { name: /^Enquiry type/ })).toContainText(
        'Careers Enquiry',
      );
      await form.getByLabel('Message').fill('I am a qualified technician looking for a role.');
      await chooseFirstOfEach(page, form, /^(Location|Dealership)/);
      await sendDetails(form, 'Casey', 'Send enquiry');
      const lead = await leadAnswer();
      expect(lead.status).toBe(201);
      expect(lead.sent.userData).toMatchObject({
        category: 'General Enquiry',
        subcategory: 'Career Enquiry',
      });
      await expect
        .poll(
          async () =>
            (await deliveriesFor(dataDirOf(test.info()), lead.leadId)).some((d) =>
              deliveryText(d).includes('General Enquiry / Career Enquiry'),
            ),
          { timeout: 30_000 },
        )
        .toBe(true);
    });

    test('each is its own page, and an unknown path under them is a 404', async ({
      page,
    }, testInfo) => {
      const pages = {
        '/service': 'id="service-booking"',
        '/parts/search': 'data-kind="parts"',
        '/vehicle-parts-and-accessories': 'data-kind="parts"',
        '/careers': 'data-kind="enquiry"',
      };
      for (const [path, marker] of Object.entries(pages)) {
        const answer = await siteGet(page, testInfo, slug, path);
        expect(answer.status(), path).toBe(200);
        // Its own page, not the generic content shell.
        expect(await answer.text(), path).toContain(marker);
      }
      for (const path of ['/service/oil-change', '/parts/search/brakes', '/careers/apply-now']) {
        const answer = await siteGet(page, testInfo, slug, path);
        expect(answer.status(), path).toBe(404);
      }
    });
  });
}
