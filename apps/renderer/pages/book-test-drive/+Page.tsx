import { LeadCar, LeadForm } from '@forecourt/storefront/lead';
import { Alert } from '@forecourt/ui';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';
import './book-test-drive.css';

// SPEC §2 /book-test-drive/: a test drive booking about the car a result card
// linked, or about no car in particular. The site's locations and form flags
// come with the page; the car, when there is one, travels with the lead.
export default function Page() {
  const { car, leadCar, carUnavailable } = useData<Data>();
  const { site } = usePageContext();
  return (
    <PageShell
      title="Book a Test Drive"
      breadcrumbs={[
        { label: 'Home', href: '/' },
        { label: 'Book a Test Drive', href: '/book-test-drive' },
      ]}
      lead={`Choose a day that suits you and the ${site.name} team will have the car ready.`}
    >
      <section className="fc-lead-panel fc-test-drive" aria-labelledby="fc-test-drive-heading">
        {car ? (
          <LeadCar car={car} slot="test-drive-car">
            <p className="fc-test-drive__car-meta">
              {[car.price, car.km, car.location].filter(Boolean).join(' · ')}
            </p>
          </LeadCar>
        ) : null}
        {carUnavailable ? (
          <Alert tone="warning" title="That car is no longer available">
            Tell us which model you would like to drive and we will find one for you.
          </Alert>
        ) : null}
        <h2 id="fc-test-drive-heading" className="fc-lead-panel__title">
          Request your test drive
        </h2>
        <LeadForm kind="test-drive" car={leadCar} settings={site.lead} />
      </section>
    </PageShell>
  );
}
