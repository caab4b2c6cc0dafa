import { LocationHero, LocationList } from '@forecourt/storefront/locations';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';

// SPEC §2 Locations: the primary location's hero (map, hours, phone, Email Us,
// Get Directions, contact), the find-your-nearest-dealership box and every
// location's card.
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
      {hero ? <LocationHero location={hero} /> : null}
      {locations.length > 0 ? (
        <LocationList locations={locations} />
      ) : (
        <p>Our locations are not listed here yet. Please call us.</p>
      )}
    </PageShell>
  );
}
