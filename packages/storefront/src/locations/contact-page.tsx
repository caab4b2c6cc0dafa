import type { LeadSettings } from '@forecourt/core';
import { DeferredLeadForm } from '../lead/deferred-lead-form';
import type { LocationSummaryView } from './types';
// Each location's line of today's hours is drawn as on the dealerships pages.
import './locations.css';
import './contact-page.css';

export type ContactPageProps = {
  locations: readonly Pick<
    LocationSummaryView,
    'id' | 'name' | 'href' | 'typeLabel' | 'address' | 'phone' | 'today'
  >[];
  settings?: LeadSettings;
};

/**
 * The /contact page's body: the general enquiry form
 * (docs/rules.md#lead-kinds-and-categories) beside every location with its phone and
 * today's hours.
 */
export function ContactPage({ locations, settings }: ContactPageProps) {
  return (
    <div className="fc-contact-page">
      <section className="fc-lead-panel" aria-labelledby="fc-contact-form-heading">
        <h2 id="fc-contact-form-heading" className="fc-lead-panel__title">
          Send us an enquiry
        </h2>
        <DeferredLeadForm kind="enquiry" car={null} settings={settings} />
      </section>
      {locations.length > 0 ? (
        <section className="fc-contact-page__locations" aria-labelledby="fc-contact-locations">
          <h2 id="fc-contact-locations">Our locations</h2>
          <ul>
            {locations.map((location) => (
              <li key={location.id} data-slot="contact-location">
                <a href={location.href} className="fc-contact-page__name">
                  {location.name}
                </a>
                <span className="fc-contact-page__type">{location.typeLabel}</span>
                {location.address ? <span>{location.address}</span> : null}
                {location.phone ? (
                  <a
                    href={location.phone.href}
                    aria-label={`Call ${location.name} on ${location.phone.text}`}
                  >
                    {location.phone.text}
                  </a>
                ) : null}
                {location.today ? (
                  <span data-slot="location-today" data-state={location.today.state}>
                    Today {location.today.hours} · {location.today.status}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
          <p>
            <a href="/dealerships">Find your nearest dealership</a>
          </p>
        </section>
      ) : null}
    </div>
  );
}
