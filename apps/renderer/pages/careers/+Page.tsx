import { CareersPage } from '@forecourt/storefront/lead';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/page-shell';

// The storefront's careers enquiry in the page shell.
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
      <CareersPage settings={site.lead} />
    </PageShell>
  );
}
