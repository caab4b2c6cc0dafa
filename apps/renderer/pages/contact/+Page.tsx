import { DeferredLeadForm } from '@forecourt/storefront/lead';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';
// Each location's line of today's hours is drawn as on the dealerships pages.
import '@forecourt/storefront/locations.css';
import './contact.css';

// SPEC §2 Routes /contact: the general enquiry form, delivered through the lead
// pipeline (SPEC §9 event id 22, or 51 for a careers enquiry), beside every
// location with its phone and today's hours.
export default function Page() {
  const { breadcrumbs, locations } = useData<Data>();
  const { site } = usePageContext();
  return (
    <PageShell
      title="Contact"
      breadcrumbs={breadcrumbs}
      lead={`Send the ${site.name} team a message and we will get back to you, or call the location you need.`}
      contact={locations.length === 0}
    >
      <div className="fc-contact-page">
        <section className="fc-lead-panel" aria-labelledby="fc-contact-form-heading">
          <h2 id="fc-contact-form-heading" className="fc-lead-panel__title">
            Send us an enquiry
          </h2>
          <DeferredLeadForm kind="enquiry" car={null} settings={site.lead} />
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
    </PageShell>
  );
}
