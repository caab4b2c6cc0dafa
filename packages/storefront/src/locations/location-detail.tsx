import './locations.css';
import { Badge, LocationMap } from '@forecourt/ui';
import { DirectionsLink } from './directions-link';
import { EmailUsButton } from './email-us';
import { LocationReviews } from './location-reviews';
import { OpeningHours } from './opening-hours';
import type { LocationDetailView } from './types';

export type LocationDetailProps = { location: LocationDetailView };

/**
 * The detail page (/contact-us/{slug}): the review rating,
 * address, dealer licence and repairer numbers where present, phone, 'Email Us'
 * and 'Get Directions', the map, the opening-hours table with its department
 * switcher and the holiday opening-hours dialog, and the reviews (docs/rules.md#ratings-and-reviews).
 */
export function LocationDetail({ location }: LocationDetailProps) {
  return (
    <div className="fc-location-detail" data-slot="location-detail" data-location={location.slug}>
      <section
        className="fc-location-detail__contact"
        aria-labelledby="fc-location-contact-heading"
      >
        <h2 id="fc-location-contact-heading" className="fc-visually-hidden">
          Contact details
        </h2>
        <Badge tone="outline">{location.typeLabel}</Badge>
        {location.rating.show ? (
          <p className="fc-location-detail__rating" data-slot="location-rating">
            <a href="#fc-reviews-heading">
              {location.rating.average.toFixed(1)} out of 5 from {location.rating.countLabel}
            </a>
          </p>
        ) : null}
        <dl className="fc-location-detail__facts">
          {location.address ? (
            <div>
              <dt>Address</dt>
              <dd>{location.address}</dd>
            </div>
          ) : null}
          {location.phone ? (
            <div>
              <dt>Phone</dt>
              <dd>
                <a
                  href={location.phone.href}
                  aria-label={`Call ${location.name} on ${location.phone.text}`}
                >
                  {location.phone.text}
                </a>
              </dd>
            </div>
          ) : null}
          {location.today ? (
            <div>
              <dt>Today</dt>
              <dd data-slot="location-today" data-state={location.today.state}>
                {location.today.hours} · {location.today.status}
              </dd>
            </div>
          ) : null}
          {location.licences.map((licence) => (
            <div key={licence.label}>
              <dt>{licence.label}</dt>
              <dd>{licence.value}</dd>
            </div>
          ))}
        </dl>
        <div className="fc-location-detail__actions">
          <EmailUsButton location={location.emailUs} />
          {location.directionsHref ? (
            <DirectionsLink href={location.directionsHref} name={location.name} />
          ) : null}
        </div>
      </section>
      <div className="fc-location-detail__map">
        {location.map ? (
          <LocationMap
            staticSrc={location.map.src}
            alt={location.map.alt}
            interactiveSrc={location.interactiveMapUrl}
            interactiveTitle={`Google map of ${location.name}`}
            priority
          />
        ) : null}
      </div>
      <OpeningHours
        locationName={location.name}
        departments={location.departments}
        defaultDepartment={location.defaultDepartment}
        holidays={location.holidays}
      />
      <LocationReviews rating={location.rating} reviews={location.reviews} />
    </div>
  );
}
