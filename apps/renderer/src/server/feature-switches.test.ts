import type http from 'node:http';
import { fileURLToPath } from 'node:url';
import {
  type Car,
  featurePageOf,
  featurePages,
  type Model,
  modelRangeOf,
  modelSchema,
  newCarMakesOf,
  type Offer,
  offerPagePath,
  offerSchema,
  offersOfSite,
  type SiteConfig,
} from '@forecourt/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteRegistry } from '../site-registry/hosts';
import { defaultSitesDir, loadSites } from '../site-registry/load-sites';
import {
  closeServer,
  type HostAnswer,
  listenOnFreePort,
  quietConsole,
  requestByHost,
} from '../testing/http-client';
import { createMemoryServices, testCar } from '../testing/memory-services';
import { childText, parseXml } from '../testing/xml';
import { createApp, type RendererApp } from './app';

// docs/rules.md#feature-switches, walked over every demo site as its file has it and
// with every switch the other way: each feature page answers 404 exactly when its
// switch is off or the site has nothing for it, the sitemap lists it exactly when the
// site has it, and neither the home page nor the search page links to one it has not.

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Every switch of the site the other way, under a slug of its own. */
function switchedOver(site: SiteConfig): SiteConfig {
  return {
    ...site,
    slug: `${site.slug}-over`,
    domains: [],
    features: {
      ...site.features,
      trade_in: !site.features.trade_in,
      test_drive: !site.features.test_drive,
      finance: !site.features.finance,
    },
    reserve: { ...site.reserve, allowed: !site.reserve.allowed },
  };
}

let sites: SiteConfig[] = [];
let models: Model[] = [];
let offers: Offer[] = [];
const carOf = new Map<string, Car>();
let app: RendererApp;
let server: http.Server;
let port: number;
let restoreConsole = () => {};

const request = (site: SiteConfig, path: string): Promise<HostAnswer> =>
  requestByHost(port, `${site.slug}.localhost:${port}`, path);

beforeAll(async () => {
  const loaded = await loadSites(defaultSitesDir);
  if (!loaded.ok) throw new Error(loaded.problems.join('\n'));
  sites = [...loaded.sites, ...loaded.sites.map(switchedOver)];
  // A model and an offer of every make a demo site sells new. The offers of the first
  // franchise's make leave out its website, so one site has a range but no offers.
  const makes = [...new Set(loaded.sites.flatMap((s) => newCarMakesOf(s) ?? []))];
  const rangeNoOffers = loaded.sites.find((s) => s.manufacturer !== null && s.website_id);
  models = makes.map((make, i) =>
    modelSchema.parse({
      id: String(800 + i),
      name: `${make} One`,
      slug: `${make.toLowerCase()}-one`,
      manufacturer_name: make,
    }),
  );
  offers = makes.map((make, i) =>
    offerSchema.parse({
      id: String(900 + i),
      name: `${make} drive away`,
      manufacturer: make,
      excluded_website_ids:
        make === rangeNoOffers?.manufacturer ? [rangeNoOffers.website_id ?? ''] : [],
    }),
  );
  // One car each site sells, for its reserve page.
  sites.forEach((site, i) => {
    const car = testCar({
      id: String(i + 1),
      slug: `${site.slug}-car-${i + 1}`,
      make: 'Toyota',
      model: 'Hilux',
      dealership_slug: site.dealerships[0] ?? site.slug,
      car_type: site.search.car_types.includes('used') ? 'used' : site.search.car_types[0],
    });
    carOf.set(site.slug, { ...car, item_type: site.search.item_types[0] ?? 'car' });
  });
  restoreConsole = quietConsole();
  app = await createApp({
    root,
    mode: 'development',
    registry: createSiteRegistry(sites),
    services: createMemoryServices([...carOf.values()], { models, offers }),
    now: () => new Date('2026-11-22T00:00:00Z'),
    log: () => {},
  });
  ({ server, port } = await listenOnFreePort(app.handle));
}, 120_000);

afterAll(async () => {
  await closeServer(server);
  await app?.close();
  restoreConsole();
});

/** What the site has, read from its file and the data without the feature-page map. */
function expected(site: SiteConfig) {
  const range = modelRangeOf(site, models);
  const shown = offersOfSite(offers, site);
  const has = {
    tradeIn: site.features.trade_in,
    testDrive: site.features.test_drive,
    finance: site.features.finance,
    reserve: site.reserve.allowed,
    range: range.length > 0,
    offers: shown.length > 0,
  };
  const car = carOf.get(site.slug)?.slug ?? '';
  const pages: [string, boolean][] = [
    ['/models', has.range],
    [`/models/${(range[0] ?? models[0])?.slug}`, has.range],
    ['/special-offers', has.offers],
    [offerPagePath(shown[0] ?? (offers[0] as Offer)), has.offers],
    ['/trade-in', has.tradeIn],
    ['/sell-your-car', has.tradeIn],
    ['/cars/trade-in', has.tradeIn],
    ['/finance', has.finance],
    [site.finance_enquiry_path, has.finance],
    ['/finance-pre-approval', has.finance],
    ['/book-test-drive', has.testDrive],
    [`/cars/${car}/${site.reserve.checkout_route}`, has.reserve],
  ];
  return { has, pages: new Map(pages) };
}

/** Every address a page links to on its own site (paths, without fragment). */
function linksOf(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"#]*)/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&'));
}

describe('every switch on every demo site', () => {
  it('covers every page of the map, and the demo sites cover both answers of each', () => {
    const walked = sites.flatMap((site) =>
      [...expected(site).pages.keys()].map((path) => featurePageOf(path)?.path),
    );
    expect(new Set(walked)).toEqual(new Set(featurePages.map((p) => p.path)));
    const answers = sites.map((s) => expected(s).has);
    for (const key of ['tradeIn', 'testDrive', 'finance', 'reserve', 'range', 'offers'] as const) {
      expect(new Set(answers.map((a) => a[key])), key).toEqual(new Set([true, false]));
    }
  });

  it('each feature page answers 404 exactly when the site does not have it', async () => {
    const wrong: string[] = [];
    for (const site of sites) {
      for (const [path, has] of expected(site).pages) {
        const answer = await request(site, path);
        if (answer.status !== (has ? 200 : 404)) {
          wrong.push(`${site.slug} ${path}: ${answer.status}, expected ${has ? 200 : 404}`);
        } else if (!has && !answer.text.includes('Page not found')) {
          wrong.push(`${site.slug} ${path}: not the site's 404 page`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 600_000);

  it('the sitemap lists each page of its own exactly when the site has it', async () => {
    const wrong: string[] = [];
    for (const site of sites) {
      const xml = (await request(site, '/sitemap.xml')).text;
      const listed = new Set(
        parseXml(xml).children.map((url) => new URL(childText(url, 'loc') ?? '').pathname),
      );
      for (const [path, has] of expected(site).pages) {
        const page = featurePageOf(path);
        if (!page?.listed || page.path !== path) continue;
        if (listed.has(path) !== has) wrong.push(`${site.slug} ${path}: listed ${!has}`);
      }
      for (const path of listed) {
        const known = expected(site).pages.get(path);
        if (known === false) wrong.push(`${site.slug} lists ${path}, which it does not have`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('the home and search pages (navigation, banners, tiles) link only to pages the site has', async () => {
    const wrong: string[] = [];
    for (const site of sites) {
      const { pages } = expected(site);
      for (const path of ['/', site.cars_path]) {
        const page = await request(site, path);
        expect(page.status, `${site.slug} ${path}`).toBe(200);
        for (const link of linksOf(page.text)) {
          const entry = featurePageOf(link);
          if (!entry) continue;
          // The walked address of the link's page, or of its family (a model's, an offer's).
          const target = link.split('?')[0]?.replace(/(.)\/$/, '$1') ?? '';
          const has =
            pages.get(target) ??
            [...pages].find(([walked]) => featurePageOf(walked) === entry)?.[1];
          if (has !== true) wrong.push(`${site.slug} ${path} links to ${link}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('Red Gum, with no new cars, links to neither Models nor Offers; Tamar Valley has no trade-in', async () => {
    const redGum = sites.find((s) => s.slug === 'red-gum-used-cars') as SiteConfig;
    const home = linksOf((await request(redGum, '/')).text);
    expect(home).not.toContain('/models');
    expect(home).not.toContain('/special-offers');
    expect((await request(redGum, '/models')).status).toBe(404);
    const tamar = sites.find((s) => s.slug === 'tamar-valley-mazda') as SiteConfig;
    expect((await request(tamar, '/trade-in')).status).toBe(404);
    expect((await request(tamar, '/sell-your-car')).status).toBe(404);
  }, 60_000);
});
