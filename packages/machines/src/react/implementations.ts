import { fromPromise } from 'xstate';
import type { LogParams } from '../shared/logger';
import type { StorageReadInput, StorageWriteParams } from '../shared/storage';

// Browser implementations the hooks hand to `.provide()`. The app passes the
// real objects (the browser storage, its logger); nothing here reaches for a
// global, so the hooks stay testable and render on the server.

/** The part of the Web Storage API the machines use. */
export type KeyValueStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
};

export type Logger = (params: LogParams) => void;

/** readStorage / writeStorage over a Web Storage; a missing storage reads as empty. */
export function storageImplementations(storage: KeyValueStorage | null | undefined) {
  return {
    actors: {
      // getItem throws where storage is disabled; the machines treat that as empty.
      readStorage: fromPromise<string | null, StorageReadInput>(
        async ({ input }) => storage?.getItem(input.key) ?? null,
      ),
    },
    actions: {
      writeStorage: (_: unknown, { key, value }: StorageWriteParams) => {
        try {
          storage?.setItem(key, value);
        } catch {
          // Quota exceeded or storage disabled: the on-screen state stays right
          // for this visit, which is all a failed write can cost.
        }
      },
    },
  };
}

export function logImplementation(logger: Logger | undefined) {
  return { log: (_: unknown, params: LogParams) => logger?.(params) };
}
