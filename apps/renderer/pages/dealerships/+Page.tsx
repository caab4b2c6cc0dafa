import { DealershipsPage } from '@forecourt/storefront/locations';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';

// The storefront's dealerships page in the page shell.
export default function Page() {
  const { breadcrumbs, hero, locations } = useData<Data>();
  const { site } = usePageContext();
  return (
    <PageShell
      title="Dealerships"
      breadcrumbs={breadcrumbs}
      lead={`Visit, call or email any ${site.name} location. Enter your postcode to find the one nearest you.`}
      // Without locations to list, the site's own contact details stand in.
      contact={locations.length === 0}
    >
      <DealershipsPage hero={hero} locations={locations} />
    </PageShell>
  );
}
