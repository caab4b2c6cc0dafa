import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type BudgetFinderInput,
  budgetFinderMachine,
  budgetFinderView,
} from './budget-finder-machine';

function start(options: { input?: BudgetFinderInput } = {}) {
  const viewResults = vi.fn();
  const actor = createActor(budgetFinderMachine.provide({ actions: { viewResults } }), {
    input: options.input ?? { cartype: 'Car' },
  }).start();
  return { actor, viewResults };
}

describe('budgetFinderMachine', () => {
  it('starts from 600 a month and a 2000 deposit: 600 × 12 × 5 + 2000', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('valid');
    expect(budgetFinderView(actor.getSnapshot())).toEqual({
      estimate: 38000,
      disabled: false,
      label: 'View Cars In This Range',
      message: null,
    });
  });

  it('weekly starts from 200: 200 × 52 × 5 + 2000', () => {
    const { actor } = start({ input: { cartype: 'Car', frequency: 'weekly' } });
    expect(budgetFinderView(actor.getSnapshot()).estimate).toBe(54000);
  });

  it('starts from amounts already set, clamped like a change', () => {
    const { actor } = start({
      input: { cartype: 'Car', frequency: 'weekly', repayment: 0, deposit: 2_000_000 },
    });
    expect(actor.getSnapshot().context).toMatchObject({ repayment: 0, deposit: 1_000_000 });
    expect(budgetFinderView(actor.getSnapshot()).estimate).toBe(1_000_000);
  });

  it('switching frequency starts from that frequency default', () => {
    const { actor } = start();
    actor.send({ type: 'repayment.change', value: 900 });
    actor.send({ type: 'frequency.change', frequency: 'weekly' });
    expect(actor.getSnapshot().context).toMatchObject({ frequency: 'weekly', repayment: 200 });
  });

  it('repayment and deposit are clamped to 0..1,000,000 and NaN becomes 0', () => {
    const { actor } = start();
    actor.send({ type: 'repayment.change', value: 1_000_001 });
    actor.send({ type: 'deposit.change', value: -5 });
    expect(actor.getSnapshot().context).toMatchObject({ repayment: 1_000_000, deposit: 0 });
    actor.send({ type: 'repayment.change', value: Number.NaN });
    actor.send({ type: 'deposit.change', value: 1_000_000 });
    expect(actor.getSnapshot().context).toMatchObject({ repayment: 0, deposit: 1_000_000 });
  });

  it('a budget below the cheapest result is invalid with the spec texts', () => {
    const { actor, viewResults } = start();
    actor.send({ type: 'results.change', minPrice: 38001 });
    expect(actor.getSnapshot().value).toBe('invalid');
    expect(budgetFinderView(actor.getSnapshot())).toEqual({
      estimate: 38000,
      disabled: true,
      label: '0 Cars Found',
      message: 'No Cars found for this budget',
    });
    actor.send({ type: 'view' });
    expect(viewResults).not.toHaveBeenCalled();
  });

  it('a budget exactly at the cheapest result is valid', () => {
    const { actor } = start({ input: { cartype: 'Car', minPrice: 38000 } });
    expect(actor.getSnapshot().value).toBe('valid');
  });

  it('raising the deposit makes an invalid budget valid again', () => {
    const { actor } = start({ input: { cartype: 'Ute', minPrice: 40000 } });
    expect(actor.getSnapshot().value).toBe('invalid');
    actor.send({ type: 'deposit.change', value: 4000 });
    expect(actor.getSnapshot().value).toBe('valid');
    expect(budgetFinderView(actor.getSnapshot()).label).toBe('View Utes In This Range');
  });

  it('view hands the estimate to the injected viewResults action', () => {
    const { actor, viewResults } = start();
    actor.send({ type: 'view' });
    expect(viewResults).toHaveBeenCalledTimes(1);
    expect(viewResults.mock.calls[0]?.[1]).toEqual({ maxPrice: 38000, frequency: 'monthly' });
  });

  it('unknown results leave any budget valid', () => {
    const { actor } = start({ input: { cartype: 'Car', minPrice: 99999 } });
    actor.send({ type: 'results.change', minPrice: null });
    actor.send({ type: 'repayment.change', value: 0 });
    expect(actor.getSnapshot().value).toBe('valid');
  });
});
