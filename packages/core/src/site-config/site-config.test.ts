import { describe, expect, it } from 'vitest';
import { financeProviders } from '../car/car';
import {
  defaultNavigation,
  platformDefaults,
  publicSiteConfig,
  publicSiteConfigSchema,
  type SiteConfigInput,
  siteConfigSchema,
  siteServerSchema,
} from './site-config';
import { templateNames, templateRegistry } from './template-registry';

const minimal: SiteConfigInput = {
  slug: 'acme-motors',
  template: 'metro',
  name: 'Acme Motors',
  dealership_id: 41,
  address: { street: '10 Example Road', city: 'Brisbane', state: 'QLD', postcode: '4000' },
  dealerships: ['acme-motors'],
};

describe('the template registry', () => {
  it('is the list a site may name: every registered template is accepted, others refused', () => {
    expect(templateNames).toEqual(Object.keys(templateRegistry));
    for (const template of templateNames) {
      expect(siteConfigSchema.safeParse({ ...minimal, template }).success, template).toBe(true);
    }
    const wrong = siteConfigSchema.safeParse({ ...minimal, template: 'Metro' });
    expect(wrong.success).toBe(false);
  });
});

describe('platform defaults', () => {
  it('message is required by default', () => {
    expect(platformDefaults.lead_form.message_required).toBe(true);
  });
  it('the terms checkbox is off by default (required on some dealerships)', () => {
    expect(platformDefaults.lead_form.terms_checkbox_required).toBe(false);
  });
  it("reserve deposit label defaults to '$200'", () => {
    expect(platformDefaults.reserve.deposit_label).toBe('$200');
  });
  it('reserve is off and the checkout route is "checkout" by default', () => {
    expect(platformDefaults.reserve.allowed).toBe(false);
    expect(platformDefaults.reserve.checkout_route).toBe('checkout');
  });
  it('cars path defaults to /search', () => {
    expect(platformDefaults.cars_path).toBe('/search');
  });
  it('main search page size defaults to 21 and facet limits to 20 and 40', () => {
    expect(platformDefaults.search.page_size).toBe(21);
    expect(platformDefaults.search.facet_limit).toBe(20);
    expect(platformDefaults.search.max_facet_limit).toBe(40);
  });
  it('search cache keeps about 10 queries', () => {
    expect(platformDefaults.search.cache_size).toBe(10);
  });
  it('price-ascending keeps zero prices and popular-makes headings are off by default', () => {
    expect(platformDefaults.search.price_asc_excludes_zero).toBe(false);
    expect(platformDefaults.search.popular_makes_headings).toBe(false);
  });
  it('sold-car window is 3 days and new-tag window 8 days', () => {
    expect(platformDefaults.search.sold_window_days).toBe(3);
    expect(platformDefaults.tags.new_window_days).toBe(8);
  });
  it('electric/hybrid tag is off and no make has a certified program by default', () => {
    expect(platformDefaults.tags.electric_hybrid).toBe(false);
    expect(platformDefaults.tags.certified_make).toBeNull();
  });
  it('minimum rating defaults to 4', () => {
    expect(platformDefaults.reviews.minimum_rating).toBe(4);
  });
  it("finance button label defaults to 'Get Finance' and there is no provider", () => {
    expect(platformDefaults.finance_button_label).toBe('Get Finance');
    expect(platformDefaults.finance_provider).toBeNull();
  });
  it('default state is qld', () => {
    expect(platformDefaults.default_state).toBe('qld');
  });
  it('service booking frame is 1000 wide and 510 high with no address', () => {
    expect(platformDefaults.service_booking).toEqual({ url: null, width: 1000, height: 510 });
  });
  it('there is no popup and no emergency banner by default', () => {
    expect(platformDefaults.popup).toBeNull();
    expect(platformDefaults.emergency_banner).toBeNull();
  });
  it('a site lists all car types and cars (not caravans) by default', () => {
    expect(platformDefaults.search.car_types).toEqual(['new', 'used', 'demo']);
    expect(platformDefaults.search.item_types).toEqual(['car']);
  });
  it('default navigation is Home, Models, Offers, Our Stock, Service and Parts, Company, Finance', () => {
    expect(platformDefaults.navigation.map((item) => item.label)).toEqual([
      'Home',
      'Models',
      'Offers',
      'Our Stock',
      'Service and Parts',
      'Company',
      'Finance',
    ]);
    expect(platformDefaults.navigation[3]?.href).toBe('/search');
  });
  it('the default Models item shows the Models dropdown and Company the Locations dropdown', () => {
    expect(
      platformDefaults.navigation.flatMap((item) =>
        item.dropdown ? [[item.label, item.dropdown]] : [],
      ),
    ).toEqual([
      ['Models', 'models'],
      ['Company', 'locations'],
    ]);
  });
  it('server settings hold no search keys and no lead destinations by default', () => {
    expect(platformDefaults.server).toEqual({
      search: null,
      maps: null,
      payments: null,
      trade_in: null,
      leads: { webhook_urls: [], emails: [], dealerships: {} },
    });
  });
  it('a trade-in provider takes exactly one of its key and its key variable', () => {
    const withKey = (trade_in: unknown) =>
      siteConfigSchema.safeParse({ ...minimal, server: { trade_in } }).success;
    expect(withKey({ provider: 'autograb', api_key_env: 'AUTOGRAB_KEY' })).toBe(true);
    expect(withKey({ provider: 'autograb', api_key: 'k' })).toBe(true);
    expect(withKey({ provider: 'autograb' })).toBe(false);
    expect(withKey({ provider: 'autograb', api_key: 'k', api_key_env: 'AUTOGRAB_KEY' })).toBe(
      false,
    );
  });
  it("a group's stores may each take their own leads, only stores of the site", () => {
    const group = { ...minimal, dealerships: ['group-north', 'group-south'] };
    const config = siteConfigSchema.parse({
      ...group,
      server: { leads: { dealerships: { 'group-south': { emails: ['south@group.example'] } } } },
    });
    expect(config.server.leads.dealerships).toEqual({
      'group-south': { webhook_urls: [], emails: ['south@group.example'] },
    });
    const wrong = siteConfigSchema.safeParse({
      ...group,
      server: { leads: { dealerships: { 'other-store': { emails: ['x@y.example'] } } } },
    });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]).toMatchObject({
      path: ['server', 'leads', 'dealerships', 'other-store'],
      message: 'is not one of group-north, group-south',
    });
  });
});

describe('defaultNavigation', () => {
  it('points Our Stock at the given cars path', () => {
    expect(defaultNavigation('/used-cars').find((i) => i.label === 'Our Stock')?.href).toBe(
      '/used-cars',
    );
  });
  it('returns a fresh list each call', () => {
    const a = defaultNavigation();
    a.pop();
    expect(defaultNavigation()).toHaveLength(7);
  });
});

describe('siteConfigSchema', () => {
  it('a minimal site gets every default', () => {
    const config = siteConfigSchema.parse(minimal);
    expect(config.slug).toBe('acme-motors');
    expect(config.dealership_id).toBe('41');
    expect(config.address.state).toBe('qld');
    expect(config.finance_provider).toBeNull();
    expect(config.search.page_size).toBe(21);
    expect(config.stock.count).toBe(0);
    expect(config.navigation).toHaveLength(7);
  });

  it.each(financeProviders)('accepts finance provider %s', (provider) => {
    expect(
      siteConfigSchema.parse({ ...minimal, finance_provider: provider }).finance_provider,
    ).toBe(provider);
  });

  it('accepts buy-online as the checkout route', () => {
    const config = siteConfigSchema.parse({
      ...minimal,
      reserve: { checkout_route: 'buy-online' },
    });
    expect(config.reserve.checkout_route).toBe('buy-online');
  });

  it('an empty location_type means sales', () => {
    const config = siteConfigSchema.parse({
      ...minimal,
      locations: [
        { id: 1, name: 'Sales', location_type: '', dealership_slug: 'acme-motors' },
        { id: 2, name: 'Yard', dealership_slug: 'acme-motors' },
        { id: 3, name: 'Workshop', location_type: 'Service', dealership_slug: 'acme-motors' },
      ],
    });
    expect(config.locations.map((l) => l.location_type)).toEqual(['sales', 'sales', 'service']);
  });

  describe('slug is a DNS label', () => {
    it.each(['a', 'acme-motors', 'a1-b2', 'x'.repeat(63)])('accepts %s', (slug) => {
      expect(siteConfigSchema.safeParse({ ...minimal, slug }).success).toBe(true);
    });
    it.each(['', '-acme', 'acme-', 'Acme', 'acme_motors', 'acme.motors', 'x'.repeat(64)])(
      'rejects %j',
      (slug) => {
        expect(siteConfigSchema.safeParse({ ...minimal, slug }).success).toBe(false);
      },
    );
  });

  it('accepts Australian phone numbers with spaces and rejects short ones', () => {
    const withPhone = (phone: string) =>
      siteConfigSchema.safeParse({
        ...minimal,
        locations: [{ id: 1, name: 'Sales', dealership_slug: 'acme-motors', phone }],
      }).success;
    expect(withPhone('02 5550 1234')).toBe(true);
    expect(withPhone('0491 570 156')).toBe(true);
    expect(withPhone('1300 555 012')).toBe(true);
    expect(withPhone('02 5550 123')).toBe(false);
    expect(withPhone('5550 1234')).toBe(false);
  });

  it('rejects a postcode that is not exactly 4 digits', () => {
    const withPostcode = (postcode: string) =>
      siteConfigSchema.safeParse({ ...minimal, address: { ...minimal.address, postcode } }).success;
    expect(withPostcode('4000')).toBe(true);
    expect(withPostcode('400')).toBe(false);
    expect(withPostcode('40000')).toBe(false);
  });

  it('page size accepts 1 and 100 and rejects 0 and 101', () => {
    const withSize = (page_size: number) =>
      siteConfigSchema.safeParse({ ...minimal, search: { page_size } }).success;
    expect(withSize(1)).toBe(true);
    expect(withSize(100)).toBe(true);
    expect(withSize(0)).toBe(false);
    expect(withSize(101)).toBe(false);
  });

  it('minimum rating accepts 0 to 5 only', () => {
    const withRating = (minimum_rating: number) =>
      siteConfigSchema.safeParse({ ...minimal, reviews: { minimum_rating } }).success;
    expect(withRating(0)).toBe(true);
    expect(withRating(5)).toBe(true);
    expect(withRating(5.5)).toBe(false);
    expect(withRating(-1)).toBe(false);
  });

  it('facet limit may equal the max facet limit but not exceed it', () => {
    const withLimits = (facet_limit: number, max_facet_limit: number) =>
      siteConfigSchema.safeParse({ ...minimal, search: { facet_limit, max_facet_limit } }).success;
    expect(withLimits(40, 40)).toBe(true);
    expect(withLimits(41, 40)).toBe(false);
  });

  it('a popup takes image, title, description, button text, link and an optional expiry', () => {
    const config = siteConfigSchema.parse({
      ...minimal,
      popup: {
        image: '/images/eofy.jpg',
        title: 'EOFY Sale',
        description: 'Runout prices on every 2025 model.',
        button_text: 'See offers',
        link: '/special-offers',
        expiry: '2026-06-30',
      },
    });
    expect(config.popup?.expiry).toBe('2026-06-30');
    expect(
      siteConfigSchema.safeParse({
        ...minimal,
        popup: { image: '/a.jpg', title: 'T', button_text: 'B', link: '/', expiry: '2026-13-01' },
      }).success,
    ).toBe(false);
  });

  it("an emergency banner links to service booking with 'Book a Service' by default", () => {
    const config = siteConfigSchema.parse({
      ...minimal,
      emergency_banner: { message: 'Flood update: our workshop is closed today.' },
    });
    expect(config.emergency_banner).toEqual({
      message: 'Flood update: our workshop is closed today.',
      link: '/service#service-booking',
      link_label: 'Book a Service',
    });
  });

  it('rejects an unknown key instead of ignoring it', () => {
    expect(siteConfigSchema.safeParse({ ...minimal, finance_provder: 'Taurus' }).success).toBe(
      false,
    );
  });
});

describe('publicSiteConfig', () => {
  const secrets = {
    search: { host: 'search-host.example', app_id: 'APPID123', api_key: 'secret-key-987' },
    leads: {
      webhook_urls: ['https://hooks.example/leads/abc-secret-token'],
      emails: ['leads-inbox@acme.example'],
    },
  };

  it('no secret survives in the public config', () => {
    const config = siteConfigSchema.parse({ ...minimal, server: secrets });
    const text = JSON.stringify(publicSiteConfig(config));
    for (const secret of [
      'search-host.example',
      'APPID123',
      'secret-key-987',
      'abc-secret-token',
      'leads-inbox@acme.example',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect('server' in publicSiteConfig(config)).toBe(false);
  });

  it('keeps everything else, and leaves the full config untouched', () => {
    const config = siteConfigSchema.parse({ ...minimal, server: secrets });
    const { server, ...rest } = config;
    expect(publicSiteConfig(config)).toEqual(rest);
    expect(config.server).toEqual(server);
    expect(config.server.search?.api_key).toBe('secret-key-987');
  });

  it('a hosted search given by key variable, host and index keeps them all out too', () => {
    const config = siteConfigSchema.parse({
      ...minimal,
      server: {
        search: {
          app_id: 'APPID123',
          api_key_env: 'ACME_SEARCH_KEY_VAR',
          host: 'http://127.0.0.1:7700',
          index_name: 'Acme_cars_secret_index',
        },
      },
    });
    expect(config.server.search).toEqual({
      app_id: 'APPID123',
      api_key: null,
      api_key_env: 'ACME_SEARCH_KEY_VAR',
      host: 'http://127.0.0.1:7700',
      index_name: 'Acme_cars_secret_index',
    });
    const text = JSON.stringify(publicSiteConfig(config));
    for (const secret of [
      'APPID123',
      'ACME_SEARCH_KEY_VAR',
      '127.0.0.1',
      'Acme_cars_secret_index',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('maps keys (geocoding and embed) stay out of the public config', () => {
    const config = siteConfigSchema.parse({
      ...minimal,
      server: { maps: { geocoding_key: 'geo-secret-1', embed_key_env: 'ACME_MAPS_EMBED_KEY' } },
    });
    expect(config.server.maps).toEqual({
      geocoding_key: 'geo-secret-1',
      geocoding_key_env: null,
      embed_key: null,
      embed_key_env: 'ACME_MAPS_EMBED_KEY',
    });
    const text = JSON.stringify(publicSiteConfig(config));
    expect(text).not.toContain('geo-secret-1');
    expect(text).not.toContain('ACME_MAPS_EMBED_KEY');
  });

  it('a maps key given both itself and by variable is refused, naming the field', () => {
    const result = siteConfigSchema.safeParse({
      ...minimal,
      server: { maps: { geocoding_key: 'k', geocoding_key_env: 'GEO_KEY' } },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['server', 'maps', 'geocoding_key_env'],
      message: 'cannot be given together with geocoding_key: keep one of the two',
    });
  });

  it('the public schema accepts the public config and refuses a server key', () => {
    const config = siteConfigSchema.parse({ ...minimal, server: secrets });
    expect(publicSiteConfigSchema.safeParse(publicSiteConfig(config)).success).toBe(true);
    expect(publicSiteConfigSchema.safeParse(config).success).toBe(false);
  });
});

describe('the payments provider', () => {
  const stripe = { provider: 'stripe', publishable_key: 'pk_test_1' };

  it('takes each secret itself or from the variable that holds it', () => {
    const config = siteServerSchema.parse({
      payments: { ...stripe, secret_key_env: 'ACME_STRIPE_KEY', webhook_secret: 'whsec_1' },
    });
    expect(config.payments).toMatchObject({
      secret_key_env: 'ACME_STRIPE_KEY',
      webhook_secret: 'whsec_1',
      currency: 'aud',
    });
  });

  it('refuses a missing secret and a secret given twice', () => {
    const missing = siteServerSchema.safeParse({ payments: { ...stripe, webhook_secret: 'w' } });
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(['payments.secret_key']);
    const twice = siteServerSchema.safeParse({
      payments: { ...stripe, secret_key: 's', secret_key_env: 'S', webhook_secret: 'w' },
    });
    expect(twice.error?.issues.map((i) => i.path.join('.'))).toEqual(['payments.secret_key_env']);
  });
});
