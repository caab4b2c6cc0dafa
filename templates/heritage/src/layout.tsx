import { formatAddressLine, locationTypeLabels, telHref } from '@forecourt/core';
import { NavMenu } from '@forecourt/ui';
import type { ReactNode } from 'react';
import '../theme.css';
import './layout.css';

// Heritage's page frame: a showroom masthead with the site name centred over the
// navigation, the page, and a footer listing every location with its phone
// (SPEC §2 Default navigation; locations in the order sales, service, parts).

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
  // The first entry of the phone-link banner: Sales when the site has a sales number.
  const mainPhone = site.phoneBanner[0] ?? null;
  return (
    <div className="heritage-page" data-slot="page">
      <a className="heritage-skip" href="#main">
        Skip to content
      </a>
      <header className="heritage-header" data-slot="site-header">
        <div className="heritage-header__inner">
          <div className="heritage-masthead">
            <a className="heritage-brand" href="/" data-slot="site-name">
              {site.name}
            </a>
            <div className="heritage-header__actions">
              {actions}
              {mainPhone ? (
                <a className="heritage-header__phone" href={mainPhone.href}>
                  Call {mainPhone.phone}
                </a>
              ) : null}
            </div>
          </div>
          <NavMenu
            label="Main"
            className="heritage-nav"
            items={site.navigation.map((item) => ({
              label: item.label,
              href: item.href,
              links: item.children.map((child) => ({ label: child.label, href: child.href })),
            }))}
          />
        </div>
      </header>
      <main id="main" className="heritage-main">
        {children}
      </main>
      <footer className="heritage-footer" data-slot="site-footer">
        <div className="heritage-footer__inner">
          <section aria-labelledby="heritage-footer-locations">
            <h2 id="heritage-footer-locations" className="heritage-footer__heading">
              Visit us
            </h2>
            <ul className="heritage-footer__locations">
              {site.locations.map((location) => (
                <li key={location.id} data-slot="footer-location">
                  <p className="heritage-footer__name">{location.name}</p>
                  <p className="heritage-footer__type">
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
          <p className="heritage-footer__legal">
            {site.name} · {formatAddressLine(site.address)} ·{' '}
            <a href="/privacy-policy">Privacy Policy</a> ·{' '}
            <a href="/terms-and-conditions">Terms and Conditions</a>
          </p>
        </div>
      </footer>
    </div>
  );
}
