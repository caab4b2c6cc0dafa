import type { SiteCardTile, SiteCtaCard } from '@forecourt/core';
import { useId } from 'react';

// The promotional card tile among the results, and the
// CTA card (docs/rules.md#promotional-tiles, docs/rules.md#cta-card). Which tile shows, and where, is core's (content/promos.ts); the server
// picks the tile and hands it here as data, so these only draw.

/** The card tile the server drew for a search page, with its promo node's result position. */
export type SearchCardTile = SiteCardTile & { position: number };

/** The CTA card of a search page (the site's `cta_card`). */
export type SearchCtaCard = SiteCtaCard;

/**
 * A promotional card tile: the dealer's image, named by its alt text, over the
 * tile's own background or the theme's primary colour. A tile with a link is one
 * link, named by that alt text; the landmark says it is a promotion.
 */
export function CardTile({ tile }: { tile: SiteCardTile }) {
  const image = (
    <img
      className="fc-search-tile__image"
      src={tile.image}
      alt={tile.alt}
      width={600}
      height={450}
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <aside
      className="fc-search-tile"
      aria-label="Promotion"
      data-slot="search-promo"
      data-background={tile.background === null ? 'theme' : 'own'}
      style={tile.background === null ? undefined : { backgroundColor: tile.background }}
    >
      {tile.href === null ? (
        image
      ) : (
        <a className="fc-search-tile__link" href={tile.href}>
          {image}
        </a>
      )}
    </aside>
  );
}

/** The call-to-action card, in the theme's colours, with one link (docs/rules.md#cta-card). */
export function CtaCard({ card }: { card: SiteCtaCard }) {
  const titleId = useId();
  return (
    <aside className="fc-search-cta" aria-labelledby={titleId} data-slot="search-cta">
      <h3 id={titleId} className="fc-search-cta__title">
        {card.title}
      </h3>
      <p className="fc-search-cta__body">{card.body}</p>
      <a className="fc-search-cta__link" href={card.href}>
        {card.label}
      </a>
    </aside>
  );
}
