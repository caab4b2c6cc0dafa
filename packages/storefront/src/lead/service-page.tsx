import type { LeadSettings } from '@forecourt/core';
import { DeferredLeadForm } from './deferred-lead-form';
import './service-page.css';

export type ServicePageProps = {
  /** The site's own booking system, at its configured size; null for the enquiry form. */
  booking: { url: string; width: number; height: number } | null;
  /** The site's name, which the booking frame's title gives. */
  siteName: string;
  settings?: LeadSettings;
};

/**
 * The /service page's body at #service-booking (docs/rules.md#service-booking): the
 * site's booking system in a frame, or a service booking enquiry.
 */
export function ServicePage({ booking, siteName, settings }: ServicePageProps) {
  return (
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
            title={`${siteName} service booking`}
            width={booking.width}
            height={booking.height}
            // Its configured width at most; narrower on a phone (service-page.css).
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
        <DeferredLeadForm kind="service" car={null} settings={settings} />
      )}
    </section>
  );
}
