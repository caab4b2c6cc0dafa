import { telHref } from '@forecourt/core';
import type { ReactNode } from 'react';
import type { FrameSite } from './site-frame';
import './page-shell.css';

// The frame of every page inside the site frame: breadcrumbs, the heading, the page's
// own content, and the site's contact details. The renderer's pages and the page
// stories draw the same markup with these.

export type Crumb = { label: string; href: string };

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

/** The site's address and each location's phone, at the foot of a page. */
export function ContactDetails({
  site,
}: {
  site: Pick<FrameSite, 'name' | 'address' | 'locations'>;
}) {
  const phones = site.locations.filter((l) => l.phone);
  return (
    <aside aria-labelledby="fc-contact-heading" data-slot="contact-details" className="fc-contact">
      <h2 id="fc-contact-heading">Contact {site.name}</h2>
      <p>
        {site.address.street}, {site.address.city} {site.address.state.toUpperCase()}{' '}
        {site.address.postcode}
      </p>
      {phones.length > 0 ? (
        <ul>
          {phones.map((location) => (
            <li key={location.id}>
              <span>{location.name}</span>{' '}
              <a href={telHref(location.phone ?? '')}>{location.phone}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}

export type PageShellProps = {
  /** The page's heading; left out by a page that draws its own (the search page, with its count). */
  title?: string;
  breadcrumbs: readonly Crumb[];
  /** A line under the heading. */
  lead?: ReactNode;
  children?: ReactNode;
  /** The contact details at the foot of the page (none when null). */
  contact?: ReactNode;
};

export function PageShell({ title, breadcrumbs, lead, children, contact }: PageShellProps) {
  return (
    <div className="fc-shell" data-slot="page-shell">
      <Breadcrumbs items={breadcrumbs} />
      {title === undefined ? null : <h1 className="fc-shell__title">{title}</h1>}
      {lead ? <p className="fc-shell__lead">{lead}</p> : null}
      {children}
      {contact}
    </div>
  );
}
