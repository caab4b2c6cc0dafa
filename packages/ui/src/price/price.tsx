import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import './price.css';

export type PriceProps = {
  /**
   * The price text, already decided by @forecourt/core (docs/rules.md#price-display):
   * a formatted amount such as '$34,990', or 'Enquire for price.' / 'PREORDER'.
   */
  label: string;
  /** A previous price to show struck through, e.g. '$36,990'. */
  beforeLabel?: string;
  /** Small text after the amount, e.g. 'Drive away'. */
  note?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

export function Price({ label, beforeLabel, note, size = 'md', className }: PriceProps) {
  return (
    <p data-slot="price" data-size={size} className={cn('fc-price', className)}>
      {beforeLabel ? (
        <s className="fc-price__before">
          <span className="fc-visually-hidden">Was </span>
          {beforeLabel}
        </s>
      ) : null}
      <span className="fc-price__amount">
        {beforeLabel ? <span className="fc-visually-hidden">Now </span> : null}
        {label}
      </span>
      {note ? <span className="fc-price__note">{note}</span> : null}
    </p>
  );
}

export type FinanceEstimateProps = {
  /** The repayment as the core formats it, e.g. '$123 per week' (docs/rules.md#repayment-estimate). */
  label: string;
  /** Rate lines such as '8.95% p.a.' and '9.45% comparison rate'. */
  details?: string[];
  termsHref?: string;
  termsLabel?: string;
  /** Disclaimer content, e.g. a Disclosure or a button opening the disclaimer dialog. */
  disclaimer?: ReactNode;
  className?: string;
};

/** The finance estimate of a car; shown only when the core says the car qualifies. */
export function FinanceEstimate({
  label,
  details = [],
  termsHref,
  termsLabel = 'T&Cs',
  disclaimer,
  className,
}: FinanceEstimateProps) {
  return (
    <div data-slot="finance-estimate" className={cn('fc-finance', className)}>
      <p className="fc-finance__label">{label}</p>
      {details.length > 0 || termsHref ? (
        <p className="fc-finance__details">
          {details.join(' · ')}
          {termsHref ? (
            <>
              {details.length > 0 ? ' ' : null}
              <a href={termsHref}>{termsLabel}</a>
            </>
          ) : null}
        </p>
      ) : null}
      {disclaimer ? <div className="fc-finance__disclaimer">{disclaimer}</div> : null}
    </div>
  );
}
