import { type Car, carSchema, type SiteConfig, siteConfigSchema } from '@forecourt/core';
import { searchStateFromUrl } from '@forecourt/search';
import { describe, expect, it } from 'vitest';
import {
  carPageCar,
  carPageSite,
  carStructuredData,
  jsonLd,
  requestOrigin,
  similarSearchHref,
} from './car-page';

const now = new Date('2026-11-22T00:00:00Z');

function site(overrides: Record<string, unknown> = {}): SiteConfig {
  return siteConfigSchema.parse({
    slug: 'acme-motors',
    template: 'metro',
    name: 'Acme Motors',
    dealership_id: 41,
    address: { street: '10 Example Road', city: 'Brisbane', state: 'qld', postcode: '4000' },
    dealerships: ['acme-motors'],
    domains: ['www.acme.example'],
    locations: [
      {
        id: 1,
        name: 'Acme Motors Sales',
        location_type: 'sales',
        dealership_slug: 'acme-motors',
        phone: '07 5550 1234',
      },
    ],
    finance_provider: 'Angle',
    reserve: { allowed: true, deposit_label: '$250', checkout_route: 'buy-online' },
    server: {
      search: { host: 'search.example', app_id: 'APP-SECRET', api_key: 'KEY-SECRET' },
      leads: { webhook_urls: ['https://hooks.example/SECRET'], emails: ['leads@acme.example'] },
    },
    ...overrides,
  });
}

function car(overrides: Record<string, unknown> = {}): Car {
  return carSchema.parse({
    id: '7',
    slug: '2021-toyota-hilux-sr5-7',
    name: '2021 Toyota Hilux SR5',
    year: 2021,
    make: 'Toyota',
    model: 'Hilux',
    badge: 'SR5',
    car_type: 'used',
    status: 'in_stock',
    km: 42100,
    price: 38990,
    created_at: '2026-11-01T00:00:00Z',
    dealership_id: 41,
    dealership_slug: 'acme-motors',
    location_id: 1,
    vin: 'MR0FZ22G401234567',
    description: 'One owner </script><script>alert(1)</script> & full history.',
    primary_image_url: '/media/cars/7/0.svg',
    images: [0, 1, 2].map((n) => ({ image: { url: `/media/cars/7/${n}.svg` } })),
    payment_processors: [{ name: 'Stripe', reserve_price: 500, enabled: true }],
    autograb_data: { average_market_price: 41000, state_average_market_price: 40500 },
    finance_lenders: {
      Angle: {
        interestRate: 8.95,
        comparisonRate: 9.45,
        paymentWeek: 123,
        disclaimer: 'Angle lender disclaimer',
      },
      Taurus: { interestRate: 7.5, comparisonRate: 8.1, paymentWeek: 99 },
    },
    ...overrides,
  });
}

describe('carPageCar', () => {
  it('sends the core’s verdicts, never the lender table, valuation or processors', () => {
    const page = carPageCar(car(), site(), now);
    expect(page.finance?.payment?.text).toBe('$123 per week');
    expect(page.finance?.provider).toBe('Angle');
    expect(page.belowMarket?.savingText).toBe('$1,510');
    expect(page.reserveDeposit).toBe('$500');
    expect(page.dealer).toEqual({
      name: 'Acme Motors Sales',
      location: 'Acme Motors Sales',
      phone: '07 5550 1234',
    });
    expect(page.images.map((i) => i.src)).toEqual([
      '/images/media/cars/7/0.svg?w=1280&q=80',
      '/images/media/cars/7/1.svg?w=1280&q=80',
      '/images/media/cars/7/2.svg?w=1280&q=80',
    ]);
    const sent = JSON.stringify(page);
    for (const field of [
      'finance_lenders',
      'autograb',
      'payment_processors',
      'Taurus',
      'Stripe',
      'custom_rank',
      'show_on_dealer_website',
    ]) {
      expect(sent).not.toContain(field);
    }
  });

  it('hides finance on a Suzuki site and tags a sold car as sold', () => {
    const page = carPageCar(
      car({ status: 'sold' }),
      site({ manufacturer: 'Suzuki', finance_provider: 'Taurus' }),
      now,
    );
    expect(page.finance).toBeNull();
    expect(page.displayTag).toEqual({ kind: 'sold', label: 'Sold' });
  });
});

describe('carPageSite', () => {
  it("Buttons on a car: trade-in, test drive, finance and call follow the site's switches", () => {
    const flags = carPageSite(
      car(),
      site({ features: { trade_in: false, test_drive: false, finance: false, call: false } }),
    );
    expect(flags.buttons).toEqual({
      reserveAllowed: true,
      tradeInAllowed: false,
      testDriveAllowed: false,
      financeAllowed: false,
      callAllowed: false,
      chatAllowed: false,
    });
  });

  it('carries the site’s reserve, finance label and similar search, and no secret', () => {
    const flags = carPageSite(car(), site({ finance_button_label: 'Caravan Finance' }));
    expect(flags).toEqual({
      buttons: {
        reserveAllowed: true,
        tradeInAllowed: true,
        testDriveAllowed: true,
        financeAllowed: true,
        callAllowed: true,
        chatAllowed: false,
      },
      financeButtonLabel: 'Caravan Finance',
      checkoutRoute: 'buy-online',
      similarHref: '/search/toyota/hilux',
      carsPath: '/search',
      chat: null,
    });
    expect(JSON.stringify(flags)).not.toContain('SECRET');
  });

  it('Car detail: the chat a site configures reaches the page, its licence the only account detail', () => {
    const embedded = carPageSite(car(), site({ chat: { provider: 'embedded' } }));
    expect(embedded.buttons.chatAllowed).toBe(true);
    expect(embedded.chat).toEqual({ kind: 'embedded' });
    const live = carPageSite(car(), site({ chat: { provider: 'livechat', license: '12345678' } }));
    expect(live.chat).toEqual({
      kind: 'provider',
      provider: 'livechat',
      name: 'LiveChat',
      scriptUrl: 'https://cdn.livechatinc.com/tracking.js',
      account: '12345678',
    });
  });

  it('searches for similar cars under the site’s cars path, reading back to the same make and model', () => {
    expect(similarSearchHref({ make: 'Toyota', model: 'Land Cruiser' }, '/stock')).toBe(
      '/stock/toyota/land-cruiser',
    );
    const href = similarSearchHref({ make: 'Mercedes-Benz', model: 'C 300' }, '/stock');
    expect(href.startsWith('/stock')).toBe(true);
    expect(searchStateFromUrl(href, { basePath: '/stock' }).refinements).toEqual({
      make: ['Mercedes-Benz'],
      model: ['C 300'],
    });
  });
});

describe('carStructuredData', () => {
  it('is a schema.org Car with its offer, and cannot end its script element early', () => {
    const data = carStructuredData(car(), site(), 'https://www.acme.example');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2021 Toyota Hilux SR5',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'Hilux',
      vehicleIdentificationNumber: 'MR0FZ22G401234567',
      mileageFromOdometer: { value: 42100, unitCode: 'KMT' },
      offers: {
        '@type': 'Offer',
        price: 38990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        seller: { '@type': 'AutoDealer', name: 'Acme Motors Sales' },
      },
    });
    expect(data.image).toContain('https://www.acme.example/images/media/cars/7/0.svg?w=1280&q=80');
    const text = jsonLd(data);
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });

  it('leaves the price out when the page does not show one, and marks a sold car', () => {
    const data = carStructuredData(car({ price: 0, status: 'sold' }), site(), '');
    expect(data.offers).toMatchObject({ availability: 'https://schema.org/SoldOut' });
    expect(data.offers).not.toHaveProperty('price');
  });
});

describe('requestOrigin', () => {
  it('is https on a production domain and as asked in the demo', () => {
    expect(requestOrigin('www.acme.example', site())).toBe('https://www.acme.example');
    expect(requestOrigin('acme-motors.localhost:3000', site())).toBe(
      'http://acme-motors.localhost:3000',
    );
    expect(requestOrigin('evil.example/"><script>', site())).toBe('https://www.acme.example');
  });
});
