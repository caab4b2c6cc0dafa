import type { Favourite } from '@forecourt/core';
import { Button, CarCardSkeleton, Chip, HeartIcon } from '@forecourt/ui';
import { useRef, useState } from 'react';
import { useStorefront } from '../context';
import { useFavouriteList, useFavouriteToggle } from './favourites';
import './favourites-list.css';

export type FavouritesListProps = {
  /** Where the empty state sends the shopper; the site's cars path by default. */
  stockHref?: string;
  /** The address of a saved photo as the page should load it (e.g. a resized copy). */
  imageSrc?: (url: string) => string | null;
  /** The car page of a favourite; /cars/{slug} by default. */
  carHref?: (favourite: Favourite) => string;
  /** Heading level of each card's title. */
  headingLevel?: 2 | 3;
};

type CardProps = Required<Omit<FavouritesListProps, 'stockHref'>> & {
  favourite: Favourite;
  onRemoved: (favourite: Favourite) => void;
};

function FavouriteCard({ favourite, imageSrc, carHref, headingLevel, onRemoved }: CardProps) {
  const toggle = useFavouriteToggle(favourite);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const src = favourite.primary_image_url ? imageSrc(favourite.primary_image_url) : null;
  const href = carHref(favourite);
  return (
    <article className="fc-favourite-card" data-slot="favourite-card">
      <div className="fc-favourite-card__media">
        {src ? (
          <img src={src} alt="" loading="lazy" decoding="async" width="400" height="225" />
        ) : (
          <span className="fc-favourite-card__no-image" />
        )}
      </div>
      <div className="fc-favourite-card__body">
        <Heading className="fc-favourite-card__title">
          <a href={href}>{favourite.name}</a>
        </Heading>
        <p className="fc-favourite-card__meta">
          {favourite.make} · {favourite.model}
        </p>
        <div className="fc-favourite-card__actions">
          <Button asChild size="sm">
            <a href={href}>
              View car<span className="fc-visually-hidden">: {favourite.name}</span>
            </a>
          </Button>
          {/* On this page the heart only takes the car away: a Remove button, named by
              what it removes, its visible word first (WCAG 2.5.3 label in name). */}
          <Chip
            className="fc-favourite-card__remove"
            aria-label={`Remove ${favourite.name} from favourites`}
            onClick={() => {
              if (toggle.pressed) toggle.onPressedChange();
              onRemoved(favourite);
            }}
          >
            <HeartIcon filled={toggle.pressed} />
            Remove
          </Chip>
        </div>
      </div>
    </article>
  );
}

/**
 * Favourites: the cars the shopper saved on this dealership's site,
 * each with a link to its page and a toggle that removes it; an empty list
 * links to the stock (docs/rules.md#favourites). The list is read from the browser's storage, so until it
 * is read (and on the server) a loading state shows.
 */
export function FavouritesList({
  stockHref,
  imageSrc = (url) => url,
  carHref = (favourite) => `/cars/${encodeURIComponent(favourite.slug)}`,
  headingLevel = 2,
}: FavouritesListProps) {
  const { site } = useStorefront();
  const { list, ready } = useFavouriteList();
  const [removed, setRemoved] = useState<string | null>(null);
  const region = useRef<HTMLDivElement>(null);

  if (!ready) {
    return (
      <div className="fc-favourites" data-slot="favourites" data-state="loading" aria-busy="true">
        <p className="fc-visually-hidden" role="status">
          Loading your saved cars…
        </p>
        <div className="fc-favourites__grid">
          <CarCardSkeleton />
          <CarCardSkeleton />
        </div>
      </div>
    );
  }

  return (
    <div
      ref={region}
      className="fc-favourites"
      data-slot="favourites"
      data-state={list.length === 0 ? 'empty' : 'ready'}
      // The removed card takes the focus with it; the list keeps it instead.
      tabIndex={-1}
    >
      <p className="fc-visually-hidden" role="status">
        {removed ? `${removed} removed from your favourites.` : ''}
      </p>
      {list.length === 0 ? (
        <div className="fc-favourites__empty">
          <p className="fc-favourites__empty-title">You have no saved cars yet.</p>
          <p>Tap the heart on any car to keep it here for later.</p>
          <Button asChild>
            <a href={stockHref ?? site.carsPath}>Browse our stock</a>
          </Button>
        </div>
      ) : (
        <>
          <p className="fc-favourites__count">
            {list.length === 1 ? '1 saved car' : `${list.length} saved cars`}
          </p>
          <ul className="fc-favourites__grid" aria-label="Saved cars">
            {list.map((favourite) => (
              <li key={favourite.id}>
                <FavouriteCard
                  favourite={favourite}
                  imageSrc={imageSrc}
                  carHref={carHref}
                  headingLevel={headingLevel}
                  onRemoved={(car) => {
                    setRemoved(car.name);
                    region.current?.focus();
                  }}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
