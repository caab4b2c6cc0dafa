import { type ReactNode, useId } from 'react';
import { Tag } from '../badge/badge';
import { HeartIcon } from '../icons/heart-icon';
import { cn } from '../lib/cn';
import { useControllable } from '../lib/use-controllable';
import { FinanceEstimate, Price } from '../price/price';
import '../badge/badge.css';
import '../price/price.css';
import '../card/card.css';
import './car-card.css';

export type FavouriteToggle = {
  pressed?: boolean;
  defaultPressed?: boolean;
  onPressedChange?: (pressed: boolean) => void;
  /** Accessible name; defaults to 'Save {title} to favourites'. */
  label?: string;
};

export type CarCardProps = {
  title: string;
  href: string;
  /**
   * The photo. `srcSet` offers the widths the image endpoint makes; `sizes`
   * defaults to the card's width in the result grid.
   */
  image?: { src: string; alt: string; srcSet?: string; sizes?: string };
  /**
   * The first card a shopper sees: its photo is the page's largest paint, so it
   * loads at once with high priority instead of lazily.
   */
  priority?: boolean;
  /** Shown over the image, e.g. 'Brisbane City'. */
  locationLabel?: string;
  /**
   * The car's status as data (`data-status`), e.g. 'in_stock' or 'sold', so a
   * template can style it (docs/rules.md#car-status: status is applied to result cards).
   */
  status: string;
  /** The tag the core chose by precedence (docs/rules.md#car-tag-precedence), if any. */
  tag?: { kind: string; label: string };
  /** Price text as decided by the core (docs/rules.md#price-display). */
  priceLabel: string;
  beforePriceLabel?: string;
  priceNote?: string;
  /** Finance estimate text; omitted when the core says the car does not qualify. */
  financeLabel?: string;
  /** Short facts such as '12,300 km', 'Automatic', 'Petrol'. */
  specs?: readonly string[];
  /** The description: a text, or a View more / View less disclosure of it. */
  description?: ReactNode;
  favourite?: FavouriteToggle;
  /** Buttons: details, finance, reserve, test drive, find similar (docs/rules.md#car-buttons). */
  actions?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

/** A card's width in the result grid: the screen on a phone, a column beside. */
export const CAR_CARD_SIZES = '(min-width: 1024px) 320px, (min-width: 640px) 50vw, 100vw';

/** A result card of the search page and car lists. */
export function CarCard({
  title,
  href,
  image,
  locationLabel,
  status,
  tag,
  priceLabel,
  beforePriceLabel,
  priceNote,
  financeLabel,
  specs = [],
  description,
  favourite,
  actions,
  headingLevel = 3,
  className,
  priority = false,
}: CarCardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const [pressed, setPressed] = useControllable(
    favourite?.pressed,
    favourite?.defaultPressed ?? false,
    favourite?.onPressedChange,
  );
  return (
    <article
      aria-labelledby={titleId}
      data-slot="car-card"
      data-status={status}
      className={cn('fc-card fc-car-card', className)}
    >
      <div className="fc-card__media fc-car-card__media">
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.srcSet ? (image.sizes ?? CAR_CARD_SIZES) : undefined}
            alt={image.alt}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? undefined : 'async'}
            width="400"
            height="300"
          />
        ) : (
          <div className="fc-card__no-image fc-car-card__no-image" />
        )}
        {tag ? <Tag kind={tag.kind} label={tag.label} className="fc-car-card__tag" /> : null}
        {locationLabel ? (
          <span data-slot="car-card-location" className="fc-car-card__location">
            <svg aria-hidden="true" viewBox="0 0 16 16" width="12" height="12">
              <path d="M8 15s5-4.5 5-8.5A5 5 0 0 0 3 6.5C3 10.5 8 15 8 15z" fill="currentColor" />
            </svg>
            {locationLabel}
          </span>
        ) : null}
        {favourite ? (
          <button
            type="button"
            data-slot="car-card-favourite"
            className="fc-car-card__favourite"
            aria-pressed={pressed}
            aria-label={favourite.label ?? `Save ${title} to favourites`}
            onClick={() => setPressed(!pressed)}
          >
            <HeartIcon filled={pressed} />
          </button>
        ) : null}
      </div>
      <div className="fc-car-card__body">
        <Heading id={titleId} className="fc-card__heading fc-car-card__title">
          <a href={href}>{title}</a>
        </Heading>
        {specs.length > 0 ? (
          <ul className="fc-car-card__specs" aria-label="Key facts">
            {specs.map((spec) => (
              <li key={spec}>{spec}</li>
            ))}
          </ul>
        ) : null}
        {description ? <div className="fc-car-card__description">{description}</div> : null}
        <div data-slot="car-card-price">
          <Price label={priceLabel} beforeLabel={beforePriceLabel} note={priceNote} />
        </div>
        {financeLabel ? <FinanceEstimate label={financeLabel} /> : null}
        {actions ? <div className="fc-car-card__actions">{actions}</div> : null}
      </div>
    </article>
  );
}
