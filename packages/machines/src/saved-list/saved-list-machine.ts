import {
  type ActorRefFromLogic,
  assign,
  type EventObject,
  enqueueActions,
  type MetaObject,
  type NonReducibleUnknown,
  type StateMachine,
  setup,
} from 'xstate';
import { type LogLevel, type LogParams, silentLog } from '../shared/logger';
import { discardStorageWrite, emptyStorageRead, type StorageWriteParams } from '../shared/storage';

/** Checks one item (`safeParse`) or insists on one (`parse`): core's item schemas. */
export type SavedItemSchema<Item> = {
  safeParse(value: unknown): { success: boolean };
  parse(value: unknown): Item;
};

/**
 * What makes one saved list differ from another. The list's rules (its limit,
 * which items are equal, the order it keeps) live in core's functions, passed
 * here as `parse` and `change`; the names say how the list reads to its users.
 */
export type SavedListOptions<
  Input,
  Item,
  ListKey extends string,
  EventType extends string,
  ItemKey extends string,
> = {
  /** The machine's id. */
  id: string;
  /** The context field that holds the list. */
  listKey: ListKey;
  /** The event that changes the list, and its field that carries the item. */
  eventType: EventType;
  itemKey: ItemKey;
  /** Where the list is stored for this input; throws for an input with no list of its own. */
  storageKey(input: Input): string;
  schema: SavedItemSchema<Item>;
  /** Reads the stored text into a list; never throws (corrupt storage reads as less). */
  parse(text: string | null | undefined): Item[];
  serialize(list: readonly Item[]): string;
  /** The list after one change, e.g. core's `toggleFavourite` or `recordSearch`. */
  change(list: readonly Item[], item: Item): Item[];
  /** Logged, with the item, when an event carries no valid item. */
  refused: { level: LogLevel; message: string };
  /** Logged, with the error, when the stored list cannot be read; nothing when absent. */
  unreadable?: { level: LogLevel; message: string };
};

export type SavedListContext<Item, ListKey extends string> = {
  storageKey: string;
  /** Changes made before the stored list was read, oldest first, replayed on top of it. */
  pending: Item[];
} & Record<ListKey, Item[]>;

export type SavedListEvent<EventType extends string, ItemKey extends string> = {
  type: EventType;
} & Record<ItemKey, unknown>;

/** The machine's type, with the names and item type of one saved list. */
export type SavedListMachine<
  Input,
  Item,
  ListKey extends string,
  EventType extends string,
  ItemKey extends string,
> = StateMachine<
  SavedListContext<Item, ListKey>,
  SavedListEvent<EventType, ItemKey>,
  { [id: string]: ActorRefFromLogic<typeof emptyStorageRead> | undefined },
  { src: 'readStorage'; logic: typeof emptyStorageRead; id: string | undefined },
  | { type: 'log'; params: LogParams }
  | { type: 'writeStorage'; params: StorageWriteParams }
  | { type: 'store'; params: NonReducibleUnknown },
  { type: 'isItem'; params: unknown } | { type: 'hasPending'; params: unknown },
  never,
  'restoring' | 'ready',
  string,
  Input,
  NonReducibleUnknown,
  EventObject,
  MetaObject,
  { id: string; states: { readonly restoring: object; readonly ready: object } },
  MetaObject
>;

// Inside, the list's field and the event's names are plain strings: XState's
// config types cannot follow a field name that is itself a type parameter.
// `SavedListMachine` gives the machine back its precise type.
type AnyContext<Item> = { storageKey: string; pending: Item[]; [listKey: string]: string | Item[] };
type AnyEvent = { type: string; [itemKey: string]: unknown };

/**
 * A list kept in local storage: read once through the injected `readStorage`
 * actor, changed by one event, written back through `writeStorage` after each
 * change. A change made while the stored list is still being read is replayed
 * on top of it, so it is neither lost nor overwrites what was stored.
 * Unreadable storage (disabled, private mode) starts an empty list.
 */
export function createSavedListMachine<
  Input,
  Item,
  ListKey extends string,
  EventType extends string,
  ItemKey extends string,
>(
  options: SavedListOptions<Input, Item, ListKey, EventType, ItemKey>,
): SavedListMachine<Input, Item, ListKey, EventType, ItemKey> {
  const { listKey, itemKey, schema, change } = options;
  const listOf = (context: AnyContext<Item>) => context[listKey] as Item[];
  const itemOf = (event: AnyEvent): Item => schema.parse(event[itemKey]);
  const replay = (list: Item[], pending: readonly Item[]) =>
    pending.reduce((changed, item) => change(changed, item), list);

  const machine = setup({
    types: {
      context: {} as AnyContext<Item>,
      events: {} as AnyEvent,
      input: {} as Input,
    },
    actors: { readStorage: emptyStorageRead },
    actions: {
      writeStorage: discardStorageWrite,
      log: silentLog,
      store: enqueueActions(({ context, enqueue }) => {
        enqueue({
          type: 'writeStorage',
          params: { key: context.storageKey, value: options.serialize(listOf(context)) },
        });
      }),
    },
    guards: {
      isItem: ({ event }) => schema.safeParse(event[itemKey]).success,
      hasPending: ({ context }) => context.pending.length > 0,
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({
      storageKey: options.storageKey(input),
      pending: [],
      [listKey]: [],
    }),
    initial: 'restoring',
    on: {
      // An event without a valid item is the caller's mistake: logged, nothing changes.
      [options.eventType]: {
        actions: {
          type: 'log',
          params: ({ event }) => ({ ...options.refused, data: event[itemKey] }),
        },
      },
    },
    states: {
      restoring: {
        on: {
          [options.eventType]: {
            guard: 'isItem',
            actions: assign({
              pending: ({ context, event }) => [...context.pending, itemOf(event)],
            }),
          },
        },
        invoke: {
          src: 'readStorage',
          input: ({ context }) => ({ key: context.storageKey }),
          onDone: [
            {
              guard: 'hasPending',
              target: 'ready',
              actions: [
                assign(({ context, event }) => ({
                  [listKey]: replay(options.parse(event.output), context.pending),
                  pending: [],
                })),
                'store',
              ],
            },
            {
              target: 'ready',
              actions: assign(({ event }) => ({ [listKey]: options.parse(event.output) })),
            },
          ],
          onError: {
            target: 'ready',
            actions: [
              assign(({ context }) => ({ [listKey]: replay([], context.pending), pending: [] })),
              enqueueActions(({ event, enqueue }) => {
                if (options.unreadable) {
                  enqueue({ type: 'log', params: { ...options.unreadable, data: event.error } });
                }
              }),
            ],
          },
        },
      },
      ready: {
        on: {
          [options.eventType]: {
            guard: 'isItem',
            actions: [
              assign(({ context, event }) => ({
                [listKey]: change(listOf(context), itemOf(event)),
              })),
              'store',
            ],
          },
        },
      },
    },
  });
  return machine as unknown as SavedListMachine<Input, Item, ListKey, EventType, ItemKey>;
}
