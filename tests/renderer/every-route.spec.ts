import { readdirSync, readFileSync } from 'node:fs';
import {
  contentPagePaths,
  locationSlugOf,
  type SiteConfig,
  type SiteConfigInput,
  siteConfigSchema,
} from '@forecourt/core';
import { expect, type TestInfo, test } from '@playwright/test';

// Every route (docs/rules.md#routes) on every demo site answers with
// a page of its own, or 404 where the site has no such page; none draws the generic
// page shell (its heading over 'Talk to our team about anything on this page'); and an
// unknown id or slug is 404. Pages are asked for over HTTP as a browser would, redirects
// followed, so the whole matrix (about 400 addresses) takes seconds.

/** What the generic page shell says under its heading (pages/content, a route not built). */
const SHELL_WORDS = 'Talk to our team about anything on this page';

/** What the models and offers pages say when the site has nothing for them. */
const NOTHING_WORDS = ['We do not sell new cars here', 'There are no special offers right now'];

const sites: SiteConfig[] = readdirSync(new URL('../../sites/', import.meta.url))
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) =>
    siteConfigSchema.parse(
      JSON.parse(
        readFileSync(new URL(`../../sites/${file}`, import.meta.url), 'utf8'),
      ) as SiteConfigInput,
    ),
  );

type Answer = { status: number; body: string; url: string };

async function visit(
  request: import('@playwright/test').APIRequestContext,
  testInfo: TestInfo,
  slug: string,
  path: string,
): Promise<Answer> {
  // Node does not resolve *.localhost as Chromium does: ask loopback, naming the site.
  const port = testInfo.project.metadata.port as number;
  const response = await request.get(`http://127.0.0.1:${port}${path}`, {
    headers: { host: `${slug}.localhost:${port}` },
    maxRedirects: 5,
  });
  return { status: response.status(), body: await response.text(), url: response.url() };
}

/**
 * The most images a page may name for preloading. React preloads every image it
 * draws eagerly (not lazy, not low priority), the first ten of them at the top of the page
 * in the order it draws them; an eager logo or a second list's first photo then competes
 * with the photo a shopper sees first on a phone's connection (the search filters' make
 * logos, each home stock row and every model of the first group all did). Two: a photo
 * and, on the models page, the second of its row.
 */
const MAX_IMAGE_PRELOADS = 2;

/** What is wrong with an answer to a route (docs/rules.md#routes), or null: 200 or 404, never the shell. */
function problemOf(answer: Answer, path: string): string | null {
  if (answer.body.includes(SHELL_WORDS)) return `${path}: the generic page shell`;
  if (answer.status !== 200 && answer.status !== 404) return `${path}: ${answer.status}`;
  const preloads = answer.body.match(/<link rel="preload" as="image"/g)?.length ?? 0;
  if (preloads > MAX_IMAGE_PRELOADS) {
    return `${path}: ${preloads} images preloaded (at most ${MAX_IMAGE_PRELOADS})`;
  }
  return null;
}

for (const site of sites) {
  test(`${site.slug}: every route is a page of its own or 404, never the shell`, async ({
    request,
  }, testInfo) => {
    const port = testInfo.project.metadata.port as number;
    const search = await request.post(`http://127.0.0.1:${port}/api/search`, {
      data: { hitsPerPage: 1, filters: { refinements: { status: ['in_stock'] }, ranges: {} } },
      headers: { host: `${site.slug}.localhost:${port}` },
    });
    const car = ((await search.json()) as { hits: { id: string; slug: string }[] }).hits[0];
    const paths = [
      '/',
      site.cars_path,
      '/search/new-cars',
      '/search/used-cars',
      '/search/demo-cars',
      '/search/new-used-and-demo-cars',
      '/search/new-and-demo-cars',
      ...(car
        ? [
            `/cars/${car.slug}`,
            `/cars/${car.slug}/${site.reserve.checkout_route}`,
            `/cars/trade-in?car_id=${car.id}`,
          ]
        : []),
      '/trade-in',
      '/sell-your-car',
      '/finance',
      site.finance_enquiry_path,
      '/finance-pre-approval',
      '/success',
      '/special-offers',
      '/service',
      '/parts/search',
      '/vehicle-parts-and-accessories',
      '/contact',
      '/dealerships',
      ...site.locations.map((location) => `/contact-us/${locationSlugOf(location.name)}`),
      '/book-test-drive/',
      '/models',
      ...contentPagePaths,
      '/careers',
      ...site.campaigns.map((campaign) => campaign.path),
    ];
    // Every problem is listed at once, so a failure names each route still to build.
    const problems: string[] = [];
    for (const path of paths) {
      const answer = await visit(request, testInfo, site.slug, path);
      // A campaign past its last day is gone (410), and says so without the shell.
      if (answer.status === 410 && site.campaigns.some((c) => c.path === path)) {
        if (answer.body.includes(SHELL_WORDS)) problems.push(`${path}: the generic page shell`);
        continue;
      }
      const problem = problemOf(answer, path);
      if (problem) problems.push(problem);
    }
    expect(
      problems,
      `${site.slug}: routes that are not pages of their own, or preload too many images`,
    ).toEqual([]);
    // The offers and models the site lists each lead to a page of their own.
    for (const list of ['/special-offers', '/models']) {
      const answer = await visit(request, testInfo, site.slug, list);
      const hrefs = [...answer.body.matchAll(/href="(\/(?:offers|models)\/[^"#?]+)"/g)]
        .map((m) => m[1] as string)
        .slice(0, 3);
      for (const href of hrefs) {
        const page = await visit(request, testInfo, site.slug, href);
        expect(page.status, `${site.slug}${href}`).toBe(200);
        expect(page.body.includes(SHELL_WORDS), `${site.slug}${href}`).toBe(false);
      }
    }
    // docs/rules.md#feature-switches: every link of the header's navigation leads to a
    // page the site has, never to a 404 or a page that says it has nothing.
    const home = await visit(request, testInfo, site.slug, '/');
    const header = /<header[\s\S]*?<\/header>/.exec(home.body)?.[0] ?? '';
    const navLinks = new Set([...header.matchAll(/href="(\/[^"#?]*)/g)].map((m) => m[1] as string));
    expect(navLinks.size, `${site.slug}: links in the header`).toBeGreaterThan(1);
    for (const href of navLinks) {
      const page = await visit(request, testInfo, site.slug, href);
      expect(page.status, `${site.slug}: the menu's ${href}`).toBe(200);
      for (const words of NOTHING_WORDS) {
        expect(page.body.includes(words), `${site.slug}: the menu's ${href} has nothing`).toBe(
          false,
        );
      }
    }
    // Unknown ids and slugs are 404.
    for (const path of [
      '/cars/no-such-car-00000',
      '/offers/999999999',
      '/offers/kia/999999999',
      '/models/no-such-model',
      '/contact-us/no-such-location',
      '/brands/no-such-brand',
      '/no-such-page',
    ]) {
      const answer = await visit(request, testInfo, site.slug, path);
      expect(answer.status, `${site.slug}${path}`).toBe(404);
    }
  });
}
