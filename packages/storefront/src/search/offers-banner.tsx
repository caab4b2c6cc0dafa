import { Banner } from '@forecourt/ui';

// The banner's and the tiles' links are shown only where the site has their pages:
// callers pass them through core's `availableLinks` (docs/rules.md#feature-switches).

export type Offer = {
  title: string;
  body?: string;
  href: string;
};

/** The banner's three offers, in its words (docs/rules.md#result-cards). */
export const searchOffers: readonly Offer[] = [
  { title: 'See our latest offers', href: '/special-offers' },
  {
    title: 'Book your service online',
    body: 'Save time & book online',
    href: '/service#service-booking',
  },
  {
    title: 'Sell your car',
    body: 'Get an instant offer in 2 minutes',
    href: '/sell-your-car',
  },
];

export type OffersBannerProps = { offers?: readonly Offer[] };

/** The offers banner under the results: each offer is one link. */
export function OffersBanner({ offers = searchOffers }: OffersBannerProps) {
  return (
    <Banner label="Offers and services" tone="promo" className="fc-search-offers">
      <ul className="fc-search-offers__list">
        {offers.map((offer) => (
          <li key={offer.href}>
            <a href={offer.href} className="fc-search-offers__link">
              <span className="fc-search-offers__title">{offer.title}</span>
              {offer.body ? <span className="fc-search-offers__body">{offer.body}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </Banner>
  );
}

/**
 * A promotional tile in words, for the home page's promos section. The search
 * results show the site's own card tiles instead (result-promos.tsx).
 */
export type PromoTileContent = {
  title: string;
  body: string;
  cta: string;
  href: string;
  /** An image address; the tile is drawn in the theme's colours without one. */
  image?: string | null;
};

/** The home page's promotional tiles, each shown where the site offers what it leads to. */
export const defaultPromoTiles: readonly PromoTileContent[] = [
  {
    title: 'Get pre-approved',
    body: 'Know your budget before you fall in love with a car.',
    cta: 'Apply for finance',
    href: '/finance-pre-approval',
  },
  {
    title: 'Trade in your car',
    body: 'Get an instant offer in 2 minutes and put it towards your next one.',
    cta: 'Value my car',
    href: '/trade-in',
  },
  {
    title: 'Book a test drive',
    body: 'Pick a time that suits you and we will have the car ready.',
    cta: 'Book now',
    href: '/book-test-drive',
  },
];

export function PromoTile({ tile }: { tile: PromoTileContent }) {
  return (
    <aside className="fc-search-promo" aria-label={tile.title} data-slot="search-promo">
      {tile.image ? <img className="fc-search-promo__image" src={tile.image} alt="" /> : null}
      <p className="fc-search-promo__title">{tile.title}</p>
      <p className="fc-search-promo__body">{tile.body}</p>
      <a className="fc-search-promo__cta" href={tile.href}>
        {tile.cta}
      </a>
    </aside>
  );
}
