import { expect, type Locator, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { noteLeadAnswers, settle } from '../common/shopper';
import { serverOf } from '../servers';
import { siteUrl, templateSites } from './sites';

// Test-drive appointments, on one site per template: the
// shopper picks a day and one of the free times, books it, and the time is no
// longer offered; a shopper whose time was booked by someone else a moment
// before is told so plainly, picks another time and keeps what they typed (docs/rules.md#test-drive-slots).

const TAKEN = 'Sorry, that test drive time was just booked by someone else.';

/** The picker's location: the select's choice, or the one location it names. */
async function pickedLocation(picker: Locator): Promise<string> {
  const select = picker.getByRole('combobox', { name: 'Location' });
  if ((await select.count()) > 0) {
    return (await select.locator('option:checked').textContent())?.trim() ?? '';
  }
  return ((await picker.locator('.fc-slot-picker__location').textContent()) ?? '')
    .replace(/^At /, '')
    .trim();
}

/** Chooses days from the first until one has free times; answers that day's times. */
async function chooseDayWithTimes(picker: Locator, from = 1): Promise<Locator> {
  const day = picker.getByRole('combobox', { name: 'Day' });
  const values = await day
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
  for (const value of values.slice(from)) {
    await day.selectOption(value);
    await expect(picker).toHaveAttribute('data-day', value);
    const times = picker.getByRole('radiogroup', { name: 'Time' });
    if ((await times.count()) > 0) return times;
  }
  throw new Error('no day with free test-drive times');
}

async function fillDetails(form: Locator, name: string, termsRequired: boolean) {
  await form.getByLabel('First name').fill(name);
  await form.getByRole('textbox', { name: /^Email/ }).fill(`${name.toLowerCase()}@example.com`);
  await form.getByRole('textbox', { name: /^Phone/ }).fill('0412 345 678');
  await form.getByLabel('Postcode').fill('4000');
  if (termsRequired) await form.getByLabel('I agree to the terms of use').check();
}

for (const { template, slug } of templateSites()) {
  test.describe(`${slug} (${template}): test-drive times`, () => {
    test('a free time is booked, and then no longer offered', async ({ page }, testInfo) => {
      test.skip(serverOf(testInfo) === 'dev', 'one server is enough for this journey');
      const leadAnswer = await noteLeadAnswers(page);
      await page.goto(siteUrl(testInfo, slug, '/book-test-drive/'));
      await settle(page);
      const picker = page.locator('[data-slot="test-drive-slots"]');
      await expect(page.getByRole('group', { name: 'Choose a time (optional)' })).toBeVisible();
      const form = page.locator('[data-slot="lead-form"]');
      // The picker answers the date: the form asks none of its own.
      await expect(form.getByLabel('Preferred date (optional)')).toHaveCount(0);

      const times = await chooseDayWithTimes(picker);
      const first = times.getByRole('radio').first();
      const time = ((await times.locator('label').first().textContent()) ?? '').trim();
      await first.check();
      await expect(first).toBeChecked();
      expect(await axeViolations(page), 'the booking page with times').toEqual([]);
      const chosenDay = await picker.getByRole('combobox', { name: 'Day' }).inputValue();
      const location = await pickedLocation(picker);

      await form.getByLabel('Message').fill('I would like to drive the new range.');
      await form.getByRole('button', { name: 'Next' }).click();
      await expect(form).toHaveAttribute('data-step', '2');
      const termsRequired = (await form.getByLabel('I agree to the terms of use').count()) > 0;
      await fillDetails(form, 'Robin', termsRequired);
      await form.getByRole('button', { name: 'Book test drive' }).click();
      const { status, sent } = await leadAnswer();
      expect(status).toBe(201);
      const start = (sent.userData as { test_drive_date?: string }).test_drive_date ?? '';
      expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);

      // The same location and day no longer offer that time.
      await page.goto(siteUrl(testInfo, slug, '/book-test-drive/'));
      await settle(page);
      const again = page.locator('[data-slot="test-drive-slots"]');
      const select = again.getByRole('combobox', { name: 'Location' });
      if ((await select.count()) > 0) await select.selectOption({ label: location });
      await again.getByRole('combobox', { name: 'Day' }).selectOption(chosenDay);
      await expect(again).toHaveAttribute('data-day', chosenDay);
      await expect(again.getByRole('radio', { name: time, exact: true })).toHaveCount(0);
    });
  });
}

const [raceSite] = templateSites();
if (raceSite) {
  // The race once, not per template: each try is a lead, and the server takes ten a minute.
  test.describe(`${raceSite.slug} (${raceSite.template}): a test-drive time just taken`, () => {
    test('the second shopper is told plainly, shown the free times again and keeps what they typed', async ({
      page,
    }, testInfo) => {
      test.skip(serverOf(testInfo) === 'dev', 'one server is enough for this journey');
      await page.goto(siteUrl(testInfo, raceSite.slug, '/book-test-drive/'));
      await settle(page);
      const picker = page.locator('[data-slot="test-drive-slots"]');
      const form = page.locator('[data-slot="lead-form"]');
      const location = await pickedLocation(picker);
      // A later day than the per-template journey picks, so the two never meet.
      await chooseDayWithTimes(picker, 3);
      // The shopper picks a time, and someone else books it first.
      const times = picker.getByRole('radiogroup', { name: 'Time' });
      const target = times.getByRole('radio').first();
      const targetTime = ((await times.locator('label').first().textContent()) ?? '').trim();
      await target.check();
      await form.getByLabel('Message').fill('Any time that day suits me.');
      await form.getByRole('button', { name: 'Next' }).click();
      await expect(form).toHaveAttribute('data-step', '2');
      const termsRequired = (await form.getByLabel('I agree to the terms of use').count()) > 0;
      await fillDetails(form, 'Sam', termsRequired);
      const targetStart = await target.getAttribute('value');
      const booked = await page.evaluate(
        async ({ start, place }) => {
          const response = await fetch('/api/leads', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              userData: {
                category: 'Test Drive Booking',
                name: 'Quick',
                email: 'quick@example.com',
                phone: '0400 000 000',
                postcode: '4000',
                message: 'Booked first.',
                location: place,
                terms_conditions: true,
                test_drive_date: start,
              },
              url: window.location.href,
              source: 'Website',
              user_agent: 'e2e',
              car_id: null,
              car_dealership_id: null,
              lead_attributes: { visited_pages: [], linked_query_params: {} },
              idempotency_key: crypto.randomUUID(),
            }),
          });
          return response.status;
        },
        { start: targetStart, place: location },
      );
      expect(booked).toBe(201);
      await form.getByRole('button', { name: 'Book test drive' }).click();
      // Said where the shopper is, above the button, and where they act, at the times.
      await expect(form.getByText(TAKEN)).toBeVisible();
      await expect(picker.getByText(TAKEN)).toBeVisible();
      await expect(form.getByText('Please fix the following errors:')).toHaveCount(0);
      await expect(page).not.toHaveURL(/\/success$/);
      // The day's times are read again without it, and what Sam typed is still there.
      await expect(picker.getByRole('radio', { name: targetTime, exact: true })).toHaveCount(0);
      await expect(form.getByLabel('First name')).toHaveValue('Sam');
      expect(await axeViolations(page), 'the booking form after a taken time').toEqual([]);
      // Another time is picked, the message goes, and the booking goes through.
      await picker.getByRole('radiogroup', { name: 'Time' }).getByRole('radio').first().check();
      await expect(picker.getByText(TAKEN)).toHaveCount(0);
      await form.getByRole('button', { name: 'Book test drive' }).click();
      await expect(page).toHaveURL(/\/success$/);
    });
  });
}
