import { readFileSync } from 'node:fs';
import { locationSlugOf } from '@forecourt/core';
import { expect, type Page, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { deliveriesFor, deliveryText } from '../common/deliveries';
import { noteLeads } from '../common/leads';
import { dataDirOf } from '../servers';
import { siteUrl, templateSites } from './sites';

// On the registry's baseline site of each template, as a
// shopper on a phone (390 px) with a mouse and the keyboard: /dealerships with the
// primary location's hero and Get Directions (a new tab, the place link); the
// find-your-nearest-dealership box with an invalid then a valid postcode; a location's
// page with the department tabs (click and arrow keys) and the holiday hours dialog;
// an Email Us enquiry that reaches the dealer's delivery; /contact's general enquiry
// as a careers enquiry (event id 51) (docs/rules.md#location-pages). axe on every page and dialog. On the production
// build and the dev server alike.

type DemoLocation = {
  name: string;
  location_type: string;
  dealership_slug: string;
  phone?: string;
  address?: { postcode: string };
};
type DemoSite = {
  address: { postcode: string };
  lead_form?: { terms_checkbox_required?: boolean; message_required?: boolean };
  locations: DemoLocation[];
};

function demoSite(slug: string): DemoSite {
  return JSON.parse(readFileSync(new URL(`../../sites/${slug}.json`, import.meta.url), 'utf8'));
}

async function hydrated(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

for (const { template, slug } of templateSites()) {
  const site = demoSite(slug);
  const rank: Record<string, number> = { sales: 1, service: 2, parts: 3 };
  const sorted = [...site.locations].sort(
    (a, b) => (rank[a.location_type] ?? 1) - (rank[b.location_type] ?? 1),
  );
  const primary = site.locations[0] as DemoLocation;
  const termsRequired = site.lead_form?.terms_checkbox_required === true;

  test(`${slug} (${template}): /dealerships, Get Directions and the nearest dealership by postcode`, async ({
    page,
    context,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The place link is Google's: the new tab is answered here, without the network.
    await context.route('https://www.google.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Google Maps</title>' }),
    );
    await hydrated(page, siteUrl(testInfo, slug, '/dealerships'));
    await expect(page.getByRole('heading', { level: 1, name: 'Dealerships' })).toBeVisible();

    // The hero is the primary location, with its map drawn (an image that loaded).
    const hero = page.locator('[data-slot="location-hero"]');
    await expect(hero.getByRole('heading', { level: 2, name: primary.name })).toBeVisible();
    const map = hero.getByRole('img', { name: new RegExp(`^Map of ${primary.name}`) });
    await expect(map).toBeVisible();
    await expect.poll(() => map.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
    await expect(hero.getByRole('button', { name: 'Email Us' })).toBeVisible();
    await expect(hero.getByRole('link', { name: /^Contact Us/ })).toHaveAttribute(
      'href',
      `/contact-us/${locationSlugOf(primary.name)}`,
    );

    // The cards: every location, sales then service then parts, each with today's hours.
    const cards = page.locator('[data-slot="location-card"]');
    await expect(cards).toHaveCount(sorted.length);
    await expect(cards.locator('h3')).toHaveText(sorted.map((l) => l.name));
    await expect(cards.first().locator('[data-slot="location-today"]')).toContainText('Today');
    expect(await axeViolations(page), '/dealerships').toEqual([]);

    // Get Directions opens the place link in a new tab.
    const directions = hero.getByRole('link', { name: /^Get Directions/ });
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(directions).toHaveAttribute('rel', /noopener/);
    const href = (await directions.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(decodeURIComponent(href)).toContain(primary.name);
    const opening = context.waitForEvent('page');
    await directions.click();
    const tab = await opening;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(href);
    await tab.close();
    // The pointer leaves the button and its hover colours finish their transition, so axe
    // below reads the button's resting colours, not a frame half-way (a busy machine).
    await page.mouse.move(0, 0);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 400))),
    );

    // An invalid postcode first: the postcode message, on the field and announced.
    const field = page.getByRole('textbox', { name: /^Postcode/ });
    await field.fill('21');
    await page.getByRole('button', { name: 'Find nearest' }).click();
    await expect(page.getByText('Invalid postcode. Please enter a 4-digit number.')).toHaveCount(2);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(page), 'the postcode box with its error').toEqual([]);

    // Then the postcode of the site's last location, by keyboard: that location comes first.
    const last = sorted.at(-1) as DemoLocation;
    const postcode = last.address?.postcode ?? site.address.postcode;
    await field.fill(postcode);
    await field.press('Enter');
    await expect(
      page.getByRole('heading', { name: `Our locations, nearest to ${postcode} first` }),
    ).toBeVisible();
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    const firstName = (await cards.first().locator('h3').textContent()) ?? '';
    const nearest = site.locations.filter(
      (l) => (l.address?.postcode ?? site.address.postcode) === postcode,
    );
    expect(nearest.map((l) => l.name)).toContain(firstName);
    await expect(cards.first().locator('[data-slot="location-distance"]')).toHaveText(
      /^\d+ m$|^\d\.\d km$/,
    );
  });

  test(`${slug} (${template}): a location's hours by department, the holiday hours and an Email Us enquiry`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const leads = await noteLeads(page);
    await hydrated(page, siteUrl(testInfo, slug, '/dealerships'));
    // Open the primary location from its card.
    await page
      .locator('[data-slot="location-card"]')
      .getByRole('link', { name: primary.name, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/contact-us/${locationSlugOf(primary.name)}$`));
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1, name: primary.name })).toBeVisible();
    expect(await axeViolations(page), 'the location page').toEqual([]);

    // The department tabs: the showroom's own first; a click and the arrow keys switch.
    const tabs = page.getByRole('tablist', { name: 'Department' });
    await expect(tabs.getByRole('tab')).toHaveText(['Sales', 'Service', 'Parts']);
    const sales = page.getByRole('tab', { name: 'Sales' });
    await expect(sales).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    const salesHours = await panel.textContent();
    await page.getByRole('tab', { name: 'Service' }).click();
    await expect(page.getByRole('tab', { name: 'Service' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(panel).not.toHaveText(salesHours ?? '');
    const serviceHours = await panel.textContent();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Parts' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Parts' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel).not.toHaveText(serviceHours ?? '');
    await expect(panel.getByRole('table', { name: 'Parts opening hours' })).toBeVisible();

    // The holiday opening hours dialog: by keyboard, lists dates from today on; Escape closes it.
    const holidays = page.getByRole('button', { name: 'Holiday opening hours' });
    await holidays.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Holiday opening hours' });
    await expect(dialog).toBeVisible();
    const rows = dialog.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first().locator('th')).toHaveText(
      /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday) \d{1,2} \w+ \d{4}$/,
    );
    expect(await axeViolations(page), 'the holiday hours dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(holidays).toBeFocused();

    // Email Us: the enquiry addressed to this location, reaching its dealer.
    await page.getByRole('button', { name: 'Email Us' }).first().click();
    const email = page.getByRole('dialog', { name: 'Email Us' });
    await expect(email.getByText(`To ${primary.name}`)).toBeVisible();
    await expect(email.locator('form')).toBeVisible();
    await expect(email.getByRole('combobox', { name: /^Enquiry type/ })).toContainText(
      'Sales Enquiry',
    );
    await expect(email.getByRole('combobox', { name: /^Location/ })).toHaveCount(0);
    await email.getByLabel('Message').fill('Could I come in on Saturday to look at a car?');
    await email.getByRole('button', { name: 'Next' }).click();
    await email.getByLabel('First name').fill('Jordan');
    await email.getByRole('textbox', { name: /^Email/ }).fill('jordan.lee@example.com');
    await email.getByRole('textbox', { name: /^Phone/ }).fill('0412 345 678');
    await email.getByLabel('Postcode').fill(site.address.postcode);
    if (termsRequired) await email.getByLabel('I agree to the terms of use').check();
    expect(await axeViolations(page), 'the Email Us dialog').toEqual([]);
    await email.getByRole('button', { name: 'Send enquiry' }).click();
    const lead = await leads();
    expect(lead.status).toBe(201);
    expect(lead.sent.car_id).toBeNull();
    expect(lead.sent.userData).toMatchObject({
      category: 'Sales Enquiry',
      location: primary.name,
      dealership_slug: primary.dealership_slug,
    });
    // A form about no car is event 22 (docs/rules.md#location-pages).
    expect(lead.eventId).toBe(22);
    await expect
      .poll(
        async () =>
          (await deliveriesFor(dataDirOf(testInfo), lead.leadId)).some((d) =>
            deliveryText(d).includes('jordan.lee@example.com'),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
    const delivered = (await deliveriesFor(dataDirOf(testInfo), lead.leadId))
      .map(deliveryText)
      .join('\n');
    expect(delivered).toContain(`location: ${primary.name}`);
    expect(delivered).toContain('Sales Enquiry');
  });

  test(`${slug} (${template}): /contact sends a careers enquiry as a general one, event 51`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const leads = await noteLeads(page);
    await hydrated(page, siteUrl(testInfo, slug, '/contact'));
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(page.locator('[data-slot="contact-location"]')).toHaveCount(sorted.length);
    const form = page.locator('[data-slot="lead-form"]');
    await expect(form).toBeVisible();
    // The category is required: Next without one lists the problem.
    await form.getByLabel('Message').fill('Are you hiring apprentice technicians?');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Please fix the following errors:')).toBeVisible();
    await expect(form.getByText('Please choose an enquiry category.').first()).toBeVisible();
    expect(await axeViolations(page), '/contact with its errors').toEqual([]);
    await form.getByRole('combobox', { name: /^Enquiry type/ }).click();
    await page.getByRole('option', { name: 'Careers Enquiry' }).click();
    const location = form.getByRole('combobox', { name: /^Location/ });
    if ((await location.count()) > 0) {
      await location.click();
      await page.getByRole('option').first().click();
    }
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('First name').fill('Casey');
    await form.getByRole('textbox', { name: /^Email/ }).fill('casey.ng@example.com');
    await form.getByRole('textbox', { name: /^Phone/ }).fill('0412 345 678');
    await form.getByLabel('Postcode').fill(site.address.postcode);
    if (termsRequired) await form.getByLabel('I agree to the terms of use').check();
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    const lead = await leads();
    expect(lead.status).toBe(201);
    expect(lead.sent.userData).toMatchObject({
      category: 'General Enquiry',
      subcategory: 'Career Enquiry',
    });
    expect(lead.eventId).toBe(51);
    await expect
      .poll(
        async () =>
          (await deliveriesFor(dataDirOf(testInfo), lead.leadId)).some((d) =>
            deliveryText(d).includes('General Enquiry / Career Enquiry'),
          ),
        { timeout: 30_000 },
      )
      .toBe(true);
  });
}
