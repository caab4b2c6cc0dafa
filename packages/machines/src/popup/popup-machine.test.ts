import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flush } from '../test/deferred';
import { POPUP_VISIBILITY_KEY, popupMachine } from './popup-machine';

function withStore(initial: Record<string, string> = {}) {
  const store = new Map(Object.entries(initial));
  const writeStorage = vi.fn((_: unknown, { key, value }: { key: string; value: string }) => {
    store.set(key, value);
  });
  const machine = popupMachine.provide({
    actors: {
      readStorage: fromPromise(async ({ input }) => store.get(input.key) ?? null),
    },
    actions: { writeStorage },
  });
  return { store, writeStorage, machine };
}

const NOW = new Date('2025-07-01T10:00:00+10:00');

describe('popupMachine', () => {
  it('is not shown before mounting', () => {
    const { machine } = withStore();
    const actor = createActor(machine, { input: {} }).start();
    expect(actor.getSnapshot().value).toBe('unmounted');
  });

  it('is open by default once mounted', async () => {
    const { machine } = withStore();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'mount', now: NOW });
    expect(actor.getSnapshot().value).toBe('restoring');
    await flush();
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('closing stores the visibility flag false and stays closed', async () => {
    const { machine, store, writeStorage } = withStore();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'mount', now: NOW });
    await flush();
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(writeStorage).toHaveBeenCalledTimes(1);
    expect(store.get(POPUP_VISIBILITY_KEY)).toBe('false');
  });

  it('stays closed on the next visit once the flag is stored', async () => {
    const { machine } = withStore({ [POPUP_VISIBILITY_KEY]: 'false' });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'mount', now: NOW });
    await flush();
    expect(actor.getSnapshot().value).toBe('closed');
  });

  it('a corrupt stored flag leaves the popup open', async () => {
    const { machine } = withStore({ [POPUP_VISIBILITY_KEY]: '{not json' });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'mount', now: NOW });
    await flush();
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('storage that throws leaves the popup open', async () => {
    const machine = popupMachine.provide({
      actors: {
        readStorage: fromPromise<string | null, { key: string }>(async () => {
          throw new Error('SecurityError: storage disabled');
        }),
      },
    });
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'mount', now: NOW });
    await flush();
    expect(actor.getSnapshot().value).toBe('open');
  });

  it('uses the storage key it is given', async () => {
    const { machine, store } = withStore({ 'campaign-eofy': 'false' });
    const actor = createActor(machine, { input: { storageKey: 'campaign-eofy' } }).start();
    actor.send({ type: 'mount', now: NOW });
    await flush();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(store.has(POPUP_VISIBILITY_KEY)).toBe(false);
  });

  describe('expiry', () => {
    it('is not shown after an expiry in the past', () => {
      const { machine, writeStorage } = withStore();
      const actor = createActor(machine, { input: { expiry: '2025-06-30T00:00:00Z' } }).start();
      actor.send({ type: 'mount', now: NOW });
      expect(actor.getSnapshot().value).toBe('expired');
      expect(writeStorage).not.toHaveBeenCalled();
    });

    it('is not shown at the exact expiry instant', () => {
      const { machine } = withStore();
      const actor = createActor(machine, { input: { expiry: NOW.toISOString() } }).start();
      actor.send({ type: 'mount', now: NOW });
      expect(actor.getSnapshot().value).toBe('expired');
    });

    it('is shown one millisecond before expiry', async () => {
      const { machine } = withStore();
      const expiry = new Date(NOW.getTime() + 1).toISOString();
      const actor = createActor(machine, { input: { expiry } }).start();
      actor.send({ type: 'mount', now: NOW });
      await flush();
      expect(actor.getSnapshot().value).toBe('open');
    });

    it('a null expiry never expires', async () => {
      const { machine } = withStore();
      const actor = createActor(machine, { input: { expiry: null } }).start();
      actor.send({ type: 'mount', now: new Date('2099-01-01T00:00:00Z') });
      await flush();
      expect(actor.getSnapshot().value).toBe('open');
    });
  });

  it('ignores close before it is shown', () => {
    const { machine, writeStorage } = withStore();
    const actor = createActor(machine, { input: {} }).start();
    actor.send({ type: 'close' });
    expect(actor.getSnapshot().value).toBe('unmounted');
    expect(writeStorage).not.toHaveBeenCalled();
  });
});
