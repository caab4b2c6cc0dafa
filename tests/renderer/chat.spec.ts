import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { axeViolations } from '../common/axe';
import { deliveriesFor, deliveryText } from '../common/deliveries';
import { noteLeads } from '../common/leads';
import { settle } from '../common/shopper';
import { dataDirOf } from '../servers';
import { siteUrl } from './sites';

// The car page's chat button (docs/rules.md#chat), at phone width.
// The embedded chat on two templates: opened, answered and sent by keyboard
// alone, the lead delivered to the dealer, focus back on the button. LiveChat on
// a third: its script is requested only after the click, its origin is in that
// site's policy alone, and when it cannot load the embedded chat opens instead.

test.use({ viewport: { width: 390, height: 844 } });

const LIVECHAT = /^https:\/\/[^/]*livechatinc\.com\//;

/** Every request the page makes to LiveChat, from the first navigation on. */
function watchLiveChat(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (LIVECHAT.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** Opens the page of the site's first car in stock, reached from its search page. */
async function openCarInStock(page: Page, testInfo: TestInfo, slug: string) {
  await page.goto(siteUrl(testInfo, slug, '/search'));
  await settle(page);
  const link = page
    .locator('[data-slot="car-card"][data-status="in_stock"] .fc-card__heading a')
    .first();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/cars\//);
  const response = await page.goto(siteUrl(testInfo, slug, href));
  expect(response?.status()).toBe(200);
  await settle(page);
  return response;
}

/** Presses Tab until `target` has focus: the page reached by keyboard alone. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>, limit = 120) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Answers the chat's current question by keyboard: type, then Enter. */
async function reply(page: Page, label: RegExp, text: string) {
  const dialog = page.getByRole('dialog', { name: 'Chat with us' });
  const box = dialog.getByLabel(label);
  await expect(box).toBeFocused();
  await page.keyboard.type(text);
  await page.keyboard.press('Enter');
}

const embedded = [
  { slug: 'tamar-valley-mazda', template: 'heritage', termsRequired: true },
  { slug: 'top-end-isuzu', template: 'outback', termsRequired: false },
];

for (const { slug, template, termsRequired } of embedded) {
  test(`${slug} (${template}): the embedded chat, by keyboard alone, delivers the car's enquiry`, async ({
    page,
  }, testInfo) => {
    const liveChat = watchLiveChat(page);
    const leadAnswer = await noteLeads(page);
    const response = await openCarInStock(page, testInfo, slug);
    // The embedded chat needs nothing from outside: the policy admits no provider.
    expect((await response?.headerValue('content-security-policy')) ?? '').not.toContain(
      'livechatinc',
    );
    const carTitle = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';

    const chatButton = page.getByRole('button', { name: 'Chat Now' });
    await tabTo(page, chatButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Chat with us' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText(`What would you like to know about the ${carTitle}?`),
    ).toBeVisible();
    expect(await axeViolations(page), 'the chat as it opens').toEqual([]);

    // Closed with Escape, the focus is back on the button; Enter opens it again.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(chatButton).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();

    // A wrong answer is refused with core's message and the error list's heading.
    await reply(page, /^Your message/, 'Is it still available? Chat journey.');
    await reply(page, /^First name/, 'Casey');
    await reply(page, /^Email/, 'casey@');
    const errors = dialog.getByRole('alert');
    await expect(errors).toContainText('Please fix the following errors:');
    await expect(errors).toContainText(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(await axeViolations(page), 'the chat with an error').toEqual([]);
    await page.keyboard.press('ControlOrMeta+A');
    await reply(page, /^Email/, 'casey.chat@example.com');
    await reply(page, /^Phone/, '0412 345 678');
    await reply(page, /^Postcode/, '7250');

    // The last step: opt-in ticked, the terms where the site requires them, then Send.
    const optIn = dialog.getByRole('checkbox', {
      name: 'Email me similar stock and latest offers.',
    });
    await expect(optIn).toBeFocused();
    await expect(optIn).toBeChecked();
    if (termsRequired) {
      const terms = dialog.getByRole('checkbox', { name: /I agree to the terms of use/ });
      await tabTo(page, terms);
      await page.keyboard.press('Space');
      await expect(terms).toBeChecked();
    }
    const send = dialog.getByRole('button', { name: 'Send enquiry' });
    await tabTo(page, send);
    expect(await axeViolations(page), 'the chat ready to send').toEqual([]);
    await page.keyboard.press('Enter');
    // An answered lead goes on to /success, as the enquiry form does (docs/rules.md#chat).
    const { status, leadId, sent } = await leadAnswer();
    expect(status).toBe(201);
    expect(sent.car_id).toBeTruthy();
    expect(sent.userData).toMatchObject({
      category: 'Vehicle Enquiry',
      subcategory: 'Chat Enquiry',
      name: 'Casey',
      email: 'casey.chat@example.com',
      postcode: '7250',
      ...(termsRequired ? { terms_conditions: true } : {}),
    });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeViolations(page), 'the success page after the chat').toEqual([]);

    // The dealer receives the car's enquiry, marked as a chat.
    await expect
      .poll(
        async () =>
          (await deliveriesFor(dataDirOf(test.info()), leadId)).some((d) => {
            const text = deliveryText(d);
            return text.includes('Chat Enquiry') && text.includes('casey.chat@example.com');
          }),
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(liveChat).toEqual([]);
  });
}

test.describe('capital-mitsubishi (metro): LiveChat', () => {
  test('its script is requested only on the click; offline, the embedded chat opens and says so', async ({
    page,
  }, testInfo) => {
    const liveChat = watchLiveChat(page);
    // Offline or blocked: the script cannot be fetched.
    await page.route(LIVECHAT, (route) => route.abort('internetdisconnected'));
    const response = await openCarInStock(page, testInfo, 'capital-mitsubishi');
    const csp = (await response?.headerValue('content-security-policy')) ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/cdn\.livechatinc\.com/);
    expect(csp).toMatch(/connect-src [^;]*wss:\/\/\*\.livechatinc\.com/);
    await page.waitForTimeout(500);
    // Nothing of LiveChat's on first paint.
    expect(liveChat).toEqual([]);

    const chatButton = page.getByRole('button', { name: 'Chat Now' });
    await tabTo(page, chatButton);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Chat with us' });
    await expect(dialog).toBeVisible();
    expect(liveChat).toEqual(['https://cdn.livechatinc.com/tracking.js']);
    await expect(
      dialog.getByText(/^LiveChat could not be reached just now, so you are chatting with us here/),
    ).toBeVisible();
    // Nothing lost: the shopper asks here instead.
    await expect(dialog.getByLabel(/^Your message/)).toBeFocused();
    expect(await axeViolations(page), 'the fallback chat').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(chatButton).toBeFocused();
  });

  test('once its script loads, the chat button opens the LiveChat window', async ({
    page,
  }, testInfo) => {
    const liveChat = watchLiveChat(page);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    // A stand-in for LiveChat's tracking script (the demo runs offline): it
    // takes the widget's queue as the real one does and records each call.
    await page.route(LIVECHAT, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `(function () {
          var widget = window.LiveChatWidget;
          window.__liveChatCalls = [];
          widget._h = function (method, args) { window.__liveChatCalls.push([method].concat(args)); };
          widget._q.splice(0).forEach(function (entry) { widget._h(entry[0], entry[1]); });
          window.__liveChatLicense = window.__lc && window.__lc.license;
        })();`,
      }),
    );
    await openCarInStock(page, testInfo, 'capital-mitsubishi');
    expect(liveChat).toEqual([]);
    await page.getByRole('button', { name: 'Chat Now' }).click();
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __liveChatCalls?: unknown[] }).__liveChatCalls),
      )
      .toEqual([['call', 'maximize']]);
    expect(
      await page.evaluate(
        () => (window as unknown as { __liveChatLicense?: number }).__liveChatLicense,
      ),
    ).toBe(19012345);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(violations).toEqual([]);
  });
});
