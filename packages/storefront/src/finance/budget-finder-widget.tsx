import {
  BUDGET_FINDER_HEADING,
  budgetPriceRange,
  emptySearchState,
  formatCount,
  formatDollars,
  type PaymentFrequency,
} from '@forecourt/core';
import { useBudgetFinder } from '@forecourt/machines/react';
import { searchStateToUrl } from '@forecourt/search';
import { BudgetFinder } from '@forecourt/ui';
import { type ReactNode, useState } from 'react';
import { useStorefront } from '../context';

/** A body type of the site's stock, with the cheapest price the finder would find (above 1000). */
export type BudgetBody = { value: string; count: number; minPrice: number | null };

export type BudgetFinderWidgetProps = {
  /** 'Car', or 'Caravan' on a caravan site: the button reads 'View {cartype}s In This Range'. */
  cartype: string;
  /** The body-type tiles (core's `bodyTypeTiles` of the stock). */
  bodies: readonly BudgetBody[];
  /** The cheapest price of the whole stock above 1000, null when unknown. */
  minPrice: number | null;
  headingLevel?: 2 | 3;
  footer?: ReactNode;
  className?: string;
  /** Where the shopper had got to before the machine loaded (see DeferredBudgetFinder). */
  initial?: BudgetStart;
};

/** The finder's inputs as a shopper leaves them. */
export type BudgetStart = {
  body: string | null;
  frequency: PaymentFrequency;
  repayment: number;
  deposit: number;
};

/**
 * Budget finder: the budget finder machine (core's clamping, the
 * estimate and the too-low rule) drawn by the kit's BudgetFinder (docs/rules.md#budget-finder). The cheapest
 * price it checks against is the chosen body type's, else the whole stock's;
 * the button goes to the site's search for cars above 1000 and at most the
 * budget (docs/rules.md#budget-finder), of the chosen body type.
 */
export function BudgetFinderWidget({
  cartype,
  bodies,
  minPrice,
  headingLevel,
  footer,
  className,
  initial,
}: BudgetFinderWidgetProps) {
  const { site, navigate } = useStorefront();
  const [body, setBody] = useState<string | null>(initial?.body ?? null);
  const chosen = bodies.find((b) => b.value === body) ?? null;
  const finder = useBudgetFinder({
    cartype,
    // The amounts typed before the machine loaded are its starting context, not
    // changes sent after the first render: a change typed between that render and
    // an effect would otherwise be overwritten by the older amount.
    frequency: initial?.frequency,
    repayment: initial?.repayment,
    deposit: initial?.deposit,
    minPrice: chosen ? chosen.minPrice : minPrice,
    viewResults: ({ maxPrice }) => {
      const state = emptySearchState();
      navigate(
        searchStateToUrl(
          {
            ...state,
            refinements: chosen ? { body: [chosen.value] } : {},
            ranges: { price: budgetPriceRange(maxPrice) },
          },
          { basePath: site.carsPath },
        ),
      );
    },
  });
  const plural = `${cartype.toLowerCase()}s`;
  return (
    <BudgetFinder
      className={className}
      heading={BUDGET_FINDER_HEADING}
      headingLevel={headingLevel}
      bodies={bodies.map((b) => ({
        value: b.value,
        detail: `${formatCount(b.count)} ${b.count === 1 ? cartype.toLowerCase() : plural}`,
      }))}
      body={body}
      onBodyChange={setBody}
      frequency={finder.frequency}
      onFrequencyChange={finder.setFrequency}
      repayment={finder.repayment}
      onRepaymentChange={finder.setRepayment}
      deposit={finder.deposit}
      onDepositChange={finder.setDeposit}
      estimate={formatDollars(finder.estimate)}
      buttonLabel={finder.label}
      disabled={finder.disabled}
      message={finder.message}
      onView={finder.view}
      footer={footer}
    />
  );
}
