import { LeadForm } from '@forecourt/storefront/lead';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/PageShell';
import './book-test-drive.css';

// SPEC §2 /book-test-drive/: a test drive booking about no car in particular
// (SPEC §9: event 17). The site's locations and form flags come with the page.
export default function Page() {
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
        <h2 id="fc-test-drive-heading" className="fc-lead-panel__title">
          Request your test drive
        </h2>
        <LeadForm kind="test-drive" car={null} settings={site.lead} />
      </section>
    </PageShell>
  );
}
