import { DeferredLeadForm } from '@forecourt/storefront/lead';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';
import './service.css';

// SPEC §2 /service (anchor #service-booking): book a service in the site's own
// booking system, framed, or send the service team a booking enquiry.
export default function Page() {
  const { booking } = useData<Data>();
  const { site } = usePageContext();
  return (
    <PageShell
      title="Book a Service"
      breadcrumbs={[
        { label: 'Home', href: '/' },
        { label: 'Book a Service', href: '/service' },
      ]}
      lead={`Save time and book your next service with the ${site.name} service team online.`}
    >
      <section
        id="service-booking"
        className="fc-lead-panel fc-service-booking"
        aria-labelledby="fc-service-booking-heading"
        data-slot="service-booking"
        data-kind={booking ? 'frame' : 'form'}
      >
        <h2 id="fc-service-booking-heading" className="fc-lead-panel__title">
          {booking ? 'Book online' : 'Request a service booking'}
        </h2>
        {booking ? (
          <>
            <iframe
              className="fc-service-booking__frame"
              src={booking.url}
              title={`${site.name} service booking`}
              width={booking.width}
              height={booking.height}
              // Its configured width at most; narrower on a phone (service.css).
              style={{ maxWidth: booking.width }}
              loading="lazy"
              referrerPolicy="strict-origin-when-cross-origin"
            />
            <p className="fc-service-booking__open">
              <a href={booking.url} target="_blank" rel="noreferrer">
                Open the booking page in a new tab
              </a>
            </p>
          </>
        ) : (
          <DeferredLeadForm kind="service" car={null} settings={site.lead} />
        )}
      </section>
    </PageShell>
  );
}
