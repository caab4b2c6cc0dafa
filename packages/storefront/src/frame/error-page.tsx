import { FIND_SIMILAR_LABEL, type ItemType, SOLD_CAR_BODY, vehicleWords } from '@forecourt/core';
import type { ReactNode } from 'react';
import { PageShell } from './page-shell';
// Its links to the stock have the kit's button look.
import '@forecourt/ui/button.css';
import './error-page.css';

/** A car that has left the site (docs/rules.md#car-page-state): what its 410 page says. */
export type GoneCarView = {
  title: string;
  /** The car's own address, kept as the last breadcrumb. */
  path: string;
  /** Sold, or withdrawn for another reason. */
  sold: boolean;
  /** A caravan's page says caravan (docs/rules.md#vehicle-words). */
  itemType: ItemType;
  carsPath: string;
  similarHref: string;
};

export type ErrorPageProps = {
  /** A car that has left the site (410). */
  gone?: GoneCarView | null;
  /** The search page's hosted search failed (503): what the shopper reads, where to try again. */
  searchDown?: { message: string; retryHref: string } | null;
  /** A campaign past its last day (410, docs/rules.md#campaign-pages), with the site's offers page if it has one. */
  ended?: { title: string; path: string; offersHref: string | null } | null;
  /** A missing page or car (404); any other error is an unexpected one. */
  notFound: boolean;
  /** The site's stock, where every case leads back to. */
  carsPath: string;
  /** The site's contact details at the foot of the page. */
  contact: ReactNode;
};

const home = { label: 'Home', href: '/' };

/**
 * The site's error page, in the page shell it draws itself since each case has its own
 * heading: a missing page or car is a 404 with a way back to the stock; a car that has
 * left the site says so and leads to similar cars and the stock; a failed search says the
 * search is not available and offers the same address again; an ended campaign leads to
 * the current offers.
 */
export function ErrorPage({
  gone,
  searchDown,
  ended,
  notFound,
  carsPath,
  contact,
}: ErrorPageProps) {
  if (gone) {
    const vehicle = vehicleWords(gone.itemType).one.toLowerCase();
    const heading = gone.sold
      ? `This ${vehicle} has been sold`
      : `This ${vehicle} is no longer available`;
    return (
      <PageShell
        title={heading}
        breadcrumbs={[
          home,
          { label: 'Our Stock', href: gone.carsPath },
          { label: gone.title, href: gone.path },
        ]}
        lead={`The ${gone.title} ${gone.sold ? 'has been sold' : 'is no longer for sale'}. ${SOLD_CAR_BODY}`}
        contact={contact}
      >
        <p
          className="fc-error-page__actions"
          data-slot="car-gone"
          data-status={gone.sold ? 'sold' : 'others'}
        >
          <a className="fc-button" href={gone.similarHref}>
            {FIND_SIMILAR_LABEL}
          </a>
          <a className="fc-button" href={gone.carsPath}>
            Browse our stock
          </a>
        </p>
      </PageShell>
    );
  }
  if (searchDown) {
    return (
      <PageShell
        title="Search is not available"
        breadcrumbs={[
          home,
          { label: 'Our Stock', href: carsPath },
          { label: 'Search is not available', href: searchDown.retryHref },
        ]}
        lead={searchDown.message}
        contact={contact}
      >
        <p className="fc-error-page__actions" data-slot="search-unavailable">
          <a className="fc-button" href={searchDown.retryHref}>
            Try again
          </a>
        </p>
      </PageShell>
    );
  }
  if (ended) {
    return (
      <PageShell
        title={`${ended.title} has ended`}
        breadcrumbs={[home, { label: ended.title, href: ended.path }]}
        lead={
          ended.offersHref
            ? 'This sale is over. See our current offers, or browse the cars in stock today.'
            : 'This sale is over. Browse the cars in stock today.'
        }
        contact={contact}
      >
        <p className="fc-error-page__actions" data-slot="campaign-ended">
          {ended.offersHref ? (
            <a className="fc-button" href={ended.offersHref}>
              Special Offers
            </a>
          ) : null}
          <a className="fc-button" href={carsPath}>
            Browse our stock
          </a>
        </p>
      </PageShell>
    );
  }
  if (notFound) {
    return (
      <PageShell
        title="Page not found"
        breadcrumbs={[home, { label: 'Page not found', href: '#' }]}
        lead="This page does not exist, or the car has left our yard."
        contact={contact}
      >
        <p className="fc-error-page__actions">
          <a className="fc-button" href={carsPath}>
            Browse our stock
          </a>
        </p>
      </PageShell>
    );
  }
  return (
    <PageShell
      title="Something went wrong"
      breadcrumbs={[home, { label: 'Error', href: '#' }]}
      lead="An unexpected error occured. Please try again in a moment."
      contact={contact}
    />
  );
}
