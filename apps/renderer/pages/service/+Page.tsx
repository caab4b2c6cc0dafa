import { ServicePage } from '@forecourt/storefront/lead';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';

// The storefront's service booking in the page shell (docs/rules.md#service-booking).
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
      <ServicePage booking={booking} siteName={site.name} settings={site.lead} />
    </PageShell>
  );
}
