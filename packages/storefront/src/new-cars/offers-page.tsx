import { OfferCard } from '@forecourt/ui';
import type { OfferView } from './types';
import './offers-page.css';

export type OffersPageProps = {
  /** The site's offers (docs/rules.md#offers-on-a-site). */
  offers: readonly OfferView[];
};

/** The /special-offers page's body: the site's offer cards, each to its own page. */
export function OffersPage({ offers }: OffersPageProps) {
  return offers.length > 0 ? (
    <ul className="fc-offer-list" data-slot="offer-list">
      {offers.map((offer, index) => (
        <li key={offer.id} data-offer-id={offer.id}>
          <OfferCard
            name={offer.name}
            href={offer.href}
            image={
              offer.image
                ? {
                    ...offer.image,
                    sizes: '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw',
                  }
                : null
            }
            priority={index === 0}
            description={offer.description}
            disclaimer={offer.disclaimer}
          />
        </li>
      ))}
    </ul>
  ) : null;
}
