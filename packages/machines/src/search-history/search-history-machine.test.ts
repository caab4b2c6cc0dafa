import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deferred, flush } from '../test/deferred';
import { searchHistoryMachine } from './search-history-machine';

const KEY = 'forecourt:search-history:acme-motors';
const entry = (n: number) => ({ label: `Search ${n}`, path: `/search?query=q${n}` });

function withStore(store: Map<string, string>, read?: () => Promise<string | null>) {
  const writeStorage = vi.fn((_: unknown, { key, value }: { key: string; value: string }) => {
    store.set(key, value);
  });
  const log = vi.fn();
  const machine = searchHistoryMachine.provide({
    actors: {
      readStorage: fromPromise(async ({ input }) =>
        read ? read() : (store.get(input.key) ?? null),
      ),
    },
    actions: { writeStorage, log },
  });
  return { machine, writeStorage, log };
}

async function ready(store: Map<string, string>) {
  const setup = withStore(store);
  const actor = createActor(setup.machine, { input: { siteSlug: 'acme-motors' } }).start();
  await flush();
  return { actor, ...setup };
}

describe('searchHistoryMachine', () => {
  it('keeps the last 5 searches with their path, newest first', async () => {
    const store = new Map<string, string>();
    const { actor } = await ready(store);
    for (let n = 1; n <= 6; n += 1) actor.send({ type: 'search.record', entry: entry(n) });
    const paths = actor.getSnapshot().context.entries.map((e) => e.path);
    expect(paths).toEqual([6, 5, 4, 3, 2].map((n) => `/search?query=q${n}`));
    expect(JSON.parse(store.get(KEY) ?? '[]')).toHaveLength(5);
  });

  it('a repeated search moves to the front instead of listing twice', async () => {
    const { actor } = await ready(new Map());
    actor.send({ type: 'search.record', entry: entry(1) });
    actor.send({ type: 'search.record', entry: entry(2) });
    actor.send({ type: 'search.record', entry: { ...entry(1), label: 'Again' } });
    expect(actor.getSnapshot().context.entries).toEqual([
      { label: 'Again', path: '/search?query=q1' },
      entry(2),
    ]);
  });

  it('survives a reload', async () => {
    const store = new Map<string, string>();
    const first = await ready(store);
    first.actor.send({ type: 'search.record', entry: entry(1) });
    const second = await ready(store);
    expect(second.actor.getSnapshot().context.entries).toEqual([entry(1)]);
  });

  it('tolerates corrupt storage', async () => {
    const { actor } = await ready(new Map([[KEY, 'not json']]));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.entries).toEqual([]);
  });

  it('unreadable storage starts empty', async () => {
    const { machine } = withStore(new Map(), async () => {
      throw new Error('SecurityError');
    });
    const actor = createActor(machine, { input: { siteSlug: 'acme-motors' } }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.entries).toEqual([]);
  });

  it('an off-site path is refused and logged', async () => {
    const { actor, log, writeStorage } = await ready(new Map());
    actor.send({ type: 'search.record', entry: { label: 'Evil', path: '//evil.example/x' } });
    expect(actor.getSnapshot().context.entries).toEqual([]);
    expect(writeStorage).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('a search run while restoring is recorded on top of the stored history', async () => {
    const store = new Map([[KEY, JSON.stringify([entry(1)])]]);
    const read = deferred<string | null>();
    const { machine, writeStorage } = withStore(store, () => read.promise);
    const actor = createActor(machine, { input: { siteSlug: 'acme-motors' } }).start();
    actor.send({ type: 'search.record', entry: entry(2) });
    expect(actor.getSnapshot().value).toBe('restoring');
    read.resolve(store.get(KEY) ?? null);
    await flush();
    expect(actor.getSnapshot().context.entries).toEqual([entry(2), entry(1)]);
    expect(writeStorage).toHaveBeenCalledTimes(1);
    expect(JSON.parse(store.get(KEY) ?? '[]')).toEqual([entry(2), entry(1)]);
  });
});
