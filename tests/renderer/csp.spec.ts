import { expect, type Page, test } from '@playwright/test';
import { siteUrl } from './sites';

// The Content-Security-Policy allows no inline script but Vike's own (with this
// response's nonce). Loading real pages and watching for violations proves the
// pages satisfy it and still hydrate.

type Violation = { directive: string; blocked: string; sample: string };

async function watchViolations(
  page: Page,
): Promise<{ violations: Violation[]; consoleErrors: string[] }> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __cspViolations: Violation[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  return { violations: [], consoleErrors };
}

// One page of every kind, spread over the templates. On the dev server (a smoke subset,
// playwright.config.ts) these are the checks that each kind of page is served, hydrates
// and keeps to the policy there too.
const pages = [
  { slug: 'harbour-motor-group', path: '/' },
  { slug: 'harbour-motor-group', path: '/search/used-cars' },
  { slug: 'harbour-motor-group', path: '/dealerships' },
  { slug: 'harbour-motor-group', path: '/favourites' },
  { slug: 'red-gum-used-cars', path: '/' },
  { slug: 'red-gum-used-cars', path: '/contact' },
  { slug: 'tamar-valley-mazda', path: '/finance' },
  { slug: 'tamar-valley-mazda', path: '/special-offers' },
  { slug: 'tamar-valley-mazda', path: '/cars/no-such-car' },
  { slug: 'coral-coast-kia', path: '/models' },
  { slug: 'coral-coast-kia', path: '/book-test-drive/' },
];

async function expectCleanHydration(page: Page, watch: { consoleErrors: string[] }) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-template', /^[a-z]+$/);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations: Violation[] }).__cspViolations,
  );
  expect(violations).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
}

for (const { slug, path } of pages) {
  test(`${slug}${path} loads and hydrates without a CSP violation`, async ({ page }, testInfo) => {
    const watch = await watchViolations(page);
    const response = await page.goto(siteUrl(testInfo, slug, path));
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]{16,}'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await expectCleanHydration(page, watch);
  });
}

// Pages whose address comes from the data: a car, an offer, a model and a location,
// each reached by the link a shopper follows.
const linked = [
  {
    slug: 'ironbark-nissan',
    from: '/search',
    link: '[data-slot="car-card"] .fc-card__heading a',
    url: /\/cars\//,
  },
  {
    slug: 'tamar-valley-mazda',
    from: '/special-offers',
    link: '[data-slot="offer-card"] .fc-card__heading a',
    url: /\/offers\//,
  },
  {
    slug: 'coral-coast-kia',
    from: '/models',
    link: '[data-slot="model-card"] .fc-card__heading a',
    url: /\/models\//,
  },
  {
    slug: 'harbour-motor-group',
    from: '/dealerships',
    link: 'a[href^="/contact-us/"]',
    url: /\/contact-us\//,
  },
];

for (const { slug, from, link, url } of linked) {
  test(`${slug}: the page a link on ${from} leads to loads and hydrates without a CSP violation`, async ({
    page,
  }, testInfo) => {
    await page.goto(siteUrl(testInfo, slug, from));
    await page.waitForLoadState('networkidle');
    const watch = await watchViolations(page);
    await page.locator(link).first().click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectCleanHydration(page, watch);
  });
}

test('an injected inline script without the nonce is blocked', async ({ page }, testInfo) => {
  await watchViolations(page);
  await page.goto(siteUrl(testInfo, 'harbour-motor-group', '/'));
  await page.waitForLoadState('networkidle');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
    await new Promise((r) => setTimeout(r, 50));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations: Violation[] }).__cspViolations,
  );
  expect(violations.map((v) => v.directive)).toContain('script-src-elem');
});

test('a page reached by a link loads and hydrates under the policy', async ({ page }, testInfo) => {
  const watch = await watchViolations(page);
  await page.goto(siteUrl(testInfo, 'harbour-motor-group', '/'));
  await page.waitForLoadState('networkidle');
  // Pages are served whole (no client router): a marker on window is gone
  // after following a link, and the new page's scripts (nonce-carrying) run.
  await page.evaluate(() => {
    (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
  });
  await page.getByRole('link', { name: 'Finance', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Finance');
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBeUndefined();
  await page.waitForLoadState('networkidle');
  // Hydrated: the header's dropdown opens, which only React does.
  const company = page.getByRole('button', { name: 'Company' });
  await company.click();
  await expect(company).toHaveAttribute('aria-expanded', 'true');
  const violations = await page.evaluate(
    () => (window as unknown as { __cspViolations: Violation[] }).__cspViolations,
  );
  expect(violations).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
});
