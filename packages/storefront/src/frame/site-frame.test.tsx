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
    const link = within(drawer).getByRole('link', { name: 'Parts' });
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('SiteFrame notices (SPEC §2 Screens, §4)', () => {
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
