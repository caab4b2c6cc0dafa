import type { ReactNode } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { Crumb } from '../src/page-data/content-pages';
import './page-shell.css';

// The frame of every page inside the template layout: breadcrumbs, the heading,
// the page's own content, and the site's contact details.

function tel(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

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

export function ContactDetails() {
  const { site } = usePageContext();
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
              <span>{location.name}</span> <a href={tel(location.phone ?? '')}>{location.phone}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </aside>
  );
}

export type PageShellProps = {
  title: string;
  breadcrumbs: readonly Crumb[];
  /** A line under the heading. */
  lead?: ReactNode;
  children?: ReactNode;
  /** Contact details at the foot of the page; on by default. */
  contact?: boolean;
};

export function PageShell({ title, breadcrumbs, lead, children, contact = true }: PageShellProps) {
  return (
    <div className="fc-shell" data-slot="page-shell">
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="fc-shell__title">{title}</h1>
      {lead ? <p className="fc-shell__lead">{lead}</p> : null}
      {children}
      {contact ? <ContactDetails /> : null}
    </div>
  );
}
