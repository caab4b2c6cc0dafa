import { LocationHero } from './location-hero';
import { LocationList } from './location-list';
import type { LocationHeroView, LocationSummaryView } from './types';

export type DealershipsPageProps = {
  /** The primary location, when the site lists any. */
  hero: LocationHeroView | null;
  locations: readonly LocationSummaryView[];
};

/**
 * The /dealerships page's body (docs/rules.md#location-pages): the primary location's
 * hero (map, hours, phone, Email Us, Get Directions), the find-your-nearest-dealership
 * box and every location's card.
 */
export function DealershipsPage({ hero, locations }: DealershipsPageProps) {
  return (
    <>
      {hero ? <LocationHero location={hero} /> : null}
      {locations.length > 0 ? (
        <LocationList locations={locations} />
      ) : (
        <p>Our locations are not listed here yet. Please call us.</p>
      )}
    </>
  );
}
