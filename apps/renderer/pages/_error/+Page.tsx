import { FIND_SIMILAR_LABEL, SOLD_CAR_BODY, vehicleWords } from '@forecourt/core';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/page-shell';
import { searchUnavailableMessage } from '../../src/page-data/search-unavailable';
import type { Data } from './+data';
// Its links to the stock have the kit's button look.
import '@forecourt/ui/button.css';
import './error-page.css';

// The template's error page: a missing car or address is a real 404 inside the
// site's layout, with a way back to the stock. A car that has left the site
// (410, SPEC §4 after the sold window) says so and leads to similar cars and
// the site's stock. A search page whose hosted search failed (503) says the
// search is not available and offers the same address again.
export default function Page() {
  const { is404, site, data } = usePageContext() as ReturnType<typeof usePageContext> & {
    data?: Data;
  };
  const crumbs = [{ label: 'Home', href: '/' }];
  const gone = data?.gone ?? null;
  if (gone) {
    // A caravan's page says caravan (core's vehicle words of its item type).
    const vehicle = vehicleWords(gone.itemType).one.toLowerCase();
    const heading = gone.sold
      ? `This ${vehicle} has been sold`
      : `This ${vehicle} is no longer available`;
    return (
      <PageShell
        title={heading}
        breadcrumbs={[
          ...crumbs,
          { label: 'Our Stock', href: gone.carsPath },
          { label: gone.title, href: gone.path },
        ]}
        lead={`The ${gone.title} ${gone.sold ? 'has been sold' : 'is no longer for sale'}. ${SOLD_CAR_BODY}`}
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
  const searchDown = data?.searchDown ?? null;
  if (searchDown) {
    return (
      <PageShell
        title="Search is not available"
        breadcrumbs={[
          ...crumbs,
          { label: 'Our Stock', href: site.carsPath },
          { label: 'Search is not available', href: searchDown.retryHref },
        ]}
        lead={searchUnavailableMessage}
      >
        <p className="fc-error-page__actions" data-slot="search-unavailable">
          <a className="fc-button" href={searchDown.retryHref}>
            Try again
          </a>
        </p>
      </PageShell>
    );
  }
  const ended = data && 'ended' in data ? data.ended : null;
  if (ended) {
    return (
      <PageShell
        title={`${ended.title} has ended`}
        breadcrumbs={[...crumbs, { label: ended.title, href: ended.path }]}
        lead="This sale is over. See our current offers, or browse the cars in stock today."
      >
        <p className="fc-error-page__actions" data-slot="campaign-ended">
          <a className="fc-button" href="/special-offers">
            Special Offers
          </a>
          <a className="fc-button" href={site.carsPath}>
            Browse our stock
          </a>
        </p>
      </PageShell>
    );
  }
  if (is404) {
    return (
      <PageShell
        title="Page not found"
        breadcrumbs={[...crumbs, { label: 'Page not found', href: '#' }]}
        lead="This page does not exist, or the car has left our yard."
      >
        <p className="fc-error-page__actions">
          <a className="fc-button" href={site.carsPath}>
            Browse our stock
          </a>
        </p>
      </PageShell>
    );
  }
  return (
    <PageShell
      title="Something went wrong"
      breadcrumbs={[...crumbs, { label: 'Error', href: '#' }]}
      lead="An unexpected error occured. Please try again in a moment."
    />
  );
}
