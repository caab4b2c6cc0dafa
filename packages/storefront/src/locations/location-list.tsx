import './locations.css';
import {
  emptySearchState,
  formatDistance,
  placedSearchState,
  sortByDistance,
} from '@forecourt/core';
import { searchStateToUrl } from '@forecourt/search';
import { LocationCard } from '@forecourt/ui';
import { useCallback, useMemo, useState } from 'react';
import { useStorefront } from '../context';
import { rememberPostcode } from '../search/place-memory';
import { DirectionsLink } from './directions-link';
import { EmailUsButton } from './email-us';
import { NearestLocationFinder } from './nearest-location-finder';
import type { LocationSummaryView } from './types';

export type LocationListProps = {
  /** In location order (sales, service, parts; docs/rules.md#location-order), hidden ones already left out. */
  locations: readonly LocationSummaryView[];
  /** The list's heading. */
  heading?: string;
};

/**
 * The location cards (image, name, address, phone, today's
 * hours, Get Directions and Email Us) under the 'find your nearest dealership'
 * box; once a postcode is placed the cards are ordered nearest first (core's
 * `sortByDistance`, docs/rules.md#nearest-dealership: Earth radius 6371 km), each with its distance (docs/rules.md#location-pages).
 */
export function LocationList({ locations, heading = 'Our locations' }: LocationListProps) {
  const { site } = useStorefront();
  const [from, setFrom] = useState<{
    point: { lat: number; long: number };
    postcode: string;
  } | null>(null);
  // A placed postcode is the shopper's place for the session: the stock is then
  // searched nearest to it first (docs/rules.md#place-in-search).
  const found = useCallback((next: typeof from) => {
    setFrom(next);
    if (next) rememberPostcode(next.postcode);
  }, []);
  const ordered = useMemo(() => {
    if (!from) return locations.map((location) => ({ location, distance: null as string | null }));
    return sortByDistance(
      locations.map((l) => ({
        ...l,
        address: l.point ? { lat: l.point.lat, long: l.point.long } : null,
      })),
      from.point,
    ).map(({ location, distanceKm }) => ({
      location: locations.find((l) => l.id === location.id) as LocationSummaryView,
      distance: distanceKm === null ? null : formatDistance(distanceKm),
    }));
  }, [locations, from]);
  return (
    <div className="fc-locations" data-slot="location-list">
      <NearestLocationFinder onFound={found} />
      <section aria-labelledby="fc-locations-heading" className="fc-locations__list">
        <h2 id="fc-locations-heading" className="fc-locations__heading">
          {from ? `${heading}, nearest to ${from.postcode} first` : heading}
        </h2>
        {from ? (
          <p className="fc-locations__stock-link">
            <a
              href={searchStateToUrl(placedSearchState(emptySearchState(), from.postcode), {
                basePath: site.carsPath,
              })}
            >
              See our stock nearest {from.postcode} first
            </a>
          </p>
        ) : null}
        <ul className="fc-locations__grid" data-ordered={from ? 'distance' : 'type'}>
          {ordered.map(({ location, distance }) => (
            <li key={location.id}>
              <LocationCard
                name={location.name}
                href={location.href}
                typeLabel={location.typeLabel}
                image={location.image}
                address={location.address}
                phone={location.phone}
                today={location.today}
                distance={distance}
                actions={
                  <>
                    {location.directionsHref ? (
                      <DirectionsLink
                        href={location.directionsHref}
                        name={location.name}
                        size="sm"
                      />
                    ) : null}
                    <EmailUsButton
                      location={location.emailUs}
                      variant="secondary"
                      size="sm"
                      named
                    />
                  </>
                }
              />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
