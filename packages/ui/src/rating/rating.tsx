import { useId } from 'react';
import { cn } from '../lib/cn';
import './rating.css';

export type RatingProps = {
  /** Average rating, e.g. 4.6. Whether to show it at all is the caller's rule (docs/rules.md#ratings-and-reviews). */
  value: number;
  max?: number;
  /** Visible review count text, e.g. '(128 reviews)'. */
  countLabel?: string;
  /** Spoken label; defaults to 'Rated 4.6 out of 5'. */
  label?: string;
  className?: string;
};

const STAR = 'M8 1.2l2.1 4.3 4.7.7-3.4 3.3.8 4.7L8 12l-4.2 2.2.8-4.7L1.2 6.2l4.7-.7z';

/** Review rating stars (docs/rules.md#ratings-and-reviews: review rating), partially filled stars included. */
export function Rating({ value, max = 5, countLabel, label, className }: RatingProps) {
  const clipBase = useId();
  const shown = Math.min(Math.max(value, 0), max);
  const spoken = label ?? `Rated ${Number(shown.toFixed(1))} out of ${max}`;
  return (
    <span data-slot="rating" data-value={shown} className={cn('fc-rating', className)}>
      <span role="img" aria-label={spoken} className="fc-rating__stars">
        {Array.from({ length: max }, (_, i) => {
          const fill = Math.min(Math.max(shown - i, 0), 1);
          const clipId = `${clipBase}-${i}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: stars are positional and never reorder
            <svg key={i} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <clipPath id={clipId}>
                <rect x="0" y="0" width={16 * fill} height="16" />
              </clipPath>
              <path d={STAR} className="fc-rating__empty" />
              <path d={STAR} className="fc-rating__full" clipPath={`url(#${clipId})`} />
            </svg>
          );
        })}
      </span>
      <span className="fc-rating__value" aria-hidden="true">
        {shown.toFixed(1)}
      </span>
      {countLabel ? <span className="fc-rating__count">{countLabel}</span> : null}
    </span>
  );
}
