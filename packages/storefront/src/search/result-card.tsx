import {
  distanceAway,
  imageSrcSet,
  type PublicHit,
  VIEW_LESS_LABEL,
  VIEW_MORE_LABEL,
  withinTowingCapacity,
} from '@forecourt/core';
import type { SearchUrlOptions } from '@forecourt/search';
import { Button, CarCard, Disclosure } from '@forecourt/ui';
import { memo } from 'react';
import { useFavouriteToggle } from '../favourites';
import { cardView, type SearchCardSettings } from './card-view';
import { useTowing, WITHIN_TOWING_LABEL } from './towing-context';

export type SearchResultCardProps = {
  /** The car as a search answer carries it (core's public hit); a whole Car fits too. */
  car: PublicHit;
  settings: SearchCardSettings;
  urlOptions?: SearchUrlOptions;
  headingLevel?: 2 | 3 | 4;
  /** The first card on the page: its photo loads at once (the page's largest paint). */
  priority?: boolean;
  /** How far the car stands from the shopper's place, in km (docs/rules.md#place-in-search). */
  distanceKm?: number | null;
};

/** Where the car stands, then how far that is from the shopper's place ('Parramatta · 12 km away'). */
function locationWithDistance(location: string | null, km: number | null): string | undefined {
  const away = km === null ? null : distanceAway(km);
  return [location, away].filter(Boolean).join(' · ') || undefined;
}

/** 'View more' as shown, and 'about {car}' for a screen reader, so the name holds the visible words. */
function ToggleWords({ words, title }: { words: string; title: string }) {
  return (
    <>
      {words}
      <span className="fc-visually-hidden"> about {title}</span>
    </>
  );
}

/**
 * A search result (docs/rules.md#favourites): image with the location over it, the favourites
 * toggle, description, price and the buttons core's rules allow for the car's
 * status and the site's flags. Every button is a link, so it works before the
 * page's script has loaded. Memoised: while a new search loads, the cards of
 * the last answer stay as they are and are not drawn again.
 */
export const SearchResultCard = memo(function SearchResultCard({
  car,
  settings,
  urlOptions,
  headingLevel = 3,
  priority = false,
  distanceKm = null,
}: SearchResultCardProps) {
  const view = cardView(car, settings, urlOptions);
  // On a caravan search narrowed to the shopper's tow vehicle (docs/rules.md#towing-capacity).
  const towing = useTowing();
  const specs = withinTowingCapacity(car.atm_kg, towing?.capacity ?? null)
    ? [...view.specs, WITHIN_TOWING_LABEL]
    : view.specs;
  const favourite = useFavouriteToggle({
    id: car.id,
    name: view.title,
    slug: car.slug,
    make: car.make,
    model: car.model,
    primary_image_url: view.image,
  });
  return (
    <CarCard
      title={view.title}
      href={view.href}
      status={view.status}
      image={
        view.image
          ? { src: view.image, alt: view.title, srcSet: imageSrcSet(view.image) ?? undefined }
          : undefined
      }
      priority={priority}
      locationLabel={locationWithDistance(view.location, distanceKm)}
      tag={view.tag ?? undefined}
      priceLabel={view.price}
      beforePriceLabel={view.beforePrice ?? undefined}
      priceNote={view.priceNote ?? undefined}
      financeLabel={view.finance ?? undefined}
      specs={specs}
      description={
        view.description ? (
          // Cut as the car page cuts it, with the same View more / View less; the hidden
          // words say which car's text it opens (docs/rules.md#result-card-description).
          <Disclosure
            preview={view.description.preview}
            moreLabel={<ToggleWords words={VIEW_MORE_LABEL} title={view.title} />}
            lessLabel={<ToggleWords words={VIEW_LESS_LABEL} title={view.title} />}
          >
            {view.description.full}
          </Disclosure>
        ) : undefined
      }
      favourite={favourite}
      headingLevel={headingLevel}
      actions={view.actions.map((action) => (
        <Button
          key={action.kind}
          asChild
          variant={action.kind === 'details' ? 'primary' : 'outline'}
          size="sm"
          data-action={action.kind}
        >
          {/* The visible words repeat on every card; the name says which car. */}
          <a href={action.href} aria-label={`${action.label}: ${view.title}`}>
            {action.label}
          </a>
        </Button>
      ))}
    />
  );
});
