import {
  formatAddressLine,
  type HomeStockRow,
  locationTypeLabels,
  PRIVACY_POLICY_PATH,
  type TermFacet,
  telHref,
} from '@forecourt/core';
import {
  CaretIcon,
  DeferredDialog,
  groupNavLinks,
  NavMenu,
  PaymentMethods,
  preloadDialog,
} from '@forecourt/ui';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import './site-frame.css';
import { EmergencyBannerNotice, type FrameEmergencyBanner, type FramePopup } from './site-notices';

const PopupNotice = lazy(() =>
  import('./popup-notice').then((module) => ({ default: module.PopupNotice })),
);

/** The popup, on a site that has one, from the first render after mounting (docs/rules.md#popup). */
function MountedPopup({ popup }: { popup: FramePopup }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <PopupNotice popup={popup} />
    </Suspense>
  );
}

// The page frame every template shares: skip link, header with the site
// name, navigation and actions, the page, and a footer listing every location with its
// phone (docs/rules.md#navigation; locations in the order sales, service, parts). A
// template does not copy this markup: it says how the header is arranged and what the
// frame's few words are (its `FrameSettings`), and styles the `fc-site*` classes under
// its own `[data-template]` in its CSS.

type Address = { street: string; city: string; state: string; postcode: string };

/** A link of a navigation item's dropdown (core's `SiteNavLink`). */
export type FrameNavLink = {
  label: string;
  href: string;
  /** The heading it is listed under: a body category in Models, 'Locations' in Company. */
  group?: string;
  /** A location's phone, shown under its name. */
  phone?: string;
};

/** What the frame reads about a site: the renderer's site frame data fits it. */
export type FrameSite = {
  slug: string;
  name: string;
  /** The privacy policy the footer links; the platform's page when not given (docs/rules.md#privacy-notice). */
  privacyPolicyHref?: string;
  /** A manufacturer (franchise) site's make; null for a group or used-car site (docs/rules.md#model-range). */
  manufacturer?: string | null;
  /** The header's menus, with the Models and Locations dropdowns filled in (core's `siteNavigation`). */
  navigation: readonly {
    label: string;
    href: string;
    children: readonly FrameNavLink[];
  }[];
  address: Address;
  locations: readonly {
    id: string;
    name: string;
    location_type: 'sales' | 'service' | 'parts';
    phone: string | null;
    address: Address | null;
  }[];
  /** Phone-link banner, from core's rule (Service/Parts combined when equal) (docs/rules.md#phone-banner). */
  phoneBanner: readonly { key: string; label: string; phone: string; href: string }[];
  /** The sticky emergency banner, where the site has one (docs/rules.md#emergency-banner). */
  emergencyBanner?: FrameEmergencyBanner | null;
  /** The promotional popup, where the site has one (docs/rules.md#popup). */
  popup?: FramePopup | null;
  /** Whether the site takes payments online (deposits): the footer shows the cards it accepts. */
  takesPayments?: boolean;
};

/**
 * The home page's sections (docs/rules.md#home-page-sections):
 * - `search`: the search entry with links by car type;
 * - `body-types`: body-type tiles; `facet-tiles`: tiles of another facet
 *   ({@link FrameSettings.facetTiles}); `brands`: the brand logo grid;
 * - `latest`: a row of the latest cars in stock; `stock-rows`: the template's rows of
 *   cars by a filter and a limit ({@link FrameSettings.stockRows});
 * - `dealerships`: a group site's dealerships with their stock and lowest price;
 * - `promos`: the promotional tiles the site's features allow;
 * - `budget-finder`: 'Find cars for your budget';
 * - `contact`: the site's contact details.
 * A section with nothing to show (no makes with logos, one dealership) is left out.
 */
export const homeSectionNames = [
  'search',
  'body-types',
  'facet-tiles',
  'brands',
  'latest',
  'stock-rows',
  'dealerships',
  'promos',
  'budget-finder',
  'contact',
] as const;
export type HomeSection = (typeof homeSectionNames)[number];

/** The sections of a template that does not choose its own, in this order. */
export const defaultHomeSections: readonly HomeSection[] = [
  'search',
  'body-types',
  'latest',
  'stock-rows',
  'brands',
  'dealerships',
  'promos',
  'contact',
];

/** The facet tiles of a template that names none: fuel types. */
export const defaultFacetTiles: FacetTilesSetting = { facet: 'fuel', title: 'Shop by fuel type' };

/** Which facet the `facet-tiles` section shows, under which heading. */
export type FacetTilesSetting = { facet: TermFacet; title: string };

/** A template's choices for the frame: data, no markup. */
export type FrameSettings = {
  /**
   * How the header is arranged:
   * - `bar`: one row, the site name, the navigation, then the actions and the main phone;
   * - `masthead`: the site name with the actions and 'Call {phone}' over the navigation;
   * - `strip`: a strip of every department's phone above a row of the site name, the
   *   actions and the navigation.
   */
  header: 'bar' | 'masthead' | 'strip';
  /** The footer's heading over the locations ('Our locations', 'Visit us'). */
  locationsHeading: string;
  /** Words before the main phone number in the header ('Call '); none by default. */
  phonePrefix?: string;
  /**
   * A line under the site name on a franchise site, `{make}` standing for its
   * manufacturer ('Authorised {make} Dealer'); not shown on a site without one.
   */
  franchiseLine?: string;
  /** Its home page's sections, in its order ({@link defaultHomeSections} when not given). */
  homeSections?: readonly HomeSection[];
  /** The `facet-tiles` section's facet and heading ({@link defaultFacetTiles} when not given). */
  facetTiles?: FacetTilesSetting;
  /** The `stock-rows` section's rows (core's `defaultStockRows` when not given). */
  stockRows?: readonly HomeStockRow[];
};

export type SiteFrameProps = {
  settings: FrameSettings;
  site: FrameSite;
  /** Header actions the app adds, such as the favourites link. */
  actions?: ReactNode;
  children: ReactNode;
};

/** A link of the drawer; a location's phone is a second link, to call it. */
function PhoneMenuLink({ link, onChoose }: { link: FrameNavLink; onChoose: () => void }) {
  const page = (
    <a className="fc-site-menu__link" href={link.href} onClick={onChoose}>
      {link.label}
    </a>
  );
  if (!link.phone) return <li>{page}</li>;
  return (
    <li className="fc-site-menu__location">
      {page}
      <a
        className="fc-site-menu__phone"
        href={telHref(link.phone)}
        aria-label={`Call ${link.label} on ${link.phone}`}
      >
        {link.phone}
      </a>
    </li>
  );
}

/**
 * The navigation as a phone shows it: a 'Menu' button in the header opens it in a
 * drawer (focus moves in and stays there, Escape or a link closes it, focus returns
 * to the button). Each menu of the header is a disclosure there (a native
 * `<details>`, closed at first, so the models do not push the other menus out of
 * reach), listing its links under the same group headings as the header's dropdown
 * and each location's phone as a link to call. Wider screens show the header's
 * menus instead (site-frame.css).
 */
function PhoneMenu({ navigation }: { navigation: FrameSite['navigation'] }) {
  const [open, setOpen] = useState(false);
  const baseId = useId();
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className="fc-site__menu-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
        </svg>
        Menu
      </button>
      <DeferredDialog
        open={open}
        onOpenChange={setOpen}
        title="Menu"
        side="left"
        className="fc-site-menu"
        closeLabel="Close menu"
      >
        <nav aria-label="Main">
          <ul className="fc-site-menu__list">
            {navigation.map((item, itemIndex) => (
              <li key={`${item.label} ${item.href}`}>
                {item.children.length === 0 ? (
                  <a className="fc-site-menu__link" href={item.href} onClick={close}>
                    {item.label}
                  </a>
                ) : (
                  <details className="fc-site-menu__menu">
                    <summary className="fc-site-menu__summary">
                      {item.label}
                      <CaretIcon size={14} className="fc-site-menu__caret" />
                    </summary>
                    <ul className="fc-site-menu__sublist">
                      {groupNavLinks(item.children).map(([group, links], groupIndex) => {
                        if (group === undefined) {
                          return links.map((link) => (
                            <PhoneMenuLink
                              key={`${link.label} ${link.href}`}
                              link={link}
                              onChoose={close}
                            />
                          ));
                        }
                        const headingId = `${baseId}-${itemIndex}-${groupIndex}`;
                        return (
                          <li key={`group ${group}`} className="fc-site-menu__subgroup">
                            <span id={headingId} className="fc-site-menu__group">
                              {group}
                            </span>
                            <ul className="fc-site-menu__sublist" aria-labelledby={headingId}>
                              {links.map((link) => (
                                <PhoneMenuLink
                                  key={`${link.label} ${link.href}`}
                                  link={link}
                                  onChoose={close}
                                />
                              ))}
                            </ul>
                          </li>
                        );
                      })}
                    </ul>
                  </details>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </DeferredDialog>
    </>
  );
}

export function SiteFrame({ settings, site, actions, children }: SiteFrameProps) {
  // The first entry of the phone-link banner: Sales when the site has a sales number.
  const mainPhone = site.phoneBanner[0] ?? null;
  const nav = (
    <NavMenu
      label="Main"
      className="fc-site__nav"
      items={site.navigation.map((item) => ({
        label: item.label,
        href: item.href,
        links: item.children.map((child) => ({
          label: child.label,
          href: child.href,
          group: child.group,
          description: child.phone,
        })),
      }))}
    />
  );
  const franchise =
    settings.franchiseLine && site.manufacturer
      ? settings.franchiseLine.replaceAll('{make}', site.manufacturer)
      : null;
  const brand = franchise ? (
    <div className="fc-site__brand-block">
      <a className="fc-site__brand" href="/" data-slot="site-name">
        {site.name}
      </a>
      <p className="fc-site__franchise">{franchise}</p>
    </div>
  ) : (
    <a className="fc-site__brand" href="/" data-slot="site-name">
      {site.name}
    </a>
  );
  const actionsWithPhone = (
    <div className="fc-site__actions">
      {actions}
      {mainPhone ? (
        <a className="fc-site__phone" href={mainPhone.href}>
          {settings.phonePrefix ?? ''}
          {mainPhone.phone}
        </a>
      ) : null}
    </div>
  );
  let header: ReactNode;
  switch (settings.header) {
    case 'bar':
      header = (
        <>
          {brand}
          {nav}
          {actionsWithPhone}
        </>
      );
      break;
    case 'masthead':
      header = (
        <>
          <div className="fc-site__masthead">
            {brand}
            {actionsWithPhone}
          </div>
          {nav}
        </>
      );
      break;
    case 'strip':
      header = (
        <>
          {brand}
          {actions ? <div className="fc-site__actions">{actions}</div> : null}
          {nav}
        </>
      );
      break;
    default:
      header = settings.header satisfies never;
  }
  return (
    <div className="fc-site" data-slot="page">
      <a className="fc-site__skip" href="#main">
        Skip to content
      </a>
      {site.emergencyBanner ? <EmergencyBannerNotice banner={site.emergencyBanner} /> : null}
      {site.popup ? <MountedPopup popup={site.popup} /> : null}
      {settings.header === 'strip' ? (
        <ul className="fc-site__strip" aria-label="Phone numbers">
          {site.phoneBanner.map((entry) => (
            <li key={entry.key}>
              {entry.label} <a href={entry.href}>{entry.phone}</a>
            </li>
          ))}
        </ul>
      ) : null}
      <header className="fc-site__header" data-slot="site-header">
        <div className="fc-site__header-inner">
          {header}
          <PhoneMenu navigation={site.navigation} />
        </div>
      </header>
      <main id="main" className="fc-site__main">
        {children}
      </main>
      <footer className="fc-site__footer" data-slot="site-footer">
        <div className="fc-site__footer-inner">
          <section aria-labelledby="site-footer-locations">
            <h2 id="site-footer-locations" className="fc-site__footer-heading">
              {settings.locationsHeading}
            </h2>
            <ul className="fc-site__locations">
              {site.locations.map((location) => (
                <li key={location.id} data-slot="footer-location">
                  <p className="fc-site__location-name">{location.name}</p>
                  <p className="fc-site__location-type">
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
          {site.takesPayments ? <PaymentMethods className="fc-site__payments" /> : null}
          <p className="fc-site__legal">
            {site.name} · {formatAddressLine(site.address)} ·{' '}
            <a href={site.privacyPolicyHref ?? PRIVACY_POLICY_PATH}>Privacy Policy</a> ·{' '}
            <a href="/terms-and-conditions">Terms and Conditions</a>
          </p>
        </div>
      </footer>
    </div>
  );
}
