import type { TemplateName } from '@forecourt/core';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { dataDirOf, serverOf } from '../servers';
import { axeViolations } from './axe';
import { deliveriesFor, deliveryText } from './deliveries';

// The shopper's journeys, as one suite every template runs
// (CONVENTIONS "Tests": shared behaviour suites), so no template can quietly
// break search, the car page, lead capture or favourites.

export type ShopperSite = {
  slug: string;
  template: TemplateName;
  /** The site's cars path (docs/rules.md#search-urls: configurable per site). */
  carsPath: string;
  /** A terms-of-use checkbox is required on some dealerships (docs/rules.md#lead-form). */
  termsRequired: boolean;
  /** Buttons on a car: the site's switches (sites/*.json `features`, `reserve.allowed`) (docs/rules.md#car-buttons). */
  features: { tradeIn: boolean; testDrive: boolean; reserve: boolean };
  /**
   * On the dev server, run only the journeys named here (a smoke subset): the
   * production build runs them all.
   */
  devJourneys?: readonly string[];
};

type ApiHit = {
  id: string;
  slug: string;
  name?: string;
  title?: string;
  make: string | null;
  model: string | null;
  status: string;
  /** Reserved through the reserve journeys: no Reserve button any more. */
  reserved?: boolean;
};
type ApiAnswer = {
  hits: ApiHit[];
  count: number;
  facets: Record<string, { value: string; count: number }[]>;
};

export function siteUrl(testInfo: TestInfo, slug: string, path = '/'): string {
  const port = testInfo.project.metadata.port as number;
  return `http://${slug}.localhost:${port}${path}`;
}

function slugOf(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Asks the site's own search API, as the page's widgets do. */
export async function searchApi(
  page: Page,
  testInfo: TestInfo,
  slug: string,
  body: Record<string, unknown>,
): Promise<ApiAnswer> {
  // Node does not resolve *.localhost as Chromium does: ask loopback, naming the site.
  const port = testInfo.project.metadata.port as number;
  const response = await page.request.post(`http://127.0.0.1:${port}/api/search`, {
    data: body,
    headers: { host: `${slug}.localhost:${port}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiAnswer;
}

/** A car of the site in stock with more than one photo (so every button can show). */
type LeadAnswer = { status: number; leadId: string; sent: Record<string, unknown> };

/**
 * The lead API's answer as the page received it (call before the page loads). The form then loads
 * /success as a new page, and the browser keeps no body of a response it
 * navigated away from, so the page itself notes the answer in its session
 * storage (which the next page of the site reads back).
 */
export async function noteLeadAnswers(page: Page): Promise<() => Promise<LeadAnswer>> {
  await page.addInitScript(() => {
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await send(input, init);
      if (String(input).endsWith('/api/leads')) {
        const text = await response.clone().text();
        sessionStorage.setItem(
          'e2e-lead-answer',
          JSON.stringify({ status: response.status, text, sent: String(init?.body ?? '') }),
        );
      }
      return response;
    };
  });
  return async () => {
    // Read on the page the form leads to, once it is current.
    await expect(page).toHaveURL(/\/success$/);
    let noted: string | null = null;
    await expect
      .poll(async () => {
        noted = await page
          .evaluate(() => sessionStorage.getItem('e2e-lead-answer'))
          .catch(() => null);
        return noted;
      })
      .not.toBeNull();
    const { status, text, sent } = JSON.parse(noted ?? '{}') as {
      status: number;
      text: string;
      sent: string;
    };
    const body = JSON.parse(text || '{}') as { lead_id?: string };
    return { status, leadId: body.lead_id ?? '', sent: JSON.parse(sent || '{}') };
  };
}

async function availableCar(page: Page, testInfo: TestInfo, slug: string): Promise<ApiHit> {
  const answer = await searchApi(page, testInfo, slug, {
    filters: { refinements: { status: ['in_stock'] }, ranges: { price: { min: 5000 } } },
    hitsPerPage: 20,
    sort: 'latest',
  });
  // Not one the reserve journeys (renderer/reserve.spec.ts) paid a deposit on: a
  // reserved car rightly offers no Reserve button.
  const car = answer.hits.find((hit) => hit.reserved !== true);
  if (!car) throw new Error(`${slug}: the demo stock has no unreserved car in stock`);
  return car;
}

/** Waits until the page has hydrated (Vike marks nothing, so wait for the network to settle). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Records every Content-Security-Policy violation the page reports, so a journey
 * can end by checking the pages it used satisfied the policy (the car page's
 * JSON-LD, the lead dialogs, the downloads).
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp ?? []);
}

/** Waits until the search page shows the answer to its latest request (docs/rules.md#search-state: hasData). */
/**
 * A search route the site does not sell: the answer is a redirect to `landing`, whose
 * heading is `heading` and whose results button offers `count` of the site's vehicles.
 */
export async function expectRedirectedSearch(
  page: Page,
  testInfo: TestInfo,
  slug: string,
  route: { path: string; landing: string; heading: string; count: number; vehicles: string },
): Promise<void> {
  const { path, landing, heading, count, vehicles } = route;
  const response = await page.goto(siteUrl(testInfo, slug, path));
  expect(response?.request().redirectedFrom(), path).not.toBeNull();
  await expect(page, path).toHaveURL(siteUrl(testInfo, slug, landing));
  await settle(page);
  await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
  await expect(
    page.getByRole('button', { name: `Show Me ${count.toLocaleString('en-AU')} ${vehicles}` }),
    path,
  ).toBeVisible();
}

export async function searchSettled(page: Page): Promise<void> {
  // Back and forward may load the page anew (the dev server does): wait for React.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('[data-slot="search-page"]')).toHaveAttribute('data-state', 'hasData');
  // Past the first cards, new results are drawn a moment later (the grid is busy meanwhile).
  await expect(page.locator('.fc-search__grid[aria-busy="true"]')).toHaveCount(0);
}

/** Whether a shopper sees an element: present and visible, or absent. */
async function expectShown(locator: ReturnType<Page['locator']>, shown: boolean, what: string) {
  if (shown) await expect(locator.first(), what).toBeVisible();
  else await expect(locator, what).toHaveCount(0);
}

export function createShopperTests(site: ShopperSite): void {
  test.describe(`${site.slug} (${site.template})`, () => {
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a hook needs from this pattern; it needs none.
    test.beforeEach(({}, testInfo) => {
      const subset = site.devJourneys;
      test.skip(
        serverOf(testInfo) === 'dev' &&
          subset !== undefined &&
          !subset.some((name) => testInfo.title.startsWith(name)),
        'the dev server runs a smoke subset of this site',
      );
    });

    test("buttons on a car follow the site's switches", async ({ page }, testInfo) => {
      const car = await availableCar(page, testInfo, site.slug);
      await page.goto(siteUrl(testInfo, site.slug, `/cars/${car.slug}`));
      await settle(page);
      const actions = page.locator('[data-slot="car-actions"]');
      await expect(actions.getByRole('button', { name: 'Enquire Now' })).toBeVisible();
      await expectShown(
        actions.getByRole('button', { name: 'Book a Test Drive' }),
        site.features.testDrive,
        'test drive on the car page',
      );
      await expectShown(
        actions.getByRole('link', { name: 'Value My Trade-In' }),
        site.features.tradeIn,
        'trade-in on the car page',
      );
      await expectShown(
        actions.getByRole('link', { name: /^Reserve for / }),
        site.features.reserve,
        'reserve on the car page',
      );

      // The same switches on the result cards of the search and home pages.
      for (const path of [site.carsPath, '/']) {
        await page.goto(siteUrl(testInfo, site.slug, path));
        await settle(page);
        const cards = page.locator('[data-slot="car-card"]');
        await expect(cards.first()).toBeVisible();
        await expectShown(
          cards.locator('[data-action="test-drive"]'),
          site.features.testDrive,
          `test drive on the cards of ${path}`,
        );
        if (!site.features.reserve) {
          await expect(cards.locator('[data-action="reserve"]'), path).toHaveCount(0);
        }
        // No banner, tile or card anywhere on the page leads to what the site switched off.
        if (!site.features.testDrive) {
          await expect(page.locator('main a[href^="/book-test-drive"]'), path).toHaveCount(0);
        }
        if (!site.features.tradeIn) {
          await expect(
            page.locator('main a[href="/sell-your-car"], main a[href="/trade-in"]'),
            path,
          ).toHaveCount(0);
        }
      }
      const booking = await page.request.get(
        `http://127.0.0.1:${testInfo.project.metadata.port}/book-test-drive`,
        { headers: { host: `${site.slug}.localhost:${testInfo.project.metadata.port}` } },
      );
      expect(booking.status(), '/book-test-drive').toBe(site.features.testDrive ? 200 : 404);
    });

    test('search: filter by make, sort, page, back and forward, then model and price', async ({
      page,
    }, testInfo) => {
      const facets = await searchApi(page, testInfo, site.slug, {
        hitsPerPage: 1,
        facets: ['make'],
      });
      // The make with most cars, so its results have more than one page.
      const make = facets.facets.make?.[0]?.value;
      if (!make) throw new Error(`${site.slug}: no make facet in the demo stock`);

      await page.goto(siteUrl(testInfo, site.slug, site.carsPath));
      await settle(page);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const makeBox = page.getByRole('checkbox', { name: new RegExp(`^${make}\\b`) });
      await searchSettled(page);
      await makeBox.click();
      await expect(page).toHaveURL(new RegExp(`${site.carsPath}/${slugOf(make)}(\\?|$)`));
      await expect(makeBox).toBeChecked();
      await expect(page.getByRole('button', { name: /^Show Me [\d,]+ / })).toBeVisible();

      // Sort: lowest price.
      await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Lowest price' });
      await expect(page).toHaveURL(/sortBy=price_asc/);
      // The sorted answer, not the one before it, is the page-1 reference.
      await searchSettled(page);

      // Page 2, then back to page 1 and forward again: the same state each time.
      const pager = page.getByRole('navigation', { name: 'Pages' });
      const firstTitleOnPage1 = await page.locator('article h2, article h3').first().textContent();
      const next = pager.getByRole('link', { name: 'Next page' });
      // Cards away from the screen are drawn only when they come near it (content-visibility);
      // the last two rows are always drawn, so the pager stays where the shopper scrolled
      // it, frame after frame, give or take a pixel of rounding (it used to move 7–48 px as
      // those cards took their own height).
      await next.scrollIntoViewIfNeeded();
      const tops = await next.evaluate(async (link) => {
        const seen: number[] = [];
        for (let frame = 0; frame < 12; frame++) {
          await new Promise((done) => requestAnimationFrame(done));
          seen.push(Math.round(link.getBoundingClientRect().top));
        }
        return seen;
      });
      expect(
        Math.max(...tops) - Math.min(...tops),
        `'Next page' at ${tops.join(', ')} px in 12 frames`,
      ).toBeLessThanOrEqual(1);
      await next.click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.locator('article h2, article h3').first()).not.toHaveText(
        firstTitleOnPage1 ?? '',
      );
      await page.goBack();
      await settle(page);
      await expect(page).not.toHaveURL(/page=2/);
      await expect(page).toHaveURL(/sortBy=price_asc/);
      await expect(makeBox).toBeChecked();
      await expect(page.locator('article h2, article h3').first()).toHaveText(
        firstTitleOnPage1 ?? '',
      );
      await page.goForward();
      await settle(page);
      await expect(page).toHaveURL(/page=2/);
      await expect(makeBox).toBeChecked();

      // A model of that make: a new filter starts again at page 1.
      await searchSettled(page);
      await page.getByRole('button', { name: `Select models for ${make}` }).click();
      const models = page.getByRole('list', { name: `${make} models` });
      const modelBox = models.getByRole('checkbox').first();
      await modelBox.click();
      await expect(page).toHaveURL(new RegExp(`${site.carsPath}/${slugOf(make)}/[a-z0-9-]+`));
      await expect(page).not.toHaveURL(/page=2/);

      // Price: the lower thumb moved up by keyboard (docs/rules.md#lead-form: rounded to 1000).
      const minPrice = page.getByRole('slider', { name: 'Minimum price' });
      await minPrice.focus();
      await minPrice.press('PageUp');
      await expect(page).toHaveURL(/price_range/);
      const withPrice = page.url();

      // Back undoes the price, forward brings it back.
      await page.goBack();
      await settle(page);
      await expect(page).not.toHaveURL(/price_range/);
      await page.goForward();
      await settle(page);
      await expect(page).toHaveURL(withPrice);
      await expect(page.getByRole('checkbox', { name: new RegExp(`^${make}\\b`) })).toBeChecked();
    });

    test('car page: reveal the phone and download the PDF', async ({ page }, testInfo) => {
      const violations = await watchCsp(page);
      const car = await availableCar(page, testInfo, site.slug);
      await page.goto(siteUrl(testInfo, site.slug, `/cars/${car.slug}`));
      await settle(page);
      const title = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
      expect(title.length).toBeGreaterThan(3);

      // Phone reveal: masked first, logged, then a tel link (docs/rules.md#phone-reveal).
      const reveal = page.getByRole('button', { name: /Show number/ });
      await expect(reveal).toBeVisible();
      const masked = (await reveal.textContent()) ?? '';
      const logged = page.waitForRequest(
        (r) => r.url().endsWith('/api/phone-reveal') && r.method() === 'POST',
      );
      await reveal.click();
      const body = (await logged).postDataJSON() as Record<string, unknown>;
      expect(String(body.car_id)).toBe(String(car.id));
      const tel = page.locator('[data-slot="phone-reveal"] a[href^="tel:"]');
      await expect(tel).toBeVisible();
      const number = (await tel.textContent()) ?? '';
      expect(number.slice(0, 5)).toBe(masked.replace('Show number', '').trim().slice(0, 5));

      // Car PDF download by slug: saved as {slug}.pdf, a real PDF naming the car (docs/rules.md#car-pdf).
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(`${car.slug}.pdf`);
      const path = await download.path();
      const { readFile } = await import('node:fs/promises');
      const bytes = await readFile(path);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toBe(title);
      expect(await violations()).toEqual([]);
    });

    test('enquiry: errors first, then a valid lead that reaches the dealer', async ({
      page,
    }, testInfo) => {
      const violations = await watchCsp(page);
      const leadAnswer = await noteLeadAnswers(page);
      const car = await availableCar(page, testInfo, site.slug);
      await page.goto(siteUrl(testInfo, site.slug, `/cars/${car.slug}`));
      await settle(page);
      await page.getByRole('button', { name: 'Enquire Now' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      expect(await axeViolations(page), 'the car page with the enquiry dialog open').toEqual([]);

      // Step 1 with an empty message (required on this site), then step 2 empty.
      const message = dialog.getByLabel('Message');
      await message.fill('');
      await dialog.getByRole('button', { name: 'Next' }).click();
      const messageRequired = await dialog
        .getByText('Please fix the following errors:')
        .isVisible()
        .catch(() => false);
      if (messageRequired) {
        await message.fill('Is this car still available? Could I see it on Saturday?');
        await dialog.getByRole('button', { name: 'Next' }).click();
      }
      await dialog.getByRole('button', { name: 'Send enquiry' }).click();
      await expect(dialog.getByText('Please fix the following errors:')).toBeVisible();
      expect(await axeViolations(page), 'the enquiry dialog with errors').toEqual([]);
      // The message stands twice: in the list under the heading and on the field.
      await expect(
        dialog.getByText('Invalid postcode. Please enter a 4-digit number.'),
      ).toHaveCount(2);
      if (site.termsRequired) {
        await expect(
          dialog.getByText('*You must agree to the terms of use before submitting.').first(),
        ).toBeVisible();
      }

      await dialog.getByLabel('First name').fill('Alex');
      await dialog.getByLabel('Last name (optional)').fill('Nguyen');
      await dialog.getByRole('textbox', { name: /^Email/ }).fill('alex.nguyen@example.com');
      await dialog.getByRole('textbox', { name: /^Phone/ }).fill('0412 345 678');
      await dialog.getByLabel('Postcode').fill('40');
      await dialog.getByRole('button', { name: 'Send enquiry' }).click();
      // The message stands twice: in the list under the heading and on the field.
      await expect(
        dialog.getByText('Invalid postcode. Please enter a 4-digit number.'),
      ).toHaveCount(2);
      await dialog.getByLabel('Postcode').fill('4000');
      if (site.termsRequired) await dialog.getByLabel('I agree to the terms of use').check();

      await dialog.getByRole('button', { name: 'Send enquiry' }).click();
      const { status, leadId } = await leadAnswer();
      expect(status).toBe(201);
      await expect(page).toHaveURL(/\/success$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await violations()).toEqual([]);

      // The lead is committed and delivered: the embedded CRM destination wrote its file.
      const dataDir = dataDirOf(testInfo);
      await expect
        .poll(async () => (await deliveriesFor(dataDir, leadId)).length, {
          timeout: 30_000,
        })
        .toBeGreaterThan(0);
      const adf = (await deliveriesFor(dataDir, leadId)).find((d) => d.file.endsWith('.xml'));
      if (adf) expect(adf.content).toContain('alex.nguyen@example.com');
    });

    test('test drive from a result card: the car travels with the booking', async ({
      page,
    }, testInfo) => {
      test.skip(!site.features.testDrive, 'this site books no test drives');
      test.skip(serverOf(testInfo) === 'dev', 'one server is enough for this journey');
      const leadAnswer = await noteLeadAnswers(page);
      await page.goto(siteUrl(testInfo, site.slug, site.carsPath));
      await settle(page);
      await searchSettled(page);
      const card = page.locator('[data-slot="car-card"]').filter({
        has: page.locator('[data-action="test-drive"]'),
      });
      const title = ((await card.first().locator('h2, h3').textContent()) ?? '').trim();
      await card.first().locator('[data-action="test-drive"]').click();
      await expect(page).toHaveURL(/\/book-test-drive\/?\?car_id=/);
      await settle(page);
      await expect(page.locator('[data-slot="test-drive-car"]')).toContainText(title);
      expect(await axeViolations(page), 'the booking page').toEqual([]);

      const form = page.locator('[data-slot="lead-form"]');
      await form.getByLabel('Message').fill('Saturday morning suits me.');
      await form.getByRole('button', { name: 'Next' }).click();
      // Sent empty first: the errors are listed, focus is on the first field, and axe is clean.
      await form.getByRole('button', { name: 'Book test drive' }).click();
      await expect(form.getByText('Please fix the following errors:')).toBeVisible();
      await expect(form.getByLabel('First name')).toBeFocused();
      expect(await axeViolations(page), 'the booking form with errors').toEqual([]);
      await form.getByLabel('First name').fill('Sam');
      await form.getByRole('textbox', { name: /^Email/ }).fill('sam.lee@example.com');
      await form.getByRole('textbox', { name: /^Phone/ }).fill('0412 345 678');
      await form.getByLabel('Postcode').fill('4000');
      if (site.termsRequired) await form.getByLabel('I agree to the terms of use').check();
      await form.getByRole('button', { name: 'Book test drive' }).click();
      const { status, leadId, sent } = await leadAnswer();
      expect(status).toBe(201);
      expect(sent.car_id, 'the booking names the car').not.toBeNull();
      await expect(page).toHaveURL(/\/success$/);

      // The dealer's copy names the car: the ADF vehicle element, in the file or attached to the e-mail.
      const dataDir = dataDirOf(testInfo);
      // The title is '{year} {make} {model} {badge}'; a make may be two words ('New Age'),
      // so the site's makes are asked (the facet lists the commonest), else the second word.
      const { facets } = await searchApi(page, testInfo, site.slug, {
        hitsPerPage: 1,
        facets: ['make'],
      });
      const afterYear = title.replace(/^\d{4} /, '');
      const make =
        (facets.make ?? [])
          .map((f) => f.value)
          .filter((value) => afterYear.startsWith(`${value} `))
          .sort((a, b) => b.length - a.length)[0] ??
        title.split(' ')[1] ??
        '';
      await expect
        .poll(
          async () =>
            (await deliveriesFor(dataDir, leadId)).some((d) =>
              deliveryText(d).includes(`<make>${make}</make>`),
            ),
          { timeout: 30_000 },
        )
        .toBe(true);
    });

    test('favourites: a saved car is still there after a reload', async ({ page }, testInfo) => {
      await page.goto(siteUrl(testInfo, site.slug, site.carsPath));
      await settle(page);
      const save = page.getByRole('button', { name: /^Save .* to favourites$/ }).first();
      const label = (await save.getAttribute('aria-label')) ?? '';
      const name = label.replace(/^Save /, '').replace(/ to favourites$/, '');
      await save.click();
      await expect(save).toHaveAttribute('aria-pressed', 'true');
      expect(await axeViolations(page), 'the search page with a saved car').toEqual([]);

      await page.goto(siteUrl(testInfo, site.slug, '/favourites'));
      await settle(page);
      await expect(page.getByText(name).first()).toBeVisible();
      expect(await axeViolations(page), 'the favourites page with a saved car').toEqual([]);
      await page.reload();
      await settle(page);
      await expect(page.getByText(name).first()).toBeVisible();
    });

    test('a sold car says so and offers a similar one', async ({ page }, testInfo) => {
      const sold = await searchApi(page, testInfo, site.slug, {
        filters: { refinements: { status: ['sold'] } },
        hitsPerPage: 1,
      });
      const car = sold.hits[0];
      test.skip(!car, 'no car of this site sold within its search window');
      if (!car) return;
      await page.goto(siteUrl(testInfo, site.slug, `/cars/${car.slug}`));
      await settle(page);
      await expect(page.getByText('Unfortunately this car recently sold.')).toBeVisible();
      await expect(
        page.getByText("But don't worry, we can help you find a similar car!"),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Find Me Something Similar' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enquire Now' })).toHaveCount(0);
    });

    test('home, search and car pages have no accessibility violations', async ({
      page,
    }, testInfo) => {
      const car = await availableCar(page, testInfo, site.slug);
      for (const path of ['/', site.carsPath, `/cars/${car.slug}`]) {
        await page.goto(siteUrl(testInfo, site.slug, path));
        await settle(page);
        expect(await axeViolations(page), path).toEqual([]);
      }
    });
  });
}
