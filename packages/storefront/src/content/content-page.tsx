// biome-ignore assist/source/organizeImports: the kit's component is imported after the widgets it sits with, so its styles keep their place in the page's stylesheet
import type { LeadSettings, PublicHit } from '@forecourt/core';
import type { ReactNode } from 'react';
import { DeferredLeadForm } from '../lead/deferred-lead-form';
import type { OfferView } from '../new-cars/types';
import { CarCardList } from '../search/car-card-list';
import type { SearchCardSettings } from '../search/card-view';
import { OfferCard } from '@forecourt/ui';
import { type Crumb, PageShell } from '../frame/page-shell';
import '../new-cars/offers-page.css';
import './content-page.css';

/** A content page (docs/rules.md#content-pages): the site's words, sanitised on the server. */
export type ContentPageView = {
  kind: 'content';
  title: string;
  summary: string;
  html: string;
  /** The fleet page's enquiry, starting at its category. */
  enquiry: { category: string } | null;
  breadcrumbs: readonly Crumb[];
};

/**
 * A running campaign (docs/rules.md#campaign-pages): its words, the stock it features and
 * its offers.
 */
export type CampaignPageView = {
  kind: 'campaign';
  title: string;
  summary: string;
  /** When it runs, as the page says it. */
  dates: string;
  /** Its body, sanitised on the server. */
  html: string | null;
  /** One search page of the stock its filter finds, and how many cars that is. */
  cars: readonly PublicHit[];
  count: number;
  searchHref: string;
  cards: SearchCardSettings;
  carsPath: string;
  offers: readonly OfferView[];
  breadcrumbs: readonly Crumb[];
};

/** A navigation route with no page of its own yet: a heading over the contact details. */
export type ShellPageView = { kind: 'shell'; title: string; breadcrumbs: readonly Crumb[] };

export type ContentPageProps = {
  page: ContentPageView | CampaignPageView | ShellPageView;
  settings?: LeadSettings;
  /** The site's contact details at the foot of the page (a page with its own enquiry has none). */
  contact: ReactNode;
};

/**
 * The content routes' page, in the page shell it draws itself since each kind has its
 * own lead and foot: a content page's words (the fleet page with its enquiry), a
 * campaign's words, stock and offers, or a heading over the site's contact details.
 */
export function ContentPage({ page, settings, contact }: ContentPageProps) {
  if (page.kind === 'content') {
    return (
      <PageShell
        title={page.title}
        breadcrumbs={page.breadcrumbs}
        lead={page.summary}
        contact={page.enquiry === null ? contact : null}
      >
        <div className="fc-content-page">
          <div
            className="fc-rich-text"
            data-slot="content-body"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (services.richText).
            dangerouslySetInnerHTML={{ __html: page.html }}
          />
          {page.enquiry ? (
            <section className="fc-lead-panel" aria-labelledby="fc-fleet-form-heading">
              <h2 id="fc-fleet-form-heading" className="fc-lead-panel__title">
                Fleet enquiry
              </h2>
              <DeferredLeadForm
                kind="enquiry"
                car={null}
                settings={settings}
                initialValues={{ category: page.enquiry.category }}
              />
            </section>
          ) : null}
        </div>
      </PageShell>
    );
  }
  if (page.kind === 'campaign') {
    return (
      <PageShell
        title={page.title}
        breadcrumbs={page.breadcrumbs}
        lead={page.summary}
        contact={contact}
      >
        <p className="fc-campaign__dates" data-slot="campaign-dates">
          {page.dates}
        </p>
        {page.html ? (
          <div
            className="fc-rich-text"
            data-slot="campaign-body"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server (services.richText).
            dangerouslySetInnerHTML={{ __html: page.html }}
          />
        ) : null}
        <section aria-labelledby="fc-campaign-stock" data-slot="campaign-stock">
          <div className="fc-campaign__head">
            <h2 id="fc-campaign-stock" className="fc-section-title">
              In stock now
            </h2>
            {page.count > 0 ? (
              <a href={page.searchHref} data-slot="campaign-search">
                View all {page.count.toLocaleString('en-AU')} cars
              </a>
            ) : null}
          </div>
          {page.cars.length > 0 ? (
            <CarCardList
              cars={page.cars}
              settings={page.cards}
              urlOptions={{ basePath: page.carsPath }}
            />
          ) : (
            <p>
              There are no cars in this sale right now. <a href={page.carsPath}>Browse our stock</a>
            </p>
          )}
        </section>
        {page.offers.length > 0 ? (
          <section aria-labelledby="fc-campaign-offers" data-slot="campaign-offers">
            <h2 id="fc-campaign-offers" className="fc-section-title">
              Offers
            </h2>
            <ul className="fc-offer-list">
              {page.offers.map((offer) => (
                <li key={offer.id}>
                  <OfferCard
                    name={offer.name}
                    href={offer.href}
                    image={
                      offer.image
                        ? { ...offer.image, sizes: '(min-width: 1024px) 400px, 100vw' }
                        : null
                    }
                    description={offer.description}
                    disclaimer={offer.disclaimer}
                  />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </PageShell>
    );
  }
  return (
    <PageShell
      title={page.title}
      breadcrumbs={page.breadcrumbs}
      lead="Talk to our team about anything on this page: call or visit one of our locations below."
      contact={contact}
    />
  );
}
