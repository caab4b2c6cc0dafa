import { describe, expect, it } from 'vitest';
import {
  availableLinks,
  featureOfPath,
  featurePageOf,
  featurePages,
  listedFeaturePages,
  pageAvailable,
  pageUnavailableReason,
  type SitePages,
  type SitePagesSite,
  sitePages,
} from './feature-pages';
import { platformDefaults } from './site-config';

// docs/rules.md#feature-switches: a page needs its switch on, and a page that lists
// the site's data needs something to list.

const everything: SitePages = {
  features: {
    reserveAllowed: true,
    tradeInAllowed: true,
    testDriveAllowed: true,
    financeAllowed: true,
    callAllowed: true,
    chatAllowed: true,
  },
  content: { 'model-range': true, offers: true },
};

const without = (
  off: Partial<SitePages['features']>,
  content: Partial<SitePages['content']> = {},
): SitePages => ({
  features: { ...everything.features, ...off },
  content: { ...everything.content, ...content },
});

describe('the feature-page map', () => {
  it('names each switch a page needs, by its path, a link to it, or its family', () => {
    expect(featureOfPath('/trade-in')).toBe('tradeInAllowed');
    expect(featureOfPath('/sell-your-car/')).toBe('tradeInAllowed');
    expect(featureOfPath('/cars/trade-in?car_id=7')).toBe('tradeInAllowed');
    expect(featureOfPath('/finance-pre-approval#form')).toBe('financeAllowed');
    expect(featureOfPath('/apply-for-finance')).toBe('financeAllowed');
    expect(featureOfPath('/book-test-drive/?car_id=3')).toBe('testDriveAllowed');
    expect(featureOfPath('/cars/kia-sportage-12/checkout')).toBe('reserveAllowed');
    expect(featureOfPath('/cars/kia-sportage-12/buy-online')).toBe('reserveAllowed');
  });

  it('knows the pages that list the site’s data, and every page under them', () => {
    expect(featurePageOf('/models')?.content).toBe('model-range');
    expect(featurePageOf('/models/sportage')?.content).toBe('model-range');
    expect(featurePageOf('/special-offers')?.content).toBe('offers');
    expect(featurePageOf('/offers/kia/55')?.content).toBe('offers');
  });

  it('leaves out every other page and links elsewhere', () => {
    for (const href of [
      '/',
      '/search',
      '/service#service-booking',
      '/cars/kia-sportage-12',
      '/cars/kia-sportage-12/checkout/extra',
      '/trade-in/extra',
      'https://www.example.com/trade-in',
      '//www.example.com/trade-in',
    ]) {
      expect(featurePageOf(href), href).toBeNull();
    }
  });
});

describe('a page is available when its switch is on and the site has what it lists', () => {
  it('every page, with every switch on and content of each kind', () => {
    for (const page of featurePages) {
      expect(pageAvailable(everything, page.path.replace('*', 'a-car')), page.path).toBe(true);
    }
  });

  it('a switch off takes out exactly the pages that need it', () => {
    for (const page of featurePages) {
      if (page.needs === null) continue;
      const path = page.path.replace('*', 'a-car');
      expect(pageAvailable(without({ [page.needs]: false }), path), path).toBe(false);
      expect(pageUnavailableReason(without({ [page.needs]: false }), path)).toEqual({
        needs: page.needs,
      });
    }
    const tradeInOff = without({ tradeInAllowed: false });
    expect(pageAvailable(tradeInOff, '/finance')).toBe(true);
    expect(pageAvailable(tradeInOff, '/book-test-drive')).toBe(true);
  });

  it('a site with no model range has no /models page nor a model’s; no offers, no offers pages', () => {
    const noRange = without({}, { 'model-range': false });
    expect(pageAvailable(noRange, '/models')).toBe(false);
    expect(pageAvailable(noRange, '/models/sportage')).toBe(false);
    expect(pageAvailable(noRange, '/special-offers')).toBe(true);
    const noOffers = without({}, { offers: false });
    expect(pageAvailable(noOffers, '/special-offers')).toBe(false);
    expect(pageAvailable(noOffers, '/offers/kia/55')).toBe(false);
    expect(pageUnavailableReason(noOffers, '/special-offers')).toEqual({ content: 'offers' });
    expect(pageAvailable(noOffers, '/models')).toBe(true);
  });

  it('a page outside the map is always available', () => {
    const nothing = without(
      {
        reserveAllowed: false,
        tradeInAllowed: false,
        testDriveAllowed: false,
        financeAllowed: false,
      },
      { 'model-range': false, offers: false },
    );
    expect(pageAvailable(nothing, '/service')).toBe(true);
    expect(pageAvailable(nothing, '/about-us')).toBe(true);
  });

  it('the sitemap lists the pages of their own the site has, never a car’s or a redirect', () => {
    expect(listedFeaturePages(everything)).toEqual([
      '/models',
      '/special-offers',
      '/trade-in',
      '/sell-your-car',
      '/finance',
      '/finance-pre-approval',
      '/book-test-drive',
    ]);
    expect(listedFeaturePages(without({ financeAllowed: false }, { offers: false }))).toEqual([
      '/models',
      '/trade-in',
      '/sell-your-car',
      '/book-test-drive',
    ]);
  });

  it('a banner keeps the links whose pages the site has', () => {
    const links = [{ href: '/special-offers' }, { href: '/service' }, { href: '/sell-your-car' }];
    expect(availableLinks(links, without({ tradeInAllowed: false }, { offers: false }))).toEqual([
      { href: '/service' },
    ]);
  });
});

describe("a site's pages, from its configuration and the platform's data", () => {
  const site = (over: Partial<SitePagesSite>): SitePagesSite => ({
    ...platformDefaults,
    dealerships: ['acme'],
    manufacturer: null,
    ...over,
  });
  const models = [{ manufacturer_name: 'Kia' }, { manufacturer_name: 'Mazda' }];
  const offers = [
    { manufacturer: 'Kia', excluded_website_ids: [] },
    { manufacturer: { name: 'Mazda' }, excluded_website_ids: ['1009'] },
  ];

  it('a franchise has its make’s range and offers', () => {
    const kia = sitePages(site({ manufacturer: 'Kia', website_id: '1001' }), { models, offers });
    expect(kia.content).toEqual({ 'model-range': true, offers: true });
  });

  it('a used-car dealer has neither, whatever the catalogue holds', () => {
    const used = site({
      manufacturer: null,
      search: { ...platformDefaults.search, car_types: ['used'] },
    });
    expect(sitePages(used, { models, offers }).content).toEqual({
      'model-range': false,
      offers: false,
    });
  });

  it('a site every offer of its make excludes has no offers', () => {
    const mazda = sitePages(site({ manufacturer: 'Mazda', website_id: '1009' }), {
      models,
      offers,
    });
    expect(mazda.content).toEqual({ 'model-range': true, offers: false });
  });

  it('reads the switches from the merged configuration', () => {
    const off = sitePages(
      site({ features: { ...platformDefaults.features, trade_in: false, test_drive: false } }),
      { models: [], offers: [] },
    );
    expect(off.features.tradeInAllowed).toBe(false);
    expect(off.features.testDriveAllowed).toBe(false);
    expect(off.features.financeAllowed).toBe(true);
  });
});
