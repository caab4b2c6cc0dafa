import { type KeyValueStorage, type Logger, useFavourites } from '@forecourt/machines/react';
import { useEffect } from 'react';
import type { FavouritesValue } from './favourites';

export type FavouritesHostProps = {
  storage: KeyValueStorage | null;
  logger: Logger;
  dealershipSlug: string;
  onValue: (value: FavouritesValue) => void;
};

/**
 * Runs the favourites machine and hands its state up to FavouritesProvider once
 * it has read the stored list. A chunk of its own, loaded at a shopper's first
 * toggle: until then the page works with the stored list without the machine
 * or XState.
 */
export default function FavouritesHost({
  storage,
  logger,
  dealershipSlug,
  onValue,
}: FavouritesHostProps) {
  const favourites = useFavourites({ storage, logger, dealershipSlug });
  const { list, ready } = favourites;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the value changes only with the list and readiness
  useEffect(() => {
    // Until the machine has read the list, the page keeps showing its own copy.
    if (ready) onValue(favourites);
  }, [list, ready, onValue]);
  return null;
}
