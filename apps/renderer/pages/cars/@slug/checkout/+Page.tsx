import { LeadForm } from '@forecourt/storefront/lead';
import { Alert } from '@forecourt/ui';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../../../components/page-shell';
import type { Data } from './+data';
import './checkout.css';

// SPEC §2 reserve page. Paying the deposit online arrives later; until then the
// page shows the car and its deposit, and an enquiry the dealer acts on at once.
export default function Page() {
  const { car, leadCar, carHref, dealer, depositLabel, reservable, breadcrumbs } = useData<Data>();
  const { site } = usePageContext();
  return (
    <PageShell title={`Reserve the ${car.title}`} breadcrumbs={breadcrumbs}>
      <div className="fc-reserve" data-slot="reserve" data-reservable={reservable}>
        <article className="fc-reserve__car" aria-labelledby="fc-reserve-car">
          {car.image ? <img src={car.image} alt={car.title} width={960} height={540} /> : null}
          <div className="fc-reserve__facts">
            <h2 id="fc-reserve-car">
              <a href={carHref}>{car.title}</a>
            </h2>
            <p className="fc-reserve__price" data-slot="car-price">
              {car.price}
            </p>
            <ul>
              {car.km ? <li>{car.km}</li> : null}
              <li>{dealer.location ?? dealer.name}</li>
            </ul>
            <p className="fc-reserve__deposit" data-slot="reserve-deposit">
              Reserve deposit <strong>{depositLabel}</strong>
            </p>
          </div>
        </article>

        <section className="fc-reserve__next" aria-labelledby="fc-reserve-enquiry">
          {reservable ? (
            <Alert tone="info" title="Online reservation is coming soon">
              Send us the form below and our team will hold this car for you and take your{' '}
              {depositLabel} deposit over the phone.
            </Alert>
          ) : (
            <Alert tone="warning" title="This car cannot be reserved right now">
              It may be sold, already reserved or kept for test drives. Send us an enquiry and we
              will help you with this car or find a similar one.
            </Alert>
          )}
          <div className="fc-lead-panel">
            <h2 id="fc-reserve-enquiry" className="fc-lead-panel__title">
              Reserve enquiry
            </h2>
            <p className="fc-lead-panel__intro">
              Tell us how to reach you; we reply within one business day.
            </p>
            <LeadForm
              kind="enquiry"
              car={leadCar}
              settings={site.lead}
              category="Reserve Enquiry"
              submitLabel="Send reserve enquiry"
            />
          </div>
        </section>
      </div>
    </PageShell>
  );
}
