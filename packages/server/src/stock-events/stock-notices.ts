import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Transaction } from '../db/database';

// Stock changes told to other processes (a running server must
// never answer with a car the database has sold). The in-process stock
// events (stock-events.ts) reach listeners in the process that imported; an
// import also sends a PostgreSQL NOTIFY in its transaction, delivered to every
// listening connection when it commits, so a server whose stock was changed by
// another process (the import command against the same PostgreSQL, another
// server) reads the dealership's cars again. The notice names the dealership
// and the process that imported, so that process can skip its own.

export const STOCK_CHANNEL = 'forecourt_stock';

export interface StockNotice {
  /** The dealership whose cars changed. */
  dealershipId: string;
  /** Who imported (a process's own id), or null when it did not say. */
  origin: string | null;
}

/** Sends the notice with the transaction: listeners hear it only if it commits. */
export async function notifyStockChange(tx: Transaction, notice: StockNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${STOCK_CHANNEL}, ${JSON.stringify(notice)})`);
}

function parseNotice(payload: string): StockNotice | null {
  try {
    const value = JSON.parse(payload) as Partial<StockNotice>;
    if (typeof value.dealershipId !== 'string') return null;
    return {
      dealershipId: value.dealershipId,
      origin: typeof value.origin === 'string' ? value.origin : null,
    };
  } catch {
    return null;
  }
}

/**
 * Calls `onNotice` for each committed stock change of any process, and with
 * null when notices may have been missed (the listening connection was lost):
 * then every dealership's stock should be read again. The returned function stops.
 */
export function listenForStockChanges(
  handle: Pick<DatabaseHandle, 'listen'>,
  onNotice: (notice: StockNotice | null) => void,
): Promise<() => Promise<void>> {
  return handle.listen(STOCK_CHANNEL, (payload) => {
    if (payload === null) {
      onNotice(null);
      return;
    }
    const notice = parseNotice(payload);
    if (notice) onNotice(notice);
  });
}
