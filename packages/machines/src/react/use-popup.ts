import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { type PopupInput, popupMachine } from '../popup/popup-machine';
import { type KeyValueStorage, storageImplementations } from './implementations';

export type UsePopupOptions = PopupInput & {
  storage: KeyValueStorage | null | undefined;
  /** The clock, read once on mount to judge the expiry. */
  now: () => Date;
};

export function usePopup({ storage, now, ...input }: UsePopupOptions) {
  const [snapshot, send] = useMachine(popupMachine.provide(storageImplementations(storage)), {
    input,
  });
  // SPEC §4: never shown before mounting, so the mount is what opens it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => send({ type: 'mount', now: now() }), []);
  return { open: snapshot.matches('open'), close: () => send({ type: 'close' }) };
}
