import { formatAddressLine, locationTypeLabels, telHref } from '@forecourt/core';
import { NavMenu } from '@forecourt/ui';
import type { ReactNode } from 'react';
import '../theme.css';
import './layout.css';

// Outback's page frame: a strip with every department's phone over a bold header
// with the site name and the navigation, the page, and a footer listing every
// location (SPEC §2 Default navigation; locations in the order sales, service, parts).

type Address = { street: string; city: string; state: string; postcode: string };

/** What the layout reads about a site: the renderer's site chrome fits it. */
export type LayoutSite = {
  slug: string;
  name: string;
  navigation: readonly {
    label: string;
    href: string;
    children: readonly { label: string; href: string }[];
  }[];
  address: Address;
  locations: readonly {
    id: string;
    name: string;
    location_type: 'sales' | 'service' | 'parts';
    phone: string | null;
    address: Address | null;
  }[];
  /** SPEC §2 phone-link banner, from core's rule (Service/Parts combined when equal). */
  phoneBanner: readonly { key: string; label: string; phone: string; href: string }[];
};

export type LayoutProps = {
  site: LayoutSite;
  /** Header actions the app adds, such as the favourites link; the template places them. */
  actions?: ReactNode;
  children: ReactNode;
};

export function Layout({ site, actions, children }: LayoutProps) {
  return (
    <div className="outback-page" data-slot="page">
      <a className="outback-skip" href="#main">
        Skip to content
      </a>
      <ul className="outback-strip" aria-label="Phone numbers">
        {site.phoneBanner.map((entry) => (
          <li key={entry.key}>
            {entry.label} <a href={entry.href}>{entry.phone}</a>
          </li>
        ))}
      </ul>
      <header className="outback-header" data-slot="site-header">
        <div className="outback-header__inner">
          <a className="outback-brand" href="/" data-slot="site-name">
            {site.name}
          </a>
          {actions ? <div className="outback-header__actions">{actions}</div> : null}
          <NavMenu
            label="Main"
            className="outback-nav"
            items={site.navigation.map((item) => ({
              label: item.label,
              href: item.href,
              links: item.children.map((child) => ({ label: child.label, href: child.href })),
            }))}
          />
        </div>
      </header>
      <main id="main" className="outback-main">
        {children}
      </main>
      <footer className="outback-footer" data-slot="site-footer">
        <div className="outback-footer__inner">
          <section aria-labelledby="outback-footer-locations">
            <h2 id="outback-footer-locations" className="outback-footer__heading">
              Find us
            </h2>
            <ul className="outback-footer__locations">
              {site.locations.map((location) => (
                <li key={location.id} data-slot="footer-location">
                  <p className="outback-footer__name">{location.name}</p>
                  <p className="outback-footer__type">
                    {locationTypeLabels[location.location_type]}
                  </p>
                  {location.address ? <p>{formatAddressLine(location.address)}</p> : null}
                  {location.phone ? (
                    <p>
                      <a href={telHref(location.phone)}>{location.phone}</a>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
          <p className="outback-footer__legal">
            {site.name} · {formatAddressLine(site.address)} ·{' '}
            <a href="/privacy-policy">Privacy Policy</a> ·{' '}
            <a href="/terms-and-conditions">Terms and Conditions</a>
          </p>
        </div>
      </footer>
    </div>
  );
}
