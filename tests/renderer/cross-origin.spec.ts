import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { siteUrl } from './sites';

// A page on another origin tries to make a shopper's browser send a lead and a
// phone reveal to a dealer site, the ways a browser allows without asking the
// site: a no-cors fetch (a body of bytes travels with no content type at all),
// a text/plain form post, and a JSON fetch (which needs a CORS preflight the
// site never grants). Each must be refused before anything is written.

const ATTACKER = 'http://attacker.example';

test('another origin cannot submit a lead or log a phone reveal through a shopper’s browser', async ({
  page,
}, testInfo) => {
  const target = siteUrl(testInfo, 'ironbark-nissan', '');
  const lead = {
    userData: {
      category: 'General Enquiry',
      subcategory: null,
      name: 'Forged',
      last_name: 'Lead',
      email: `forged-${randomUUID()}@example.com`,
      phone: '0412 345 678',
      postcode: '4000',
      message: 'Sent by another site',
    },
    url: `${target}/contact`,
    source: 'Website',
    user_agent: 'attacker',
    car_id: null,
    car_dealership_id: null,
    lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
    idempotency_key: randomUUID(),
  };
  const answers: { url: string; method: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith(target)) {
      answers.push({
        url: url.slice(target.length),
        method: response.request().method(),
        status: response.status(),
      });
    }
  });
  await page.route(`${ATTACKER}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Another site</title>
        <iframe name="sink"></iframe>
        <form id="form" method="post" enctype="text/plain" target="sink" action="${target}/api/leads">
          <input name='${JSON.stringify(lead).slice(0, -1)},"x":"' value='"}'>
        </form>`,
    }),
  );
  await page.goto(`${ATTACKER}/`);
  const results = await page.evaluate(
    async ({ target, lead }) => {
      const bytes = new TextEncoder().encode(JSON.stringify(lead));
      const reveal = new TextEncoder().encode(
        JSON.stringify({ car_id: 'any', dealership_id: '1', website_id: 'ironbark-nissan' }),
      );
      const noCors = await fetch(`${target}/api/leads`, {
        method: 'POST',
        mode: 'no-cors',
        body: bytes,
      });
      const revealNoCors = await fetch(`${target}/api/phone-reveal`, {
        method: 'POST',
        mode: 'no-cors',
        body: reveal,
      });
      const cors = await fetch(`${target}/api/leads`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(lead),
      }).then(
        () => 'answered',
        () => 'blocked',
      );
      return { noCors: noCors.type, revealNoCors: revealNoCors.type, cors };
    },
    { target, lead },
  );
  // The page learns nothing: opaque answers, and the preflighted fetch fails.
  expect(results).toEqual({ noCors: 'opaque', revealNoCors: 'opaque', cors: 'blocked' });
  await Promise.all([
    page.waitForResponse(
      (r) => r.url() === `${target}/api/leads` && r.request().method() === 'POST',
    ),
    page.locator('#form').evaluate((form: HTMLFormElement) => form.submit()),
  ]);
  const posts = answers.filter((a) => a.method === 'POST');
  expect(posts).toEqual([
    { url: '/api/leads', method: 'POST', status: 403 },
    { url: '/api/phone-reveal', method: 'POST', status: 403 },
    { url: '/api/leads', method: 'POST', status: 403 },
  ]);
  // The preflight was asked and not granted, so the JSON POST never left the browser.
  expect(answers.some((a) => a.method === 'OPTIONS' && a.status < 300)).toBe(false);
});
