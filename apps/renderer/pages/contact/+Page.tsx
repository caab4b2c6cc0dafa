import { ContactPage } from '@forecourt/storefront/locations';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';

// The storefront's contact page in the page shell; without locations to list, the
// site's own contact details stand in at its foot.
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
      <ContactPage locations={locations} settings={site.lead} />
    </PageShell>
  );
}
