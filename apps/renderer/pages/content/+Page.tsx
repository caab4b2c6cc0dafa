import { DeferredLeadForm } from '@forecourt/storefront/lead';
import { CarCardList } from '@forecourt/storefront/search';
import { OfferCard } from '@forecourt/ui';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';
import '../special-offers/special-offers.css';
import './content.css';

// SPEC §2 content and campaign pages, from the site's data: a content page's words
// (the fleet page with its enquiry), or a campaign's hero, the stock it features and
// its offers. The body HTML was sanitised on the server.
export default function Page() {
  const page = useData<Data>();
  const { site } = usePageContext();
  if (page.kind === 'content') {
    return (
      <PageShell
        title={page.title}
        breadcrumbs={page.breadcrumbs}
        lead={page.summary}
        contact={page.enquiry === null}
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
                settings={site.lead}
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
      <PageShell title={page.title} breadcrumbs={page.breadcrumbs} lead={page.summary}>
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
  // A route whose page is still to be built: its heading and how to reach the dealership.
  return (
    <PageShell
      title={page.title}
      breadcrumbs={page.breadcrumbs}
      lead="Talk to our team about anything on this page: call or visit one of our locations below."
    />
  );
}
