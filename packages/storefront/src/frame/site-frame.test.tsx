import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, renderInStorefront } from '../search/testing';
import { type FrameSite, SiteFrame } from './site-frame';

const address = { street: '1 Main St', city: 'Brisbane', state: 'QLD', postcode: '4000' };
const site: FrameSite = {
  slug: 'acme-motors',
  name: 'Acme Motors',
  navigation: [
    { label: 'Home', href: '/', children: [] },
    { label: 'Our Stock', href: '/search', children: [] },
    {
      label: 'Service and Parts',
      href: '/service',
      children: [
        { label: 'Book a service', href: '/service' },
        { label: 'Parts', href: '/parts' },
      ],
    },
  ],
  address,
  locations: [
    { id: '1', name: 'Acme Sales', location_type: 'sales', phone: '07 3000 0000', address },
  ],
  phoneBanner: [{ key: 'sales', label: 'Sales', phone: '07 3000 0000', href: 'tel:0730000000' }],
};

describe('SiteFrame', () => {
  it.each([
    ['bar', 'Our locations'],
    ['masthead', 'Visit us'],
    ['strip', 'Find us'],
  ] as const)(
    'draws the %s header with the skip link, site name, navigation and footer',
    async (header, heading) => {
      render(
        <SiteFrame settings={{ header, locationsHeading: heading }} site={site}>
          <p>page</p>
        </SiteFrame>,
      );
      expect(screen.getByRole('link', { name: 'Skip to content' }).getAttribute('href')).toBe(
        '#main',
      );
      expect(screen.getByRole('link', { name: 'Acme Motors' })).toBeTruthy();
      expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
      expect(screen.getAllByRole('link', { name: '07 3000 0000' }).length).toBeGreaterThan(0);
      await expectNoAxeViolations();
    },
  );

  it("names a franchise site's make under the site name, when the template asks for it", async () => {
    const settings = {
      header: 'bar',
      locationsHeading: 'Our locations',
      franchiseLine: 'Authorised {make} Dealer',
    } as const;
    const { unmount } = render(
      <SiteFrame settings={settings} site={{ ...site, manufacturer: 'Kia' }}>
        <p>page</p>
      </SiteFrame>,
    );
    const header = within(screen.getByRole('banner'));
    expect(header.getByText('Authorised Kia Dealer')).toBeTruthy();
    expect(header.getByRole('link', { name: 'Acme Motors' })).toBeTruthy();
    await expectNoAxeViolations();
    unmount();
    // A group or used-car site has no make: no line, and no '{make}' left showing.
    render(
      <SiteFrame settings={settings} site={{ ...site, manufacturer: null }}>
        <p>page</p>
      </SiteFrame>,
    );
    expect(screen.queryByText(/Authorised/)).toBeNull();
  });

  it('the phone menu opens the navigation in a drawer, closes with Escape and gives focus back', async () => {
    render(
      <SiteFrame settings={{ header: 'bar', locationsHeading: 'Our locations' }} site={site}>
        <p>page</p>
      </SiteFrame>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(drawer.contains(document.activeElement)).toBe(true);
    const links = within(drawer)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links).toEqual(['Home', 'Our Stock', 'Book a service', 'Parts']);
    expect(within(drawer).getByText('Service and Parts')).toBeTruthy();
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('the footer lists the payment methods only where the site takes payments', () => {
    const { unmount } = render(
      <SiteFrame settings={{ header: 'bar', locationsHeading: 'Our locations' }} site={site}>
        <p>page</p>
      </SiteFrame>,
    );
    expect(screen.queryByRole('list', { name: 'Payment methods we accept' })).toBeNull();
    unmount();
    render(
      <SiteFrame
        settings={{ header: 'bar', locationsHeading: 'Our locations' }}
        site={{ ...site, takesPayments: true }}
      >
        <p>page</p>
      </SiteFrame>,
    );
    const list = screen.getByRole('list', { name: 'Payment methods we accept' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']);
  });

  it('a link in the drawer closes it', async () => {
    render(
      <SiteFrame settings={{ header: 'strip', locationsHeading: 'Find us' }} site={site}>
        <p>page</p>
      </SiteFrame>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByText('Service and Parts'));
    const link = within(drawer).getByRole('link', { name: 'Parts' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

// The Models dropdown grouped by body category and the Locations
// dropdown with each location's phone (core's siteNavigation fills them in), in the
// header's menus and in the phone drawer alike (docs/rules.md#model-range).
describe('SiteFrame header menus', () => {
  const settings = { header: 'bar', locationsHeading: 'Our locations' } as const;
  const menus: FrameSite = {
    ...site,
    navigation: [
      { label: 'Home', href: '/', children: [] },
      {
        label: 'Models',
        href: '/models',
        children: [
          { label: 'RAV4', href: '/models/rav4', group: 'SUV' },
          { label: 'Kluger', href: '/models/kluger', group: 'SUV' },
          { label: 'RAV4', href: '/models/rav4', group: 'Hybrid' },
          { label: 'HiLux', href: '/models/hilux', group: 'Utes' },
          { label: 'All models', href: '/models' },
        ],
      },
      {
        label: 'Company',
        href: '/about-us',
        children: [
          { label: 'About Us', href: '/about-us' },
          {
            label: 'Acme Sales',
            href: '/contact-us/acme-sales',
            group: 'Locations',
            phone: '07 3000 0000',
          },
          { label: 'Acme Parts', href: '/contact-us/acme-parts', group: 'Locations' },
        ],
      },
    ],
  };

  it('the Models menu lists the models under their body categories, as named lists', async () => {
    render(
      <SiteFrame settings={settings} site={menus}>
        <p>page</p>
      </SiteFrame>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const trigger = within(nav).getByRole('button', { name: 'Models' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    const links = (name: string) =>
      within(within(nav).getByRole('list', { name }))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links('SUV')).toEqual([
      ['RAV4', '/models/rav4'],
      ['Kluger', '/models/kluger'],
    ]);
    expect(links('Hybrid')).toEqual([['RAV4', '/models/rav4']]);
    expect(links('Utes')).toEqual([['HiLux', '/models/hilux']]);
    expect(within(nav).getByRole('link', { name: 'All models' }).getAttribute('href')).toBe(
      '/models',
    );
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('the Company menu lists each location to its page with its phone under it', async () => {
    render(
      <SiteFrame settings={settings} site={menus}>
        <p>page</p>
      </SiteFrame>,
    );
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Company' }));
    const locations = within(nav).getByRole('list', { name: 'Locations' });
    const sales = within(locations).getByRole('link', { name: /Acme Sales/ });
    expect(sales.getAttribute('href')).toBe('/contact-us/acme-sales');
    expect(within(sales).getByText('07 3000 0000')).toBeTruthy();
    expect(within(locations).getByRole('link', { name: 'Acme Parts' }).textContent).toBe(
      'Acme Parts',
    );
    await expectNoAxeViolations();
  });

  it('the phone drawer shows each menu as a disclosure with the same groups, and each phone as a call link', async () => {
    render(
      <SiteFrame settings={settings} site={menus}>
        <p>page</p>
      </SiteFrame>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const models = within(drawer).getByText('Models').closest('details');
    expect(models?.open).toBe(false);
    await userEvent.click(within(drawer).getByText('Models'));
    expect(models?.open).toBe(true);
    expect(
      within(within(drawer).getByRole('list', { name: 'SUV' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['RAV4', 'Kluger']);
    await userEvent.click(within(drawer).getByText('Company'));
    const locations = within(drawer).getByRole('list', { name: 'Locations' });
    expect(
      within(locations)
        .getAllByRole('link')
        .map((a) => [a.getAttribute('aria-label') ?? a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Acme Sales', '/contact-us/acme-sales'],
      ['Call Acme Sales on 07 3000 0000', 'tel:0730000000'],
      ['Acme Parts', '/contact-us/acme-parts'],
    ]);
    await expectNoAxeViolations();
  });
});

describe('SiteFrame notices', () => {
  const settings = { header: 'bar', locationsHeading: 'Our locations' } as const;
  const popup = {
    image: '/popups/service.svg',
    title: 'Free safety check',
    description: 'Book a service this month.',
    buttonText: 'Book a service',
    link: '/service',
    expiry: null,
  };
  const memoryStorage = () => {
    const map = new Map<string, string>();
    return {
      map,
      getItem: (key: string) => map.get(key) ?? null,
      setItem: (key: string, value: string) => void map.set(key, value),
    };
  };

  it('the popup opens after mounting; closed, it stays closed on the next visit', async () => {
    const storage = memoryStorage();
    const first = renderInStorefront(
      <SiteFrame settings={settings} site={{ ...site, popup }}>
        <p>page</p>
      </SiteFrame>,
      { storage },
    );
    // The popup's code is a lazy chunk: on a busy machine its first import takes a while.
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Free safety check' },
      { timeout: 10_000 },
    );
    expect(within(dialog).getByRole('link', { name: 'Book a service' }).getAttribute('href')).toBe(
      '/service',
    );
    await expectNoAxeViolations();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect([...storage.map.values()]).toEqual(['false']);
    first.unmount();
    renderInStorefront(
      <SiteFrame settings={settings} site={{ ...site, popup }}>
        <p>page</p>
      </SiteFrame>,
      { storage },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('storage that throws (disabled, private mode) leaves the popup open, and closing it still closes it', async () => {
    const refusing = {
      getItem: (): string | null => {
        throw new Error('SecurityError: storage disabled');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    renderInStorefront(
      <SiteFrame settings={settings} site={{ ...site, popup }}>
        <p>page</p>
      </SiteFrame>,
      { storage: refusing },
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Free safety check' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('an expired popup is not shown', async () => {
    renderInStorefront(
      <SiteFrame settings={settings} site={{ ...site, popup: { ...popup, expiry: '2020-01-31' } }}>
        <p>page</p>
      </SiteFrame>,
      { storage: memoryStorage() },
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the emergency banner shows its message and Book a Service until closed', async () => {
    renderInStorefront(
      <SiteFrame
        settings={settings}
        site={{
          ...site,
          emergencyBanner: {
            message: 'Hail damage clinic this Saturday.',
            link: '/service#service-booking',
            linkLabel: 'Book a Service',
          },
        }}
      >
        <p>page</p>
      </SiteFrame>,
    );
    const banner = screen.getByRole('region', { name: 'Important notice' });
    expect(banner.textContent).toContain('Hail damage clinic this Saturday.');
    expect(within(banner).getByRole('link', { name: 'Book a Service' }).getAttribute('href')).toBe(
      '/service#service-booking',
    );
    await expectNoAxeViolations();
    await userEvent.click(within(banner).getByRole('button', { name: 'Close notice' }));
    expect(screen.queryByRole('region', { name: 'Important notice' })).toBeNull();
  });
});
