import type { Car } from '@forecourt/core';

// The stock store tells whoever keeps a copy of the stock (the search index)
// what changed, after the change is committed, so an import updates the
// search index in the same run (docs/decisions/0002-embedded-database-by-default.md).

export type StockChange =
  | { type: 'car.upserted'; car: Car }
  | { type: 'car.sold'; carId: string; dealershipId: string; soldAt: Date; car: Car };

export type StockListener = (changes: readonly StockChange[]) => void | Promise<void>;

export interface StockEvents {
  /** Adds a listener; the returned function removes it. */
  subscribe(listener: StockListener): () => void;
  /**
   * Hands one committed batch to every listener and waits for them. A failing
   * listener does not stop the others; its error is returned, not thrown, so
   * the committed stock change is never reported as failed.
   */
  publish(changes: readonly StockChange[]): Promise<Error[]>;
}

export function createStockEvents(): StockEvents {
  const listeners = new Set<StockListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    async publish(changes) {
      if (changes.length === 0) return [];
      const errors: Error[] = [];
      for (const listener of [...listeners]) {
        try {
          await listener(changes);
        } catch (error) {
          errors.push(error instanceof Error ? error : new Error(String(error)));
        }
      }
      return errors;
    },
  };
}

/**
 * What the search engine's index offers for incremental updates (the
 * embedded engine's StockIndex of @forecourt/search has this shape).
 */
export interface IncrementalIndex {
  upsert(car: Car): void;
}

/**
 * Keeps a search index in step with the stock store: an upserted car is
 * upserted; a sold car is upserted with its sold status, because search still
 * shows recently sold cars (docs/rules.md#car-status) and applies the window itself.
 */
export function connectSearchIndex(events: StockEvents, index: IncrementalIndex): () => void {
  return events.subscribe((changes) => {
    for (const change of changes) {
      switch (change.type) {
        case 'car.upserted':
          index.upsert(change.car);
          break;
        case 'car.sold':
          index.upsert(change.car);
          break;
        default:
          change satisfies never;
      }
    }
  });
}
