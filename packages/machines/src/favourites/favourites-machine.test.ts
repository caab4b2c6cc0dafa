import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deferred, flush } from '../test/deferred';
import { favouritesMachine } from './favourites-machine';

const KEY = 'forecourt:favourites:acme-motors';

const hilux = {
  id: 11,
  name: '2021 Toyota Hilux SR5',
  slug: '2021-toyota-hilux-sr5',
  make: 'Toyota',
  model: 'Hilux',
  primary_image_url: 'https://cdn.example/hilux.jpg',
};
const ranger = {
  id: 12,
  name: '2022 Ford Ranger XLT',
  slug: '2022-ford-ranger-xlt',
  make: 'Ford',
  model: 'Ranger',
  primary_image_url: null,
};

function withStore(store: Map<string, string>, read?: () => Promise<string | null>) {
  const writeStorage = vi.fn((_: unknown, { key, value }: { key: string; value: string }) => {
    store.set(key, value);
  });
  const log = vi.fn();
  const machine = favouritesMachine.provide({
    actors: {
      readStorage: fromPromise(async ({ input }) =>
        read ? read() : (store.get(input.key) ?? null),
      ),
    },
    actions: { writeStorage, log },
  });
  return { machine, writeStorage, log };
}

async function ready(store: Map<string, string>, dealershipSlug = 'acme-motors') {
  const setup = withStore(store);
  const actor = createActor(setup.machine, { input: { dealershipSlug } }).start();
  await flush();
  return { actor, ...setup };
}

describe('favouritesMachine', () => {
  it('starts restoring, then ready with an empty list when nothing is stored', async () => {
    const { machine } = withStore(new Map());
    const actor = createActor(machine, { input: { dealershipSlug: 'acme-motors' } }).start();
    expect(actor.getSnapshot().value).toBe('restoring');
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.list).toEqual([]);
  });

  it('toggle adds, toggling again removes, and each change is stored', async () => {
    const store = new Map<string, string>();
    const { actor, writeStorage } = await ready(store);
    actor.send({ type: 'favourite.toggle', car: hilux });
    expect(actor.getSnapshot().context.list.map((f) => f.id)).toEqual(['11']);
    expect(JSON.parse(store.get(KEY) ?? 'null')).toHaveLength(1);
    actor.send({ type: 'favourite.toggle', car: hilux });
    expect(actor.getSnapshot().context.list).toEqual([]);
    expect(store.get(KEY)).toBe('[]');
    expect(writeStorage).toHaveBeenCalledTimes(2);
  });

  it('survives a reload', async () => {
    const store = new Map<string, string>();
    const first = await ready(store);
    first.actor.send({ type: 'favourite.toggle', car: hilux });
    first.actor.send({ type: 'favourite.toggle', car: ranger });
    first.actor.stop();
    const second = await ready(store);
    expect(second.actor.getSnapshot().context.list.map((f) => f.slug)).toEqual([
      '2021-toyota-hilux-sr5',
      '2022-ford-ranger-xlt',
    ]);
  });

  it('keeps one list per dealership', async () => {
    const store = new Map<string, string>();
    const acme = await ready(store, 'acme-motors');
    acme.actor.send({ type: 'favourite.toggle', car: hilux });
    const other = await ready(store, 'other-motors');
    expect(other.actor.getSnapshot().context.list).toEqual([]);
  });

  it('tolerates corrupt storage: bad JSON gives an empty list', async () => {
    const { actor } = await ready(new Map([[KEY, '{"oops']]));
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.list).toEqual([]);
  });

  it('tolerates corrupt storage: bad entries are dropped, good ones kept', async () => {
    const { actor } = await ready(new Map([[KEY, JSON.stringify([{ id: 'x' }, 42, hilux])]]));
    expect(actor.getSnapshot().context.list.map((f) => f.id)).toEqual(['11']);
  });

  it('unreadable storage starts empty and logs a warning', async () => {
    const { machine, log } = withStore(new Map(), async () => {
      throw new Error('SecurityError');
    });
    const actor = createActor(machine, { input: { dealershipSlug: 'acme-motors' } }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.list).toEqual([]);
    expect(log.mock.calls[0]?.[1]).toMatchObject({ level: 'warn' });
  });

  it('a toggle made while restoring is replayed on top of the stored list', async () => {
    const store = new Map([[KEY, JSON.stringify([hilux])]]);
    const read = deferred<string | null>();
    const { machine } = withStore(store, () => read.promise);
    const actor = createActor(machine, { input: { dealershipSlug: 'acme-motors' } }).start();
    actor.send({ type: 'favourite.toggle', car: ranger });
    read.resolve(store.get(KEY) ?? null);
    await flush();
    expect(actor.getSnapshot().context.list.map((f) => f.id)).toEqual(['11', '12']);
    expect(JSON.parse(store.get(KEY) ?? '[]')).toHaveLength(2);
  });

  it('a car without the favourite fields is logged and changes nothing', async () => {
    const { actor, log, writeStorage } = await ready(new Map());
    actor.send({ type: 'favourite.toggle', car: { id: 3 } });
    expect(actor.getSnapshot().context.list).toEqual([]);
    expect(writeStorage).not.toHaveBeenCalled();
    expect(log.mock.calls[0]?.[1]).toMatchObject({ level: 'error' });
  });

  it('refuses a blank dealership slug', () => {
    const actor = createActor(favouritesMachine, { input: { dealershipSlug: ' ' } });
    const error = vi.fn();
    actor.subscribe({ error });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(error.mock.calls[0]?.[0])).toMatch(/dealership slug is empty/);
  });
});
