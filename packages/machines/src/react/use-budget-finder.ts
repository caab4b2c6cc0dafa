import type { PaymentFrequency } from '@forecourt/core';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import {
  type BudgetFinderInput,
  budgetFinderMachine,
  budgetFinderView,
} from '../budget-finder/budget-finder-machine';
import { useProvidedMachine } from './provided-machine';

export type UseBudgetFinderOptions = BudgetFinderInput & {
  /** Routes to the search for cars up to the estimate. */
  viewResults: (params: { maxPrice: number; frequency: PaymentFrequency }) => void;
};

export function useBudgetFinder({ viewResults, ...input }: UseBudgetFinderOptions) {
  const machine = useProvidedMachine({ viewResults }, (latest) =>
    budgetFinderMachine.provide({
      actions: { viewResults: (_, params) => latest.current.viewResults(params) },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input });
  const minPrice = input.minPrice ?? null;
  useEffect(() => send({ type: 'results.change', minPrice }), [minPrice, send]);
  return {
    ...budgetFinderView(snapshot),
    frequency: snapshot.context.frequency,
    repayment: snapshot.context.repayment,
    deposit: snapshot.context.deposit,
    setRepayment: (value: number) => send({ type: 'repayment.change', value }),
    setDeposit: (value: number) => send({ type: 'deposit.change', value }),
    setFrequency: (frequency: PaymentFrequency) => send({ type: 'frequency.change', frequency }),
    view: () => send({ type: 'view' }),
  };
}
