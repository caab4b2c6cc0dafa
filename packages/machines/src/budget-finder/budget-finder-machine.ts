import {
  type BudgetButton,
  budgetButton,
  budgetEstimate,
  clampBudgetInput,
  DEFAULT_BUDGET_DEPOSIT,
  defaultRepayment,
  isBudgetValid,
  type PaymentFrequency,
} from '@forecourt/core';
import { assign, setup } from 'xstate';

export type BudgetFinderInput = {
  /** The vehicle word for the labels, e.g. 'Car' ('View Cars In This Range'). */
  cartype: string;
  frequency?: PaymentFrequency;
  /** Where the shopper had already set the amounts (clamped); else the frequency's default and 2000. */
  repayment?: number;
  deposit?: number;
  /** The cheapest price in the results (docs/rules.md#budget-finder); null while unknown. */
  minPrice?: number | null;
};

export type BudgetFinderContext = {
  cartype: string;
  frequency: PaymentFrequency;
  repayment: number;
  deposit: number;
  minPrice: number | null;
};

export type BudgetFinderEvent =
  | { type: 'repayment.change'; value: number }
  | { type: 'deposit.change'; value: number }
  | { type: 'frequency.change'; frequency: PaymentFrequency }
  | { type: 'results.change'; minPrice: number | null }
  /** The 'View {cartype}s In This Range' button. */
  | { type: 'view' };

export function budgetOf(context: BudgetFinderContext): number {
  return budgetEstimate({
    frequency: context.frequency,
    repayment: context.repayment,
    deposit: context.deposit,
  });
}

/**
 * Budget finder: repayment, frequency and deposit give an
 * estimate; the finder is `invalid` (button disabled, 'No {cartype}s found for
 * this budget') while the estimate is below the cheapest price in the results (docs/rules.md#budget-finder).
 * `view` hands the estimate to the injected `viewResults` action, which routes
 * to the search page.
 */
export const budgetFinderMachine = setup({
  types: {
    context: {} as BudgetFinderContext,
    events: {} as BudgetFinderEvent,
    input: {} as BudgetFinderInput,
  },
  actions: {
    viewResults: (_, _params: { maxPrice: number; frequency: PaymentFrequency }) => {},
  },
  guards: {
    isValid: ({ context }) => isBudgetValid(budgetOf(context), context.minPrice),
  },
}).createMachine({
  id: 'budgetFinder',
  context: ({ input }) => {
    const frequency = input.frequency ?? 'monthly';
    return {
      cartype: input.cartype,
      frequency,
      repayment:
        input.repayment === undefined
          ? defaultRepayment(frequency)
          : clampBudgetInput(input.repayment),
      deposit:
        input.deposit === undefined ? DEFAULT_BUDGET_DEPOSIT : clampBudgetInput(input.deposit),
      minPrice: input.minPrice ?? null,
    };
  },
  initial: 'checking',
  on: {
    'repayment.change': {
      target: '.checking',
      actions: assign({ repayment: ({ event }) => clampBudgetInput(event.value) }),
    },
    'deposit.change': {
      target: '.checking',
      actions: assign({ deposit: ({ event }) => clampBudgetInput(event.value) }),
    },
    // A weekly 600 is not a monthly 600: switching frequency starts from that
    // frequency's default repayment (docs/rules.md#budget-finder: 600 monthly, 200 weekly).
    'frequency.change': {
      target: '.checking',
      actions: assign({
        frequency: ({ event }) => event.frequency,
        repayment: ({ event }) => defaultRepayment(event.frequency),
      }),
    },
    'results.change': {
      target: '.checking',
      actions: assign({ minPrice: ({ event }) => event.minPrice }),
    },
  },
  states: {
    checking: {
      always: [{ guard: 'isValid', target: 'valid' }, { target: 'invalid' }],
    },
    valid: {
      on: {
        view: {
          actions: {
            type: 'viewResults',
            params: ({ context }) => ({
              maxPrice: budgetOf(context),
              frequency: context.frequency,
            }),
          },
        },
      },
    },
    invalid: {},
  },
});

export type BudgetFinderView = BudgetButton & { estimate: number };

/** The estimate, the button label and state, and the too-low message for a snapshot. */
export function budgetFinderView(snapshot: { context: BudgetFinderContext }): BudgetFinderView {
  const estimate = budgetOf(snapshot.context);
  return {
    estimate,
    ...budgetButton(estimate, snapshot.context.minPrice, snapshot.context.cartype),
  };
}
