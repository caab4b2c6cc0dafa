import type { ReactNode } from 'react';
import { Badge } from '../badge';
import { cn } from '../lib/cn';
import './location-card.css';

/** Where a location stands today (core's `todayHours`). */
export type LocationToday = {
  /** Today's hours: '8:30 AM - 5:30 PM' or 'Closed'. */
  hours: string;
  /** 'Open now until 5:30 PM', 'Opens today at 8:30 AM', 'Closed now', 'Closed today'. */
  status: string;
  state: 'open' | 'opens-later' | 'closed-now' | 'closed-today' | 'open-today';
};

export type LocationCardProps = {
  name: string;
  /** The location's page (/contact-us/{slug}). */
  href: string;
  /** 'Sales', 'Service', 'Parts'. */
  typeLabel: string;
  /** The location's photo, or its map when it has none; nothing when it has neither. */
  image?: { src: string; alt: string } | null;
  /** The address on one line. */
  address: string;
  /** The phone as written and its tel: link; null when the location has none. */
  phone?: { text: string; href: string } | null;
  today?: LocationToday | null;
  /** How far it is from the shopper's postcode ('4.2 km'), once they gave one. */
  distance?: string | null;
  /** The card's heading level; 3 by default (under a page's h2). */
  headingLevel?: 2 | 3;
  /** Links and buttons under the details (Get Directions, Email Us). */
  actions?: ReactNode;
  className?: string;
};

/**
 * A location card (docs/rules.md#location-pages: image, name, address, phone, today's
 * hours). The name links to the location's page; the phone is a tel: link named
 * after the location. Today's state shows as `data-state` for templates to colour.
 */
export function LocationCard({
  name,
  href,
  typeLabel,
  image,
  address,
  phone,
  today,
  distance,
  headingLevel = 3,
  actions,
  className,
}: LocationCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article data-slot="location-card" className={cn('fc-location-card', className)}>
      {image ? (
        <div className="fc-location-card__media">
          <img
            src={image.src}
            alt={image.alt}
            width={640}
            height={400}
            loading="lazy"
            decoding="async"
          />
        </div>
      ) : null}
      <div className="fc-location-card__body">
        <div className="fc-location-card__top">
          <Badge tone="outline">{typeLabel}</Badge>
          {distance ? (
            <span className="fc-location-card__distance" data-slot="location-distance">
              {distance}
            </span>
          ) : null}
        </div>
        <Heading className="fc-location-card__name">
          <a href={href}>{name}</a>
        </Heading>
        {address ? <p className="fc-location-card__address">{address}</p> : null}
        {phone ? (
          <p className="fc-location-card__phone">
            <a href={phone.href} aria-label={`Call ${name} on ${phone.text}`}>
              {phone.text}
            </a>
          </p>
        ) : null}
        {today ? (
          <p
            className="fc-location-card__today"
            data-slot="location-today"
            data-state={today.state}
          >
            <span className="fc-location-card__today-label">Today</span> {today.hours}
            <span className="fc-location-card__status">{today.status}</span>
          </p>
        ) : null}
        {actions ? <div className="fc-location-card__actions">{actions}</div> : null}
      </div>
    </article>
  );
}
