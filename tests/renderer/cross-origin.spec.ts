import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { deliveriesMentioning } from '../common/deliveries';
import { dataDirOf } from '../servers';
import { siteUrl } from './sites';

// A page on another origin tries to make a shopper's browser send a lead and a
// phone reveal to a dealer site, the ways a browser allows without asking the
// site: a no-cors fetch (a body of bytes travels with no content type at all),
// a text/plain form post, and a JSON fetch (which needs a CORS preflight the
// site never grants). None may reach the dealer. The other page is served from
// this machine too (attacker.localhost, a port of its own), so the browser's
// guard for public pages reaching local addresses does not step in first.

function enquiry(target: string, email: string) {
  return {
    userData: {
      category: 'General Enquiry',
      subcategory: null,
      name: 'Robin',
      last_name: 'Tester',
      email,
      phone: '0412 345 678',
      postcode: '4000',
      message: 'Is the service department open on Saturdays?',
    },
    url: `${target}/contact`,
    source: 'Website',
    user_agent: 'playwright',
    car_id: null,
    car_dealership_id: null,
    lead_attributes: { visited_pages: ['/'], linked_query_params: {} },
    idempotency_key: randomUUID(),
  };
}

test('another origin cannot send a lead or a phone reveal through a shopper’s browser', async ({
  page,
}, testInfo) => {
  const target = siteUrl(testInfo, 'ironbark-nissan', '');
  const forgedEmail = `forged-${randomUUID()}@example.com`;
  const forged = enquiry(target, forgedEmail);
  const sent: { path: string; status: number }[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith(`${target}/api/`) && response.request().method() === 'POST') {
      sent.push({ path: url.slice(target.length), status: response.status() });
    }
  });
  const attackerPage = `<!doctype html><title>Another site</title>
    <iframe name="sink" title="sink"></iframe>
    <form id="form" method="post" enctype="text/plain" target="sink" action="${target}/api/leads">
      <input name='${JSON.stringify(forged).slice(0, -1)},"x":"' value='"}'>
    </form>`;
  const attacker = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(attackerPage);
  });
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://attacker.localhost:${(attacker.address() as AddressInfo).port}/`);
    const results = await page.evaluate(
      async ({ target, forged }) => {
        const settle = (answer: Promise<Response>) =>
          answer.then(
            (r) => r.type,
            () => 'failed',
          );
        const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));
        const reveal = { car_id: 'any', dealership_id: '1', website_id: 'ironbark-nissan' };
        return {
          noCors: await settle(
            fetch(`${target}/api/leads`, { method: 'POST', mode: 'no-cors', body: bytes(forged) }),
          ),
          revealNoCors: await settle(
            fetch(`${target}/api/phone-reveal`, {
              method: 'POST',
              mode: 'no-cors',
              body: bytes(reveal),
            }),
          ),
          cors: await settle(
            fetch(`${target}/api/leads`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(forged),
            }),
          ),
        };
      },
      { target, forged },
    );
    // The page learns nothing: each answer is refused to it (Cross-Origin-Resource-Policy
    // for the no-cors ones, the missing CORS grant for the JSON one).
    expect(results).toEqual({ noCors: 'failed', revealNoCors: 'failed', cors: 'failed' });
    await page.locator('#form').evaluate((form: HTMLFormElement) => form.submit());
    // The form's answer is the only one the browser lets a test see (the others it
    // refused to the page); the server refused it, and the check below proves the rest.
    await expect.poll(() => sent).toEqual([{ path: '/api/leads', status: 403 }]);
  } finally {
    attacker.closeAllConnections();
    await new Promise((resolve) => attacker.close(resolve));
  }

  // The same enquiry sent by the site's own page reaches the dealer: the check
  // below would see a forged one the same way.
  await page.goto(`${target}/`);
  const ownEmail = `own-${randomUUID()}@example.com`;
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/leads', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    enquiry(target, ownEmail),
  );
  expect(status).toBe(201);
  const dataDir = dataDirOf(testInfo);
  await expect
    .poll(async () => (await deliveriesMentioning(dataDir, ownEmail)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  expect(await deliveriesMentioning(dataDir, forgedEmail)).toEqual([]);
});
