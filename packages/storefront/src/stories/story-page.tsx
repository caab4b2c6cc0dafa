import { telHref } from '@forecourt/core';
import { type ReactNode, useMemo } from 'react';
import { type Storefront, StorefrontProvider } from '../context';
import { FavouritesLink, FavouritesProvider } from '../favourites';
import { type FrameSettings, type FrameSite, SiteFrame } from '../frame';
import { frameSite, storyStorefront } from './fixtures';
import { frameFor } from './template-frames';

// A whole page as the renderer draws it (apps/renderer/pages/+Layout.tsx): the
// storefront and favourites providers, then the site frame in the chosen template's
// settings, with the favourites link in the header. The page shell's own stylesheets
// (breadcrumbs and heading, the car page's columns) are the renderer's files, loaded
// as they are, so the stories never drift from the real pages' look.
import.meta.glob(
  [
    '../../../../apps/renderer/components/page-shell.css',
    '../../../../apps/renderer/pages/cars/@slug/car-page.css',
  ],
  { eager: true },
);

export type StoryPageProps = {
  /** The template chosen in the toolbar ('default' for the kit's own values). */
  template: string;
  /** Another header arrangement than the template's own, to try one out. */
  header?: FrameSettings['header'];
  site?: FrameSite;
  /** The browser storage the page starts with (favourites, a closed popup). */
  storage?: Storefront['storage'];
  children: ReactNode;
};

export function StoryPage({ template, header, site, storage = null, children }: StoryPageProps) {
  const storefront = useMemo(() => storyStorefront(storage), [storage]);
  const frame = frameFor(template);
  const settings = header ? { ...frame, header } : frame;
  return (
    <StorefrontProvider value={storefront}>
      <FavouritesProvider>
        <SiteFrame settings={settings} site={site ?? frameSite()} actions={<FavouritesLink />}>
          {children}
        </SiteFrame>
      </FavouritesProvider>
    </StorefrontProvider>
  );
}

export type Crumb = { label: string; href: string };

/** The renderer's breadcrumbs (apps/renderer/components/page-shell.tsx), same markup. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" data-slot="breadcrumbs" className="fc-crumbs">
      <ol>
        {items.map((item, index) =>
          index === items.length - 1 ? (
            <li key={item.href}>
              <span aria-current="page">{item.label}</span>
            </li>
          ) : (
            <li key={item.href}>
              <a href={item.href}>{item.label}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}

/** The renderer's contact details at the foot of a page, same markup. */
export function ContactDetails({ site }: { site: FrameSite }) {
  const phones = site.locations.filter((l) => l.phone);
  return (
    <aside aria-labelledby="fc-contact-heading" data-slot="contact-details" className="fc-contact">
      <h2 id="fc-contact-heading">Contact {site.name}</h2>
      <p>
        {site.address.street}, {site.address.city} {site.address.state.toUpperCase()}{' '}
        {site.address.postcode}
      </p>
      <ul>
        {phones.map((location) => (
          <li key={location.id}>
            <span>{location.name}</span>{' '}
            <a href={telHref(location.phone ?? '')}>{location.phone}</a>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** The renderer's page shell: breadcrumbs, the page heading, the page, the site's contacts. */
export function PageShell({
  title,
  breadcrumbs,
  contact = true,
  children,
}: {
  title: string;
  breadcrumbs: readonly Crumb[];
  contact?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="fc-shell" data-slot="page-shell">
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="fc-shell__title">{title}</h1>
      {children}
      {contact ? <ContactDetails site={frameSite()} /> : null}
    </div>
  );
}
