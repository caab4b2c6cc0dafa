import './locations.css';
import { Badge, buttonVariants, HoursTable, LocationMap } from '@forecourt/ui';
import { DirectionsLink } from './directions-link';
import { EmailUsButton } from './email-us';
import type { LocationHeroView } from './types';

export type LocationHeroProps = {
  location: LocationHeroView;
  /** The contact button's target; the location's page by default. */
  contactHref?: string;
};

/**
 * The large hero of the primary location: its map (the static
 * map at once, the interactive one when asked for), hours, phone, 'Email Us',
 * 'Get Directions' (the place link, in a new tab) and a contact button (docs/rules.md#location-pages).
 */
export function LocationHero({ location, contactHref }: LocationHeroProps) {
  return (
    <section
      className="fc-location-hero"
      aria-labelledby="fc-location-hero-heading"
      data-slot="location-hero"
      data-location={location.slug}
    >
      <div className="fc-location-hero__map">
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
      <div className="fc-location-hero__details">
        <Badge tone="outline">{location.typeLabel}</Badge>
        <h2 id="fc-location-hero-heading" className="fc-location-hero__name">
          {location.name}
        </h2>
        {location.address ? <p className="fc-location-hero__address">{location.address}</p> : null}
        {location.today ? (
          <p
            className="fc-location-hero__today"
            data-slot="location-today"
            data-state={location.today.state}
          >
            {location.today.status}
          </p>
        ) : null}
        {location.phone ? (
          <p className="fc-location-hero__phone">
            <a
              href={location.phone.href}
              aria-label={`Call ${location.name} on ${location.phone.text}`}
            >
              {location.phone.text}
            </a>
          </p>
        ) : null}
        {location.hours ? (
          <HoursTable
            caption={`${location.hours.label} opening hours`}
            rows={location.hours.rows}
            showCaption
            className="fc-location-hero__hours"
          />
        ) : null}
        <div className="fc-location-hero__actions">
          <EmailUsButton location={location.emailUs} />
          {location.directionsHref ? (
            <DirectionsLink href={location.directionsHref} name={location.name} />
          ) : null}
          <a
            href={contactHref ?? location.href}
            className={buttonVariants({ variant: 'secondary' })}
            data-action="contact"
          >
            Contact Us
            <span className="fc-visually-hidden"> at {location.name}</span>
          </a>
        </div>
      </div>
    </section>
  );
}
