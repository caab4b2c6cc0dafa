import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { KeyValueStorage, Logger } from './implementations';

const useIsomorphicLayoutEffect = 'document' in globalThis ? useLayoutEffect : useEffect;

/** The hook's options as of its last committed render. */
export type Latest<T> = { readonly current: T };

/**
 * `machine.provide(…)` builds a whole new machine, every state node and
 * transition of it. Called in a hook's body it ran on each render, though
 * `useMachine` only ever runs the first: on the search page that was work in
 * every filter click. This provides the machine once; the
 * implementations reach the options of the hook's latest render through `latest`.
 */
export function useProvidedMachine<T, M>(options: T, provide: (latest: Latest<T>) => M): M {
  const latest = useRef(options);
  useIsomorphicLayoutEffect(() => {
    latest.current = options;
  });
  const [machine] = useState(() => provide(latest));
  return machine;
}

/** The latest logger, for `logImplementation`. */
export function latestLogger(latest: Latest<{ logger?: Logger | undefined }>): Logger {
  return (params) => latest.current.logger?.(params);
}

/** The latest storage, for `storageImplementations`; a missing one reads as empty. */
export function latestStorage(
  latest: Latest<{ storage: KeyValueStorage | null | undefined }>,
): KeyValueStorage {
  return {
    getItem: (key) => latest.current.storage?.getItem(key) ?? null,
    setItem: (key, value) => latest.current.storage?.setItem(key, value),
  };
}
