import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { deferred, flush } from '../test/deferred';
import { phoneRevealMachine, phoneRevealView, REVEAL_LOG_TIMEOUT_MS } from './phone-reveal-machine';

const LOG = { car_id: 42, dealership_id: 7, website_id: 3 };

function setup(logReveal: (input: unknown) => Promise<void> = async () => {}) {
  const log = vi.fn();
  const calls: unknown[] = [];
  const machine = phoneRevealMachine.provide({
    actors: {
      logReveal: fromPromise(async ({ input }) => {
        calls.push(input);
        await logReveal(input);
      }),
    },
    actions: { log },
  });
  const clock = new SimulatedClock();
  return { machine, log, calls, clock };
}

describe('phoneRevealMachine', () => {
  it('shows only the first 5 characters before the reveal', () => {
    const { machine } = setup();
    const actor = createActor(machine, { input: { phone: '0412 345 678', log: LOG } }).start();
    expect(actor.getSnapshot().value).toBe('masked');
    expect(phoneRevealView(actor.getSnapshot())).toEqual({
      status: 'masked',
      text: '0412 XXX XXX',
    });
  });

  it('reveal logs (car_id, dealership_id, website_id) then shows the full number as a tel link', async () => {
    const { machine, calls } = setup();
    const actor = createActor(machine, { input: { phone: '0412 345 678', log: LOG } }).start();
    actor.send({ type: 'reveal' });
    expect(actor.getSnapshot().value).toBe('logging');
    expect(phoneRevealView(actor.getSnapshot()).status).toBe('revealing');
    await flush();
    expect(calls).toEqual([{ car_id: '42', dealership_id: '7', website_id: '3' }]);
    expect(phoneRevealView(actor.getSnapshot())).toEqual({
      status: 'revealed',
      text: '0412 345 678',
      href: 'tel:0412345678',
    });
  });

  it('a failing log call is logged and never blocks the reveal', async () => {
    const { machine, log } = setup(async () => {
      throw new Error('503');
    });
    const actor = createActor(machine, { input: { phone: '0412 345 678', log: LOG } }).start();
    actor.send({ type: 'reveal' });
    await flush();
    expect(actor.getSnapshot().value).toBe('revealed');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[1]).toMatchObject({
      level: 'error',
      message: 'Phone reveal log failed',
    });
  });

  it('a log call that hangs is left behind after the timeout', () => {
    const pending = deferred<void>();
    const { machine, log, clock } = setup(() => pending.promise);
    const actor = createActor(machine, {
      input: { phone: '0412 345 678', log: LOG },
      clock,
    }).start();
    actor.send({ type: 'reveal' });
    clock.increment(REVEAL_LOG_TIMEOUT_MS - 1);
    expect(actor.getSnapshot().value).toBe('logging');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('revealed');
    expect(log.mock.calls[0]?.[1]).toMatchObject({ level: 'warn' });
  });

  it('with no number logs the warning and shows Phone not available', () => {
    const { machine, log, calls } = setup();
    const actor = createActor(machine, { input: { phone: null, log: LOG } }).start();
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[1]).toMatchObject({
      level: 'warn',
      message: 'No phone number available for car',
    });
    expect(phoneRevealView(actor.getSnapshot())).toEqual({
      status: 'unavailable',
      text: 'Phone not available',
    });
    actor.send({ type: 'reveal' });
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(calls).toEqual([]);
  });

  it('an empty or digit-free number counts as missing', () => {
    const { machine } = setup();
    for (const phone of ['', '   ', 'N/A', undefined]) {
      const actor = createActor(machine, { input: { phone, log: LOG } }).start();
      expect(actor.getSnapshot().value).toBe('unavailable');
    }
  });

  it('without the log ids the number is still revealed, and the gap is logged', () => {
    const { machine, log, calls } = setup();
    const actor = createActor(machine, {
      input: { phone: '0412 345 678', log: { car_id: null, dealership_id: 7, website_id: 3 } },
    }).start();
    actor.send({ type: 'reveal' });
    expect(actor.getSnapshot().value).toBe('revealed');
    expect(calls).toEqual([]);
    expect(log.mock.calls[0]?.[1]).toMatchObject({ level: 'error' });
  });
});
