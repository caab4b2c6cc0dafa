import { formatDollars } from '@forecourt/core';
import type { CarPageCar } from '../types';
import './below-market.css';

export type BelowMarketIndicatorProps = {
  /** The core's verdict (docs/rules.md#below-market-indicator); null draws nothing. */
  belowMarket: CarPageCar['belowMarket'];
};

/** The car is priced at least $500 under the market average (docs/rules.md#below-market-indicator). */
export function BelowMarketIndicator({ belowMarket }: BelowMarketIndicatorProps) {
  if (!belowMarket) return null;
  const average = belowMarket.basis === 'state' ? 'state average' : 'market average';
  return (
    <p className="fc-below-market" data-slot="below-market" data-basis={belowMarket.basis}>
      <svg aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
        <path d="M8 13 3 7h3V3h4v4h3z" fill="currentColor" />
      </svg>
      <span>
        <strong>{belowMarket.savingText} below market</strong>
        <span className="fc-below-market__note">
          {' '}
          ({average} {formatDollars(belowMarket.marketPrice)})
        </span>
      </span>
    </p>
  );
}
