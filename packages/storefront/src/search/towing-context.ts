import { createContext, useContext } from 'react';

// The shopper's towing capacity as the result cards read it (docs/rules.md#towing-capacity),
// apart from the filter and its vehicle table so that a page showing cards loads neither.

/** Where the capacity is kept for the session (the tab's sessionStorage, per site host). */
export const TOW_CAPACITY_KEY = 'forecourt:tow-capacity';

/** The card's words for a van within the capacity. */
export const WITHIN_TOWING_LABEL = "Within your car's towing capacity";

export type Towing = {
  /** The capacity the results are narrowed to, or null while none is. */
  capacity: number | null;
  /** The capacity the shopper gave this session, applied or not. */
  remembered: number | null;
  apply: (kg: number) => void;
  remove: () => void;
};

export const TowingContext = createContext<Towing | null>(null);

/** The shopper's towing capacity on a caravan site; null elsewhere. */
export function useTowing(): Towing | null {
  return useContext(TowingContext);
}
