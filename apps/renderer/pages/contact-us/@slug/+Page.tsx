import { LocationDetail } from '@forecourt/storefront/locations';
import { useData } from 'vike-react/useData';
import { PageShell } from '../../../components/page-shell';
import type { Data } from './+data';

// A location's page, headed with its name (docs/rules.md#location-pages).
export default function Page() {
  const { breadcrumbs, location } = useData<Data>();
  return (
    <PageShell title={location.name} breadcrumbs={breadcrumbs} contact={false}>
      {/* Another location is another set of widgets: no tab or dialog state carries over. */}
      <LocationDetail key={location.id} location={location} />
    </PageShell>
  );
}
