import { describe, expect, it } from 'vitest';
import { type LocationsDropdownItem, locationsDropdown } from '../location/location-rules';
import { defaultNavigation, type NavItem, navItemSchema } from './site-config';
import { siteNavigation } from './site-navigation';

// SPEC §2 Screens: the Models dropdown grouped by body category and the Locations
// dropdown with each location's phone, filled into the items of the navigation that
// name them.

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
const item = (label: string) => {
  const found = siteNavigation(defaultNavigation(), { models, locations }).find(
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

  it('a site with no model range or no locations keeps the links it configured', () => {
    const configured = defaultNavigation().map((i) => ({
      label: i.label,
      href: i.href,
      children: i.children,
    }));
    expect(siteNavigation(defaultNavigation(), { models: [], locations: [] })).toEqual(configured);
  });

  it('an item of its own may show the locations, without a heading over them', () => {
    const navigation: NavItem[] = [
      navItemSchema.parse({ label: 'Locations', href: '/dealerships', dropdown: 'locations' }),
    ];
    expect(siteNavigation(navigation, { models, locations })[0]?.children).toEqual([
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
    expect(siteNavigation(navigation, { models, locations })[0]?.children).toEqual([
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
