import { describe, expect, it } from 'vitest';
import { type LocationsDropdownItem, locationsDropdown } from '../location/location-rules';
import type { SitePages } from './feature-pages';
import { defaultNavigation, type NavItem, navItemSchema } from './site-config';
import { siteNavigation } from './site-navigation';

// The Models dropdown grouped by body category and the Locations
// dropdown with each location's phone, filled into the items of the navigation that
// name them (docs/rules.md#model-range).

const models = [
  { label: 'RAV4', href: '/models/rav4', group: 'SUV' },
  { label: 'HiLux', href: '/models/hilux', group: 'Utes' },
];
const locations: LocationsDropdownItem[] = locationsDropdown([
  {
    id: '2',
    name: 'Acme Service',
    slug: 'acme-service',
    location_type: 'service',
    contact_detail: { phone: '07 3000 2222', landline_phone: null },
  },
  {
    id: '1',
    name: 'Acme Sales',
    slug: 'acme-sales',
    location_type: 'sales',
    contact_detail: { phone: null, landline_phone: null },
  },
]);
const pages: SitePages = {
  features: {
    reserveAllowed: false,
    tradeInAllowed: true,
    testDriveAllowed: true,
    financeAllowed: true,
    callAllowed: true,
    chatAllowed: false,
  },
  content: { 'model-range': true, offers: true },
};
const item = (label: string) => {
  const found = siteNavigation(defaultNavigation(), { models, locations, pages }).find(
    (i) => i.label === label,
  );
  if (!found) throw new Error(`no ${label}`);
  return found;
};

describe('site navigation dropdowns', () => {
  it('the default Models item drops down the range by body category, then All models', () => {
    expect(item('Models')).toEqual({
      label: 'Models',
      href: '/models',
      children: [
        { label: 'RAV4', href: '/models/rav4', group: 'SUV' },
        { label: 'HiLux', href: '/models/hilux', group: 'Utes' },
        { label: 'All models', href: '/models' },
      ],
    });
  });

  it('the default Company item lists its pages, then each location with its phone under Locations (sales first)', () => {
    expect(item('Company').children).toEqual([
      { label: 'About Us', href: '/about-us' },
      { label: 'Dealerships', href: '/dealerships' },
      { label: 'Careers', href: '/careers' },
      { label: 'Contact', href: '/contact' },
      { label: 'Acme Sales', href: '/contact-us/acme-sales', group: 'Locations' },
      {
        label: 'Acme Service',
        href: '/contact-us/acme-service',
        group: 'Locations',
        phone: '07 3000 2222',
      },
    ]);
  });

  it('a site with no locations keeps the links it configured', () => {
    const configured = defaultNavigation().map((i) => ({
      label: i.label,
      href: i.href,
      children: i.children,
    }));
    expect(siteNavigation(defaultNavigation(), { models: [], locations: [], pages })).toEqual(
      configured,
    );
  });

  it('an item of its own may show the locations, without a heading over them', () => {
    const navigation: NavItem[] = [
      navItemSchema.parse({ label: 'Locations', href: '/dealerships', dropdown: 'locations' }),
    ];
    expect(siteNavigation(navigation, { models, locations, pages })[0]?.children).toEqual([
      { label: 'Acme Sales', href: '/contact-us/acme-sales' },
      { label: 'Acme Service', href: '/contact-us/acme-service', phone: '07 3000 2222' },
    ]);
  });

  it('a Models item whose children already link to its page gets no second All models link', () => {
    const navigation = [
      navItemSchema.parse({
        label: 'Our Range',
        href: '/models',
        dropdown: 'models',
        children: [{ label: 'Every model', href: '/models' }],
      }),
    ];
    expect(siteNavigation(navigation, { models, locations, pages })[0]?.children).toEqual([
      { label: 'Every model', href: '/models' },
      ...models,
    ]);
  });

  it('a navigation item may only name the models or locations dropdown', () => {
    expect(
      navItemSchema.safeParse({ label: 'Offers', href: '/special-offers', dropdown: 'offers' })
        .success,
    ).toBe(false);
  });
});

// docs/rules.md#feature-switches: the navigation links only to pages the site has.
describe('site navigation follows the site’s pages', () => {
  const labels = (over: Partial<SitePages['features']>, content: Partial<SitePages['content']>) =>
    siteNavigation(defaultNavigation(), {
      models: [],
      locations,
      pages: {
        features: { ...pages.features, ...over },
        content: { ...pages.content, ...content },
      },
    }).map((i) => i.label);

  it('leaves out Models without a model range and Offers without offers', () => {
    expect(labels({}, { 'model-range': false, offers: false })).toEqual([
      'Home',
      'Our Stock',
      'Service and Parts',
      'Company',
      'Finance',
    ]);
  });

  it('leaves out Finance when the site takes no finance enquiries', () => {
    expect(labels({ financeAllowed: false }, {})).not.toContain('Finance');
  });

  it('leaves out a link whose switch is off, keeping the rest of its item', () => {
    const navigation = [
      navItemSchema.parse({
        label: 'Buy',
        href: '/search',
        children: [
          { label: 'Book a test drive', href: '/book-test-drive/' },
          { label: 'Value my car', href: '/trade-in' },
          { label: 'Pre-approval', href: '/finance-pre-approval' },
        ],
      }),
    ];
    const shown = siteNavigation(navigation, {
      models: [],
      locations: [],
      pages: {
        ...pages,
        features: { ...pages.features, testDriveAllowed: false, tradeInAllowed: false },
      },
    });
    expect(shown).toEqual([
      {
        label: 'Buy',
        href: '/search',
        children: [{ label: 'Pre-approval', href: '/finance-pre-approval' }],
      },
    ]);
  });
});
