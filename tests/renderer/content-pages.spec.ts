import { readFileSync } from 'node:fs';
import {
  campaignState,
  contentPageOf,
  contentPagePaths,
  type SiteConfigInput,
  siteConfigSchema,
  timeZoneOfState,
} from '@forecourt/core';
import { expect, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { deliveriesFor, deliveryText } from '../common/deliveries';
import { noteLeads } from '../common/leads';
import { searchApi } from '../common/shopper';
import { dataDirOf } from '../servers';
import { siteUrl, templateSites } from './sites';

// Content and campaign pages as data (docs/rules.md#campaign-pages): on each template's
// baseline site every content page shows its words (the platform's, or the site's own),
// /fleet sends a fleet enquiry the dealer receives; Red Gum's warranty and privacy
// pages carry the dealership's own figures; Harbour's campaigns answer by their dates (running:
// the stock its search finds and a link to all of it; ended: 410; not begun: 404).

function siteFile(slug: string) {
  return siteConfigSchema.parse(
    JSON.parse(
      readFileSync(new URL(`../../sites/${slug}.json`, import.meta.url), 'utf8'),
    ) as SiteConfigInput,
  );
}

for (const { slug, template } of templateSites()) {
  test(`${slug} (${template}): every content page shows its words, axe clean`, async ({
    page,
  }, testInfo) => {
    const site = siteFile(slug);
    for (const path of contentPagePaths) {
      const expected = contentPageOf(site, path);
      const response = await page.goto(siteUrl(testInfo, slug, path));
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(expected.title);
      await expect(page.getByText(expected.summary)).toBeVisible();
      await expect(page.locator('[data-slot="content-body"]')).not.toBeEmpty();
      expect(await page.locator('[data-slot="content-body"] script').count()).toBe(0);
      expect(await axeViolations(page), path).toEqual([]);
    }
  });

  test(`${slug} (${template}): /fleet sends a fleet enquiry the dealer receives`, async ({
    page,
  }, testInfo) => {
    const site = siteFile(slug);
    await page.setViewportSize({ width: 390, height: 844 });
    const leads = await noteLeads(page);
    await page.goto(siteUrl(testInfo, slug, '/fleet'));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const form = page.locator('[data-slot="lead-form"]');
    await expect(form.getByRole('combobox', { name: /^Enquiry type/ })).toContainText(
      'Fleet Enquiry',
    );
    // Typing first swaps the form's first paint for the live form (DeferredLeadForm).
    await form.getByLabel('Message').fill('Six utes for our landscaping crews, on finance.');
    // The swap happens once the form's code has loaded: wait for it, so the controls
    // below are the live form's and not replaced while they are used.
    await expect(page.locator('[data-slot="lead-form-host"]')).toHaveAttribute(
      'data-state',
      'live',
    );
    await expect(form.getByLabel('Message')).toHaveValue(
      'Six utes for our landscaping crews, on finance.',
    );
    const location = form.getByRole('combobox', { name: /^Location/ });
    if ((await location.count()) > 0) {
      // A phone gets the native select; a wider screen the kit's listbox.
      if ((await location.evaluate((el) => el.tagName)) === 'SELECT') {
        await location.selectOption({ index: 1 });
      } else {
        await location.click();
        await page.getByRole('option').first().click();
      }
    }
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('First name').fill('Robin');
    await form.getByRole('textbox', { name: /^Email/ }).fill('robin.fleet@example.com');
    await form.getByRole('textbox', { name: /^Phone/ }).fill('0412 345 678');
    await form.getByLabel('Postcode').fill(site.address.postcode);
    if (site.lead_form.terms_checkbox_required) {
      await form.getByLabel('I agree to the terms of use').check();
    }
    expect(await axeViolations(page), '/fleet, its form filled').toEqual([]);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const lead = await leads();
    expect(lead.status).toBe(201);
    expect(lead.sent.userData).toMatchObject({ category: 'Fleet Enquiry' });
    expect(lead.eventId).toBe(22);
    await expect
      .poll(
        async () =>
          (await deliveriesFor(dataDirOf(test.info()), lead.leadId)).some((d) =>
            deliveryText(d).includes('Fleet Enquiry'),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
  });
}

test('red-gum-used-cars: the warranty and privacy pages carry the dealer’s own figures', async ({
  page,
}, testInfo) => {
  await page.goto(siteUrl(testInfo, 'red-gum-used-cars', '/warranty'));
  const warranty = page.locator('[data-slot="content-body"]');
  for (const words of [
    '3 year standard warranty',
    '3 year mechanical protection plan on used vehicles',
    'Freight anywhere in Australia',
    'Video calls',
  ]) {
    await expect(warranty).toContainText(words);
  }
  await page.goto(siteUrl(testInfo, 'red-gum-used-cars', '/privacy-policy'));
  const privacy = page.locator('[data-slot="content-body"]');
  await expect(privacy).toContainText('within 7 days');
  await expect(privacy).toContainText('within 30 days');
  await expect(privacy).toContainText('within 14 days');
});

test('harbour-motor-group: each campaign answers by its dates; a running one shows the stock its search finds', async ({
  page,
}, testInfo) => {
  const slug = 'harbour-motor-group';
  const site = siteFile(slug);
  const zone = timeZoneOfState(site.address.state);
  expect(site.campaigns.length).toBeGreaterThan(1);
  const states = new Set<string>();
  for (const campaign of site.campaigns) {
    const state = campaignState(campaign, new Date(), zone);
    states.add(state);
    const response = await page.goto(siteUrl(testInfo, slug, campaign.path));
    if (state === 'upcoming') {
      expect(response?.status(), campaign.path).toBe(404);
      continue;
    }
    if (state === 'ended') {
      expect(response?.status(), campaign.path).toBe(410);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${campaign.title} has ended`,
      );
      await expect(
        page
          .locator('[data-slot="campaign-ended"]')
          .getByRole('link', { name: 'Browse our stock' }),
      ).toBeVisible();
      expect(await axeViolations(page), `${campaign.path} ended`).toEqual([]);
      continue;
    }
    expect(response?.status(), campaign.path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(campaign.title);
    const answer = await searchApi(page, testInfo, slug, {
      filters: { refinements: campaign.stock, ranges: {} },
      hitsPerPage: 1,
    });
    const cards = page.locator('[data-slot="campaign-stock"] [data-slot="car-card"]');
    await expect(cards).toHaveCount(Math.min(answer.count, 21));
    expect(await axeViolations(page), campaign.path).toEqual([]);
    if (answer.count > 0) {
      const all = page.locator('[data-slot="campaign-search"]');
      await expect(all).toHaveText(`View all ${answer.count.toLocaleString('en-AU')} cars`);
      await all.click();
      await expect(page.locator('.fc-search__results-title')).toContainText(
        answer.count.toLocaleString('en-AU'),
      );
    }
  }
  // The demo has an ended sale and a running one, whatever the day.
  expect(states.has('ended')).toBe(true);
  expect(states.has('running')).toBe(true);
  // A brand or sale the site has no campaign for is not a page.
  expect((await page.goto(siteUrl(testInfo, slug, '/brands/jeep')))?.status()).toBe(404);
});
