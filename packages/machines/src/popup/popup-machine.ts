import { isPromoActive } from '@forecourt/core';
import { setup } from 'xstate';
import { discardStorageWrite, emptyStorageRead } from '../shared/storage';

/** Where the 'closed' flag is kept. SPEC §4: closing sets a stored visibility flag to false. */
export const POPUP_VISIBILITY_KEY = 'forecourt:popup-visible';

export type PopupInput = {
  /** The popup's optional expiry (SPEC §4); null or absent means it never expires. */
  expiry?: string | null;
  /** Overrides the storage key, e.g. to keep one flag per campaign. */
  storageKey?: string;
};

export type PopupContext = {
  expiry: string | null;
  storageKey: string;
};

export type PopupEvent =
  /**
   * Sent once the page has mounted in the browser, with the injected clock's
   * reading. SPEC §4: the popup is never shown before mounting, and the expiry
   * is judged at that moment.
   */
  { type: 'mount'; now: Date } | { type: 'close' };

/**
 * SPEC §4 Sections and menus: the popup is open by default, is never shown
 * before mounting or after its optional expiry date, and closing it stores a
 * visibility flag false so it stays closed on later visits.
 */
export const popupMachine = setup({
  types: {
    context: {} as PopupContext,
    events: {} as PopupEvent,
    input: {} as PopupInput,
  },
  actors: { readStorage: emptyStorageRead },
  actions: { writeStorage: discardStorageWrite },
  guards: {
    // The popup shares the promo rule of core: shown until its expiry instant (excluded).
    isExpired: (_, params: { expiry: string | null; now: Date }) =>
      params.expiry !== null && !isPromoActive({ start: null, expiry: params.expiry }, params.now),
    // Only the exact flag the machine writes hides it; anything else stored is
    // unreadable and the popup keeps its default (open).
    wasClosed: (_, params: { stored: unknown }) => params.stored === 'false',
  },
}).createMachine({
  id: 'popup',
  context: ({ input }) => ({
    expiry: input.expiry ?? null,
    storageKey: input.storageKey ?? POPUP_VISIBILITY_KEY,
  }),
  initial: 'unmounted',
  states: {
    unmounted: {
      on: {
        mount: [
          {
            guard: {
              type: 'isExpired',
              params: ({ context, event }) => ({ expiry: context.expiry, now: event.now }),
            },
            target: 'expired',
          },
          { target: 'restoring' },
        ],
      },
    },
    restoring: {
      invoke: {
        src: 'readStorage',
        input: ({ context }) => ({ key: context.storageKey }),
        onDone: [
          {
            guard: { type: 'wasClosed', params: ({ event }) => ({ stored: event.output }) },
            target: 'closed',
          },
          { target: 'open' },
        ],
        // Storage that cannot be read (private mode, quota) leaves the default.
        onError: { target: 'open' },
      },
    },
    open: {
      on: {
        close: {
          target: 'closed',
          actions: {
            type: 'writeStorage',
            params: ({ context }) => ({ key: context.storageKey, value: 'false' }),
          },
        },
      },
    },
    closed: { type: 'final' },
    expired: { type: 'final' },
  },
});
