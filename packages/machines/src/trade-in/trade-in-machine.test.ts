import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flush } from '../test/deferred';
import { tradeInMachine } from './trade-in-machine';

type Calls = { valuation: unknown[]; adjust: unknown[]; accept: unknown[]; save: unknown[] };

function start(
  answers: {
    valuation?: () => Promise<unknown>;
    adjust?: () => Promise<unknown>;
    accept?: () => Promise<unknown>;
    save?: () => Promise<unknown>;
  } = {},
) {
  const calls: Calls = { valuation: [], adjust: [], accept: [], save: [] };
  const log = vi.fn();
  const machine = tradeInMachine.provide({
    actors: {
      requestValuation: fromPromise(async ({ input }) => {
        calls.valuation.push(input);
        return (answers.valuation ?? (async () => ({ offer_price: 18500, lead_id: 900 })))();
      }),
      submitAdjustments: fromPromise(async ({ input }) => {
        calls.adjust.push(input);
        return (answers.adjust ?? (async () => ({ offer_price: 17250 })))();
      }),
      acceptOffer: fromPromise(async ({ input }) => {
        calls.accept.push(input);
        return (answers.accept ?? (async () => ({ ok: true })))();
      }),
      saveValuation: fromPromise(async ({ input }) => {
        calls.save.push(input);
        return (answers.save ?? (async () => ({ ok: true })))();
      }),
    },
    actions: { log },
  });
  const actor = createActor(machine, {
    input: { category: 'Trade-In', currentYear: 2025 },
  }).start();
  const messages = () => log.mock.calls.map((c) => (c[1] as { message: string }).message);
  return { actor, calls, log, messages };
}

async function valued(setup: ReturnType<typeof start>) {
  setup.actor.send({ type: 'field.change', name: 'rego', value: 'abc-123' });
  setup.actor.send({ type: 'field.change', name: 'regoState', value: 'nsw' });
  setup.actor.send({ type: 'valuation.request' });
  await flush();
}

describe('tradeInMachine', () => {
  it('rego and state give a valuation with offer_price and lead_id', async () => {
    const setup = start();
    await valued(setup);
    expect(setup.calls.valuation).toEqual([{ rego: 'ABC123', regoState: 'NSW' }]);
    expect(setup.actor.getSnapshot().value).toBe('adjusting');
    expect(setup.actor.getSnapshot().context.valuation).toMatchObject({
      offer_price: 18500,
      lead_id: '900',
      rego: 'ABC123',
      regoState: 'NSW',
    });
  });

  it('the state defaults to QLD', async () => {
    const setup = start();
    setup.actor.send({ type: 'field.change', name: 'rego', value: 'XYZ789' });
    setup.actor.send({ type: 'valuation.request' });
    await flush();
    expect(setup.calls.valuation).toEqual([{ rego: 'XYZ789', regoState: 'QLD' }]);
  });

  it('a bad rego or state is caught before any call', () => {
    const setup = start();
    setup.actor.send({ type: 'field.change', name: 'rego', value: '' });
    setup.actor.send({ type: 'field.change', name: 'regoState', value: 'XX' });
    setup.actor.send({ type: 'valuation.request' });
    const { context } = setup.actor.getSnapshot();
    expect(setup.actor.getSnapshot().value).toBe('entering');
    expect(context.problem).toBe('invalid-rego');
    expect(Object.keys(context.fieldErrors).sort()).toEqual(['rego', 'regoState']);
    expect(setup.calls.valuation).toEqual([]);
  });

  it('the full flow: adjustments, offer accepted, valuation saved and logged', async () => {
    const setup = start();
    await valued(setup);
    setup.actor.send({ type: 'adjustment.answer', question: 'service_history', answer: true });
    setup.actor.send({ type: 'adjustment.answer', question: 'keys', answer: 2 });
    setup.actor.send({ type: 'adjustment.submit' });
    expect(setup.actor.getSnapshot().value).toBe('adjustingOffer');
    await flush();
    expect(setup.calls.adjust).toEqual([
      { id: '900', adjustmentAnswers: { service_history: true, keys: 2 } },
    ]);
    expect(setup.actor.getSnapshot().value).toBe('offered');
    expect(setup.actor.getSnapshot().context.valuation?.offer_price).toBe(17250);
    setup.actor.send({ type: 'offer.accept' });
    await flush();
    expect(setup.calls.accept).toEqual([
      {
        category: 'Trade-In',
        subcategory: '3. Offer Accepted',
        lead_id: '900',
        form_completed: true,
        offer_accepted: true,
      },
    ]);
    expect(setup.calls.save).toEqual([
      {
        offer_price: 17250,
        rego: 'ABC123',
        regoState: 'NSW',
        adjustmentAnswers: { service_history: true, keys: 2 },
        lead_id: '900',
        column_name: 'valuation',
      },
    ]);
    expect(setup.actor.getSnapshot().value).toBe('accepted');
    expect(setup.messages()).toEqual(['Valuation data saved successfully']);
  });

  it("a failed save logs 'Failed to save valuation data' and the offer stands", async () => {
    const setup = start({
      save: async () => {
        throw new Error('500');
      },
    });
    await valued(setup);
    setup.actor.send({ type: 'adjustment.submit' });
    await flush();
    setup.actor.send({ type: 'offer.accept' });
    await flush();
    expect(setup.actor.getSnapshot().value).toBe('accepted');
    expect(setup.messages()).toEqual(['Failed to save valuation data']);
  });

  it('no online estimate for a car over 7 years old', async () => {
    const setup = start({
      valuation: async () => ({ offer_price: 5000, lead_id: 1, year: 2017, km: 80000 }),
    });
    await valued(setup);
    expect(setup.actor.getSnapshot().value).toBe('noOnlineEstimate');
    expect(setup.actor.getSnapshot().context.ineligibility).toEqual({
      eligible: false,
      reasons: ['too-old'],
    });
  });

  it('no online estimate over 100,000 km; exactly 7 years and 100,000 km still get one', async () => {
    const over = start({
      valuation: async () => ({ offer_price: 5000, lead_id: 1, year: 2020, km: 100001 }),
    });
    await valued(over);
    expect(over.actor.getSnapshot().value).toBe('noOnlineEstimate');
    const edge = start({
      valuation: async () => ({ offer_price: 5000, lead_id: 1, year: 2018, km: 100000 }),
    });
    await valued(edge);
    expect(edge.actor.getSnapshot().value).toBe('adjusting');
  });

  it('a failed valuation returns to the form with a problem code and can be retried', async () => {
    let calls = 0;
    const setup = start({
      valuation: async () => {
        calls += 1;
        if (calls === 1) throw new Error('network');
        return { offer_price: 9000, lead_id: 2 };
      },
    });
    await valued(setup);
    expect(setup.actor.getSnapshot().value).toBe('entering');
    expect(setup.actor.getSnapshot().context.problem).toBe('valuation-failed');
    setup.actor.send({ type: 'valuation.request' });
    await flush();
    expect(setup.actor.getSnapshot().value).toBe('adjusting');
    expect(setup.actor.getSnapshot().context.problem).toBeNull();
  });

  it('an answer without offer_price is a failed valuation', async () => {
    const setup = start({ valuation: async () => ({ message: 'not found' }) });
    await valued(setup);
    expect(setup.actor.getSnapshot().context.problem).toBe('valuation-failed');
    expect(setup.log).toHaveBeenCalledTimes(1);
  });

  it('failed adjustments return to the questions', async () => {
    const setup = start({
      adjust: async () => {
        throw new Error('x');
      },
    });
    await valued(setup);
    setup.actor.send({ type: 'adjustment.submit' });
    await flush();
    expect(setup.actor.getSnapshot().value).toBe('adjusting');
    expect(setup.actor.getSnapshot().context.problem).toBe('adjustment-failed');
    expect(setup.calls.save).toEqual([]);
  });

  it('a failed accept returns to the offer and saves nothing', async () => {
    const setup = start({
      accept: async () => {
        throw new Error('y');
      },
    });
    await valued(setup);
    setup.actor.send({ type: 'adjustment.submit' });
    await flush();
    setup.actor.send({ type: 'offer.accept' });
    await flush();
    expect(setup.actor.getSnapshot().value).toBe('offered');
    expect(setup.actor.getSnapshot().context.problem).toBe('accept-failed');
    expect(setup.calls.save).toEqual([]);
  });

  it('an answer that is not a valid adjustment value is ignored', async () => {
    const setup = start();
    await valued(setup);
    setup.actor.send({ type: 'adjustment.answer', question: 'keys', answer: { nested: 1 } });
    expect(setup.actor.getSnapshot().context.answers).toEqual({});
  });
});
