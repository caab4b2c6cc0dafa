import type { ReactNode } from 'react';
import { Disclosure } from '../disclosure/disclosure';
import { cn } from '../lib/cn';
import '../card/card.css';
import './offer-card.css';

/** A text that may be cut: the whole text, and what shows while it is collapsed. */
export type OfferText = {
  /**
   * The collapsed text, already cut by the caller (the lengths are rules of
   * @forecourt/core, docs/rules.md#text-truncation); null when the whole text shows with no toggle.
   */
  preview: string | null;
};

export type OfferCardProps = {
  /** The offer's name; a link to its own page when `href` is given. */
  name: string;
  href?: string;
  /** 'card' for a list of offers; 'feature' for the single-offer page, whose heading names it. */
  variant?: 'card' | 'feature';
  /** The offer's or its model's picture: decorative, as the name says what it is. */
  image?: { src: string; srcSet?: string; sizes?: string } | null;
  /** Draw the picture at once (the first card, the single offer), others lazily. */
  priority?: boolean;
  /** The description as HTML the server has sanitised, with its collapsed text. */
  description?: (OfferText & { html: string }) | null;
  /** The disclaimer (plain text), with its collapsed text. */
  disclaimer?: (OfferText & { text: string }) | null;
  /** The offer's buttons (the single offer's 'Enquire Now' and 'Explore {model}'). */
  actions?: ReactNode;
  /** Open the description from the start (the single offer's page shows it whole first). */
  defaultDescriptionExpanded?: boolean;
  /** The heading level of the name in a list (2 under the page's heading). */
  headingLevel?: 2 | 3;
  className?: string;
};

function ellipsis(text: string): string {
  return `${text.trimEnd()}…`;
}

/** An offer's image, name, description and disclaimer with View more / View less (docs/rules.md#text-truncation). */
export function OfferCard({
  name,
  href,
  variant = 'card',
  image,
  priority = false,
  description,
  disclaimer,
  actions,
  headingLevel = 2,
  defaultDescriptionExpanded = false,
  className,
}: OfferCardProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <article
      data-slot="offer-card"
      data-variant={variant}
      className={cn('fc-card fc-offer-card', className)}
    >
      <div className="fc-card__media fc-offer-card__media">
        {image ? (
          <img
            src={image.src}
            srcSet={image.srcSet}
            sizes={image.sizes}
            alt=""
            width={640}
            height={360}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
          />
        ) : (
          <div className="fc-card__no-image fc-offer-card__no-image" />
        )}
      </div>
      <div className="fc-offer-card__body">
        {variant === 'card' ? (
          <Heading className="fc-card__heading fc-offer-card__name" data-slot="offer-card-name">
            {href ? <a href={href}>{name}</a> : name}
          </Heading>
        ) : null}
        {description ? (
          <Disclosure
            className="fc-offer-card__description"
            defaultExpanded={defaultDescriptionExpanded}
            preview={
              description.preview === null ? undefined : <p>{ellipsis(description.preview)}</p>
            }
          >
            {/* Sanitised on the server to an allow-list (see OfferCardProps.description). */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised description HTML */}
            <div dangerouslySetInnerHTML={{ __html: description.html }} />
          </Disclosure>
        ) : null}
        {actions ? <div className="fc-offer-card__actions">{actions}</div> : null}
        {disclaimer ? (
          <Disclosure
            className="fc-offer-card__disclaimer"
            preview={
              disclaimer.preview === null ? undefined : <p>{ellipsis(disclaimer.preview)}</p>
            }
          >
            <p>{disclaimer.text}</p>
          </Disclosure>
        ) : null}
      </div>
    </article>
  );
}
