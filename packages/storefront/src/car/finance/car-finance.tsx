import { Button, DeferredDialog, FinanceEstimate, preloadDialog } from '@forecourt/ui';
import { useState } from 'react';
import type { CarPageCar } from '../types';
import './car-finance.css';

export type CarFinanceProps = {
  /** The core's finance display for the site's provider (SPEC §5); null draws nothing. */
  finance: CarPageCar['finance'];
  /** Where the T&Cs link goes on the sites that show one (SPEC §9). */
  termsHref?: string;
};

/** The rate lines under the repayment: '8.95% p.a.', '9.45% comparison rate', 'over 5 years'. */
function rateLines(finance: NonNullable<CarPageCar['finance']>): string[] {
  const lines = [`${finance.rateText} p.a.`];
  if (finance.comparisonRateText) lines.push(`${finance.comparisonRateText} comparison rate`);
  if (finance.termText) lines.push(`over ${finance.termText}`);
  return lines;
}

/**
 * SPEC §2 Car detail finance estimate and §9 Finance: the repayment ('$N per
 * week'), its rates and the finance disclaimer, which opens in a dialog. The
 * providers that quote availability only (SPEC §5: 360 Finance, AusLoans) show
 * 'Finance available' when the lender sent no figure.
 */
export function CarFinance({ finance, termsHref = '/terms-and-conditions' }: CarFinanceProps) {
  const [open, setOpen] = useState(false);
  if (!finance) return null;
  return (
    <FinanceEstimate
      className="fc-car-finance"
      label={finance.payment ? `From ${finance.payment.text}` : 'Finance available'}
      details={rateLines(finance)}
      termsHref={finance.showTermsLink ? termsHref : undefined}
      disclaimer={
        <>
          <Button
            variant="link"
            size="sm"
            className="fc-car-finance__disclaimer"
            aria-haspopup="dialog"
            onPointerEnter={preloadDialog}
            onFocus={preloadDialog}
            onClick={() => setOpen(true)}
          >
            Finance disclaimer
          </Button>
          <DeferredDialog open={open} onOpenChange={setOpen} title="Finance disclaimer" size="sm">
            <p className="fc-car-finance__disclaimer-text">{finance.disclaimer}</p>
          </DeferredDialog>
        </>
      }
    />
  );
}
