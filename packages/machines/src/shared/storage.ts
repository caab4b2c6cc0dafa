import { fromPromise } from 'xstate';

// Local storage is injected: machines never touch `localStorage`. The app (or a
// test) provides a `readStorage` actor and a `writeStorage` action under these
// names with `.provide()`; the defaults below behave like an empty, forgetful
// store, which is also what a server render sees.

export type StorageReadInput = { key: string };
export type StorageWriteParams = { key: string; value: string };

/** Default `readStorage`: nothing stored. */
export const emptyStorageRead = fromPromise<string | null, StorageReadInput>(async () => null);

/** Default `writeStorage`: forgets what it is given. */
export function discardStorageWrite(_: unknown, _params: StorageWriteParams): void {}
