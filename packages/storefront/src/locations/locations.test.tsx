import { INVALID_POSTCODE_MESSAGE, type LeadSubmission } from '@forecourt/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testClient, testStorefront } from '../car/testing';
import { type Storefront, StorefrontProvider } from '../context';
import { EmailUsButton } from './email-us';
import { LocationDetail } from './location-detail';
import { LocationHero } from './location-hero';
import { LocationList } from './location-list';
import { OpeningHours } from './opening-hours';
import type { LocationDetailView, LocationSummaryView } from './types';

// The locations widgets against an in-memory storefront: the order, hours and
// ratings are core's (worked out by the renderer); these tests check the widgets
// show them, switch and send as docs/rules.md#location-pages says.

async function expectNoAxeViolations(node: Element = document.body): Promise<void> {
  const results = await axe.run(node, {
    iframes: false,
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
}

function wrap(storefront: Storefront) {
  return ({ children }: { children: ReactNode }) => (
    <StorefrontProvider value={storefront}>{children}</StorefrontProvider>
  );
}

function summary(
  id: string,
  name: string,
  extra: Partial<LocationSummaryView> = {},
): LocationSummaryView {
  const slug = name.toLowerCase().replace(/ /g, '-');
  return {
    id,
    slug,
    name,
    href: `/contact-us/${slug}`,
    type: 'sales',
    typeLabel: 'Sales',
    address: `1 Main Street, Town ${id}`,
    phone: { text: '02 5550 1010', href: 'tel:0255501010' },
    image: { src: `/media/maps/${slug}.svg`, alt: `Map of ${name}` },
    map: { src: `/media/maps/${slug}.svg`, alt: `Map of ${name}` },
    directionsHref: `https://www.google.com/maps/search/?api=1&query=${id}`,
    point: null,
    today: { hours: '8:30 AM - 5:30 PM', status: 'Open now until 5:30 PM', state: 'open' },
    emailUs: { name, dealershipSlug: 'harbour-toyota', category: 'Sales Enquiry' },
    ...extra,
  };
}

// Sydney (Homebush), Brisbane and Perth showrooms, in the site's order.
const locations = [
  summary('1', 'Harbour Toyota Sales', { point: { lat: -33.8652, long: 151.082 } }),
  summary('2', 'Brisbane Showroom', { point: { lat: -27.4698, long: 153.0251 } }),
  summary('3', 'Perth Showroom', { point: { lat: -31.9505, long: 115.8605 } }),
];

const cardNames = () =>
  screen.getAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('LocationList', () => {
  describe('given three showrooms and a postcode box', () => {
    it('lists the cards in the given order, each with Get Directions in a new tab', async () => {
      render(<LocationList locations={locations} />, { wrapper: wrap(testStorefront()) });
      expect(cardNames()).toEqual(['Harbour Toyota Sales', 'Brisbane Showroom', 'Perth Showroom']);
      const directions = screen.getByRole('link', {
        name: 'Get Directions to Harbour Toyota Sales (opens in a new tab)',
      });
      expect(directions.getAttribute('target')).toBe('_blank');
      expect(directions.getAttribute('rel')).toBe('noopener noreferrer');
      expect(directions.getAttribute('href')).toBe(locations[0]?.directionsHref);
      await expectNoAxeViolations();
    });

    it('an invalid postcode gets the postcode message; a valid one orders the cards nearest first', async () => {
      const user = userEvent.setup();
      const geocodePostcode = vi.fn(async (postcode: string) =>
        postcode === '6000'
          ? { ok: true as const, lat: -31.95, lng: 115.86 }
          : { ok: false as const, error: 'Invalid postcode' },
      );
      render(<LocationList locations={locations} />, {
        wrapper: wrap(testStorefront({ client: testClient({ geocodePostcode }) })),
      });
      const field = screen.getByRole('textbox', { name: /Postcode/ });
      expect(field.getAttribute('maxlength')).toBe('4');
      await user.type(field, '60');
      await user.click(screen.getByRole('button', { name: 'Find nearest' }));
      await waitFor(() => expect(screen.getAllByText(INVALID_POSTCODE_MESSAGE).length).toBe(2));
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(geocodePostcode).not.toHaveBeenCalled();
      await expectNoAxeViolations();

      await user.clear(field);
      await user.type(field, '6000{Enter}');
      await waitFor(() => expect(cardNames()[0]).toBe('Perth Showroom'));
      expect(cardNames()).toEqual(['Perth Showroom', 'Harbour Toyota Sales', 'Brisbane Showroom']);
      expect(geocodePostcode).toHaveBeenCalledWith('6000');
      expect(field.getAttribute('aria-invalid')).toBeNull();
      expect(
        screen.getByRole('heading', { name: 'Our locations, nearest to 6000 first' }),
      ).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe(
        'Locations ordered by distance from 6000, nearest first.',
      );
      // Perth to the Perth showroom is under a kilometre; to Homebush some 3,290 km.
      const [perth, sydney] = screen.getAllByRole('article');
      expect(perth?.querySelector('[data-slot="location-distance"]')?.textContent).toMatch(/ m$/);
      expect(sydney?.querySelector('[data-slot="location-distance"]')?.textContent).toMatch(
        /^3,2\d\d km$/,
      );
    });

    it("a postcode the maps service cannot place says 'Invalid postcode' and keeps the site's order", async () => {
      const user = userEvent.setup();
      render(<LocationList locations={locations} />, { wrapper: wrap(testStorefront()) });
      await user.type(screen.getByRole('textbox', { name: /Postcode/ }), '0001{Enter}');
      await waitFor(() =>
        expect(screen.getAllByText('Invalid postcode').length).toBeGreaterThan(0),
      );
      expect(cardNames()[0]).toBe('Harbour Toyota Sales');
    });
  });
});

const hoursOf = (weekdays: string, saturday: string) => [
  { days: 'Monday - Friday', hours: weekdays },
  { days: 'Saturday', hours: saturday },
  { days: 'Sunday', hours: 'Closed', closed: true },
];

const departments = [
  {
    department: 'sales' as const,
    label: 'Sales',
    rows: hoursOf('8:30 AM - 5:30 PM', '9:00 AM - 4:00 PM'),
  },
  {
    department: 'service' as const,
    label: 'Service',
    rows: hoursOf('7:30 AM - 5:30 PM', 'Closed'),
  },
  {
    department: 'parts' as const,
    label: 'Parts',
    rows: hoursOf('8:00 AM - 5:00 PM', '8:00 AM - 12:00 PM'),
  },
];

const holidays = [
  {
    date: '2026-12-25',
    dateLabel: 'Friday 25 December 2026',
    department: 'all' as const,
    departmentLabel: 'All departments',
    status: 'Closed' as const,
    hours: 'Closed',
  },
  {
    date: '2026-12-26',
    dateLabel: 'Saturday 26 December 2026',
    department: 'sales' as const,
    departmentLabel: 'Sales',
    status: 'Open' as const,
    hours: '10:00 AM - 4:00 PM',
  },
];

const weekdayHours = () =>
  within(screen.getByRole('tabpanel')).getByRole('row', { name: /Monday - Friday/ }).textContent;

describe('OpeningHours', () => {
  it('the department tabs switch on click and with the arrow keys, and the hours change', async () => {
    const user = userEvent.setup();
    render(
      <OpeningHours
        locationName="Harbour Toyota Sales"
        departments={departments}
        holidays={holidays}
      />,
    );
    const tabs = screen.getByRole('tablist', { name: 'Department' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Sales', 'Service', 'Parts']);
    expect(weekdayHours()).toContain('8:30 AM - 5:30 PM');
    await user.click(screen.getByRole('tab', { name: 'Service' }));
    expect(weekdayHours()).toContain('7:30 AM - 5:30 PM');
    // Keyboard: the arrow moves to Parts and shows its hours.
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toBe('Parts');
    expect(weekdayHours()).toContain('8:00 AM - 5:00 PM');
    await expectNoAxeViolations();
  });

  it("opens on the location's own department", () => {
    render(
      <OpeningHours
        locationName="Harbour Toyota Service"
        departments={departments}
        defaultDepartment="service"
      />,
    );
    expect(screen.getByRole('tab', { name: 'Service' }).getAttribute('aria-selected')).toBe('true');
  });

  it('one department is a table without tabs', () => {
    render(<OpeningHours locationName="Kia" departments={departments.slice(0, 1)} />);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('table', { name: 'Sales opening hours' })).toBeTruthy();
  });

  it('the holiday opening hours dialog lists the dates, departments and hours', async () => {
    const user = userEvent.setup();
    render(
      <OpeningHours
        locationName="Harbour Toyota Sales"
        departments={departments}
        holidays={holidays}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Holiday opening hours' }));
    const dialog = await screen.findByRole('dialog', { name: 'Holiday opening hours' });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Friday 25 December 2026All departmentsClosed',
      'Saturday 26 December 2026Sales10:00 AM - 4:00 PM',
    ]);
    await expectNoAxeViolations();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement?.textContent).toBe('Holiday opening hours');
  });
});

describe('EmailUsButton', () => {
  it('opens the enquiry addressed to the location and sends it there, with no location to choose', async () => {
    const user = userEvent.setup();
    const submitLead = vi.fn(async (_: LeadSubmission) => ({ lead_id: 'L9' }));
    const storefront = testStorefront({
      client: testClient({ submitLead }),
      site: {
        slug: 'harbour',
        name: 'Harbour Motor Group',
        privacyPolicyHref: '/privacy-policy',
        dealershipId: '100',
        websiteId: '1001',
        carsPath: '/search',
        lead: {
          messageRequired: true,
          termsRequired: false,
          locations: [
            {
              value: 'Harbour Toyota Sales',
              label: 'Harbour Toyota Sales',
              dealershipSlug: 'harbour-toyota',
            },
            {
              value: 'Harbour Kia Auburn',
              label: 'Harbour Kia Auburn',
              dealershipSlug: 'harbour-kia',
            },
          ],
          dealerships: [],
          serviceLocations: [],
        },
      },
    });
    render(
      <EmailUsButton
        location={{
          name: 'Harbour Toyota Service',
          dealershipSlug: 'harbour-toyota',
          category: 'Service Enquiry',
        }}
      />,
      { wrapper: wrap(storefront) },
    );
    await user.click(screen.getByRole('button', { name: 'Email Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Us' });
    await waitFor(() => expect(dialog.querySelector('form')).not.toBeNull());
    expect(within(dialog).getByText('To Harbour Toyota Service')).toBeTruthy();
    expect(within(dialog).queryByLabelText(/^Location/)).toBeNull();
    // The category select (the kit's Radix select) starts at the location's department's.
    expect(within(dialog).getByRole('combobox', { name: /^Enquiry type/ }).textContent).toContain(
      'Service Enquiry',
    );
    await user.type(within(dialog).getByLabelText(/^Message/), 'Can I book a service next week?');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.type(await within(dialog).findByLabelText(/^First name/), 'Alex');
    await user.type(within(dialog).getByRole('textbox', { name: /^Email/ }), 'alex@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone/ }), '0412 345 678');
    await user.type(within(dialog).getByLabelText(/^Postcode/), '2140');
    await user.click(within(dialog).getByRole('button', { name: 'Send enquiry' }));
    await waitFor(() => expect(submitLead).toHaveBeenCalledTimes(1));
    const sent = submitLead.mock.calls[0]?.[0];
    expect(sent?.car_id).toBeNull();
    expect(sent?.userData).toMatchObject({
      category: 'Service Enquiry',
      location: 'Harbour Toyota Service',
      dealership_slug: 'harbour-toyota',
    });
    await waitFor(() =>
      expect(storefront.track).toHaveBeenCalledWith(expect.objectContaining({ eventId: 22 })),
    );
  });
});

const detail: LocationDetailView = {
  ...summary('1', 'Harbour Toyota Sales', { point: { lat: -33.8652, long: 151.082 } }),
  interactiveMapUrl: null,
  hours: departments[0] ?? null,
  rating: { show: true, average: 4.6, count: 128, countLabel: '128 reviews' },
  reviews: [{ author: 'Sam L.', rating: 5, text: 'No pressure at all.', when: '2 weeks ago' }],
  licences: [{ label: 'Dealer licence', value: 'MD 12345' }],
  departments,
  defaultDepartment: 'sales',
  holidays,
};

describe('LocationDetail', () => {
  it('shows the rating, address, licence, phone, hours with departments and the reviews', async () => {
    render(<LocationDetail location={detail} />, { wrapper: wrap(testStorefront()) });
    expect(screen.getByText('4.6 out of 5 from 128 reviews')).toBeTruthy();
    expect(screen.getByText('MD 12345')).toBeTruthy();
    expect(screen.getByText('Dealer licence')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Call Harbour Toyota Sales on 02 5550 1010' }),
    ).toBeTruthy();
    expect(screen.getByRole('tablist', { name: 'Department' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Map of Harbour Toyota Sales' })).toBeTruthy();
    expect(screen.getByText('No pressure at all.')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('a rating at or under the minimum shows no stars', () => {
    render(<LocationDetail location={{ ...detail, rating: { show: false }, reviews: [] }} />, {
      wrapper: wrap(testStorefront()),
    });
    expect(screen.queryByText(/out of 5/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Reviews' })).toBeNull();
  });
});

describe('LocationHero', () => {
  it('has the map, hours, phone, Email Us, Get Directions and a contact button', async () => {
    render(<LocationHero location={detail} />, { wrapper: wrap(testStorefront()) });
    const hero = screen.getByRole('region', { name: 'Harbour Toyota Sales' });
    expect(within(hero).getByRole('img', { name: 'Map of Harbour Toyota Sales' })).toBeTruthy();
    expect(within(hero).getByRole('table', { name: 'Sales opening hours' })).toBeTruthy();
    expect(within(hero).getByRole('button', { name: 'Email Us' })).toBeTruthy();
    expect(
      within(hero)
        .getByRole('link', { name: /^Get Directions/ })
        .getAttribute('target'),
    ).toBe('_blank');
    expect(
      within(hero)
        .getByRole('link', { name: 'Contact Us at Harbour Toyota Sales' })
        .getAttribute('href'),
    ).toBe('/contact-us/harbour-toyota-sales');
    await expectNoAxeViolations();
  });
});
