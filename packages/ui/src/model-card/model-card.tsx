import { Badge } from '../badge/badge';
import { cn } from '../lib/cn';
import '../card/card.css';
import './model-card.css';

export type ModelCardProps = {
  /** The model's name as the range lists it ('Sportage', or 'Kia Sportage' on a group's site). */
  name: string;
  /** The model's page (or its override URL). */
  href: string;
  /** The model's picture: decorative, as the name says what it is. */
  image?: { src: string; srcSet?: string; sizes?: string } | null;
  /** The status badge (docs/rules.md#model-range: 'All New', 'Coming Soon'), if any. */
  statusLabel?: string | null;
  /** What the model's status is, for templates to style: all_new, coming_soon or empty. */
  status?: string;
  /** Short facts under the name: fuel and body ('Hybrid', 'SUV'). */
  facts?: readonly string[];
  /** The heading level of the name (3 under a group's heading). */
  headingLevel?: 2 | 3;
  priority?: boolean;
  className?: string;
};

/** One model of the range, its picture, name, status badge and facts, to its page (docs/rules.md#model-range). */
export function ModelCard({
  name,
  href,
  image,
  statusLabel,
  status = '',
  facts = [],
  headingLevel = 3,
  priority = false,
  className,
}: ModelCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      data-slot="model-card"
      data-status={status || undefined}
      className={cn('fc-card fc-model-card', className)}
    >
      <div className="fc-card__media fc-model-card__media">
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
          <div className="fc-card__no-image fc-model-card__no-image" />
        )}
        {statusLabel ? (
          <Badge tone="accent" className="fc-model-card__status">
            {statusLabel}
          </Badge>
        ) : null}
      </div>
      <div className="fc-model-card__body">
        <Heading className="fc-card__heading fc-model-card__name">
          <a href={href}>{name}</a>
        </Heading>
        {facts.length > 0 ? <p className="fc-model-card__facts">{facts.join(' · ')}</p> : null}
      </div>
    </article>
  );
}
