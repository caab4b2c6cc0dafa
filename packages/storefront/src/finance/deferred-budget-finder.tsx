import {
  BUDGET_FINDER_HEADING,
  budgetButton,
  budgetEstimate,
  budgetPriceRange,
  clampBudgetInput,
  DEFAULT_BUDGET_DEPOSIT,
  defaultRepayment,
  emptySearchState,
  formatCount,
  formatDollars,
} from '@forecourt/core';
import { searchStateToUrl } from '@forecourt/search';
import { BudgetFinder } from '@forecourt/ui';
import { useState } from 'react';
import { useStorefront } from '../context';
import { useDeferredLive } from '../deferred/use-deferred-live';
import type { BudgetFinderWidgetProps, BudgetStart } from './budget-finder-widget';

// The finder's machine (and XState) load when the shopper comes near it, not with the
// page (budgets): until then core's budget rules draw it exactly as the
// machine would, from the same functions.
const loadLive = () => import('./budget-finder-widget').then((m) => m.BudgetFinderWidget);

/**
 * The budget finder as a page places it: drawn at once from core's rules, and
 * handed to the live widget (the budget finder machine) as soon as a pointer
 * comes over it or focus comes into it, with what the shopper has set so far
 * and the focus where it was.
 */
export function DeferredBudgetFinder(props: BudgetFinderWidgetProps) {
  const { site, navigate, logger } = useStorefront();
  const [start, setStart] = useState<BudgetStart>({
    body: null,
    frequency: 'monthly',
    repayment: defaultRepayment('monthly'),
    deposit: DEFAULT_BUDGET_DEPOSIT,
  });
  const { Live, load, container } = useDeferredLive<BudgetFinderWidgetProps>(loadLive, (error) =>
    logger({ level: 'error', message: 'budget finder failed to load', data: error }),
  );

  if (Live) {
    return (
      <div ref={container} data-slot="budget-finder-host" data-state="live">
        <Live {...props} initial={start} />
      </div>
    );
  }
  const estimate = budgetEstimate(start);
  const chosen = props.bodies.find((b) => b.value === start.body) ?? null;
  const button = budgetButton(estimate, chosen ? chosen.minPrice : props.minPrice, props.cartype);
  const plural = `${props.cartype.toLowerCase()}s`;
  return (
    <div
      ref={container}
      data-slot="budget-finder-host"
      data-state="preview"
      onPointerEnter={load}
      onFocusCapture={load}
    >
      <BudgetFinder
        className={props.className}
        heading={BUDGET_FINDER_HEADING}
        headingLevel={props.headingLevel}
        bodies={props.bodies.map((b) => ({
          value: b.value,
          detail: `${formatCount(b.count)} ${b.count === 1 ? props.cartype.toLowerCase() : plural}`,
        }))}
        body={start.body}
        onBodyChange={(body) => setStart((s) => ({ ...s, body }))}
        frequency={start.frequency}
        onFrequencyChange={(frequency) =>
          setStart((s) => ({ ...s, frequency, repayment: defaultRepayment(frequency) }))
        }
        repayment={start.repayment}
        onRepaymentChange={(value) =>
          setStart((s) => ({ ...s, repayment: clampBudgetInput(value) }))
        }
        deposit={start.deposit}
        onDepositChange={(value) => setStart((s) => ({ ...s, deposit: clampBudgetInput(value) }))}
        estimate={formatDollars(estimate)}
        buttonLabel={button.label}
        disabled={button.disabled}
        message={button.message}
        onView={() =>
          navigate(
            searchStateToUrl(
              {
                ...emptySearchState(),
                refinements: chosen ? { body: [chosen.value] } : {},
                ranges: { price: budgetPriceRange(estimate) },
              },
              { basePath: site.carsPath },
            ),
          )
        }
        footer={props.footer}
      />
    </div>
  );
}
