import { CAREERS_CATEGORY } from '@forecourt/core';
import { DeferredLeadForm } from '@forecourt/storefront/lead';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/page-shell';
import './careers.css';

// SPEC §2 /careers: the careers enquiry. It is the general enquiry starting at
// 'Careers Enquiry', which core files as 'General Enquiry' / 'Career Enquiry'
// (SPEC §5 Enquiry transformation) with the careers event id 51 (SPEC §9).
const initialValues = { category: CAREERS_CATEGORY };

export default function Page() {
  const { site } = usePageContext();
  return (
    <PageShell
      title="Careers"
      breadcrumbs={[
        { label: 'Home', href: '/' },
        { label: 'Careers', href: '/careers' },
      ]}
      lead={`Sales, service, parts or the office: tell the ${site.name} team about yourself and the role you are after.`}
    >
      <section className="fc-lead-panel fc-careers" aria-labelledby="fc-careers-heading">
        <h2 id="fc-careers-heading" className="fc-lead-panel__title">
          Send us your careers enquiry
        </h2>
        <DeferredLeadForm
          kind="enquiry"
          car={null}
          settings={site.lead}
          initialValues={initialValues}
        />
      </section>
    </PageShell>
  );
}
