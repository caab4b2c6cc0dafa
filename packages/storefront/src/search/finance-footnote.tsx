import { financeDisclaimer, siteHidesFinance } from '@forecourt/core';
import type { SearchCardSettings } from './card-view';

/**
 * The finance disclaimer the '*' of a card's repayment points at (* every repayment carries its rates and the disclaimer). Drawn under a list of
 * cards on a site whose provider can show an estimate; nothing elsewhere.
 */
export function FinanceFootnote({
  settings,
}: {
  settings: Pick<SearchCardSettings, 'financeProvider' | 'manufacturer'>;
}) {
  if (settings.financeProvider === null || siteHidesFinance(settings)) return null;
  return (
    <p className="fc-search__finance-note" data-slot="finance-footnote">
      * {financeDisclaimer()}
    </p>
  );
}
