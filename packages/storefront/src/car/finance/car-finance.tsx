import { FinanceEstimate } from '@forecourt/ui';
import { ComparisonRateNotice } from '../../finance/comparison-rate-notice';
import { FinanceDisclaimerButton } from '../../finance/finance-disclaimer';
import type { CarPageCar } from '../types';
import './car-finance.css';

export type CarFinanceProps = {
  /** The core's finance display for the site's provider (docs/rules.md#finance-display); null draws nothing. */
  finance: CarPageCar['finance'];
  /** Where the T&Cs link goes on the sites that show one (docs/rules.md#finance-display). */
  termsHref?: string;
  /** The car whose disclaimer the dialog fetches (docs/rules.md#finance-disclaimer); null shows the text the page has. */
  carId?: string | null;
  /** The finance page about the car (core's `financeLink`), linked under the estimate. */
  financeHref?: string;
};

/** The rate lines under the repayment: '8.95% p.a.', '9.45% comparison rate', 'over 5 years'. */
function rateLines(finance: NonNullable<CarPageCar['finance']>): string[] {
  const lines = [`${finance.rateText} p.a.`];
  if (finance.comparisonRateText) lines.push(`${finance.comparisonRateText} comparison rate`);
  if (finance.termText) lines.push(`over ${finance.termText}`);
  return lines;
}

/**
 * Car detail finance estimate and the repayment ('$N per
 * week'), its rates, the comparison rate's basis and warning beside a comparison
 * rate, and the finance disclaimer, which opens in a dialog and is
 * fetched for the car (docs/rules.md#finance-disclaimer, docs/rules.md#finance-display). The
 * providers that quote availability only (docs/rules.md#finance-display: 360 Finance, AusLoans) show
 * 'Finance available' when the lender sent no figure.
 */
export function CarFinance({
  finance,
  termsHref = '/terms-and-conditions',
  carId = null,
  financeHref,
}: CarFinanceProps) {
  if (!finance) return null;
  return (
    <FinanceEstimate
      className="fc-car-finance"
      label={finance.payment ? `From ${finance.payment.text}` : 'Finance available'}
      details={rateLines(finance)}
      termsHref={finance.showTermsLink ? termsHref : undefined}
      disclaimer={
        <>
          {finance.comparisonRateText ? (
            <ComparisonRateNotice className="fc-car-finance__comparison" />
          ) : null}
          <FinanceDisclaimerButton
            carId={carId}
            fallback={finance.disclaimer}
            className="fc-car-finance__disclaimer"
          />
          {financeHref ? (
            <a className="fc-car-finance__link" href={financeHref}>
              Finance options for this car
            </a>
          ) : null}
        </>
      }
    />
  );
}
