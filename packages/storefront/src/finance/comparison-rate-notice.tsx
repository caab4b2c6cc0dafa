import { comparisonRateNotice } from '@forecourt/core';
import './finance.css';

export type ComparisonRateNoticeProps = { className?: string };

/**
 * The comparison rate's basis (a 5-year secured loan of $30,000) and its warning, in
 * core's words. Every part that shows a comparison rate draws it beside the rate
 * (docs/rules.md#finance-disclaimer).
 */
export function ComparisonRateNotice({ className }: ComparisonRateNoticeProps) {
  return (
    <p
      className={['fc-comparison-rate-notice', className].filter(Boolean).join(' ')}
      data-slot="comparison-rate-notice"
    >
      {comparisonRateNotice()}
    </p>
  );
}
