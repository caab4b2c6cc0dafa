import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { leadDeliveries, leads } from '../db/schema';
import { deliveryDestinationSchema, describeDestination } from '../leads/destinations';
import type { LeadDocument } from '../leads/lead-document';
import { createLogger, logFunction } from '../logging/logger';
import { type DeliveryContext, deliverLead } from './deliver';

// The delivery outbox: lead_deliveries rows are written in the lead's own
// transaction, and this worker delivers them. Its whole state is in the
// database, so a restart carries on with the retries where they were.

export interface BackoffPolicy {
  /** Wait after the first failure; doubles with each further failure. */
  baseMs: number;
  maxMs: number;
  /** After this many failed attempts the delivery is `failed` and no longer retried. */
  maxAttempts: number;
}

export const defaultBackoff: BackoffPolicy = { baseMs: 30_000, maxMs: 3_600_000, maxAttempts: 15 };

/** Exponential backoff: base, 2×base, 4×base … capped at maxMs. */
export function retryDelayMs(failedAttempts: number, policy: BackoffPolicy): number {
  const exponent = Math.max(0, failedAttempts - 1);
  return Math.min(policy.maxMs, policy.baseMs * 2 ** Math.min(exponent, 30));
}

export interface OutboxWorkerOptions {
  db: Database;
  context: DeliveryContext;
  now?: () => Date;
  backoff?: BackoffPolicy;
  /** How often to look for due deliveries when not woken. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed delivery stays with this worker before another may take it. */
  claimMs?: number;
  log?: (message: string, error?: unknown) => void;
  /**
   * Drop every claim when the worker starts. Right only when this worker is
   * the database's sole worker, as with the embedded PGlite, which one process
   * holds at a time: claims left by a killed process are then known to be dead.
   */
  soleWorker?: boolean;
}

export interface OutboxWorker {
  /** Delivers what is due now; resolves with the number of deliveries attempted. */
  runOnce(): Promise<number>;
  start(): void;
  /** Looks for work now instead of at the next poll (after a lead is stored). */
  wake(): void;
  stop(): Promise<void>;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, context } = options;
  const now = options.now ?? (() => new Date());
  const backoff = options.backoff ?? defaultBackoff;
  const batchSize = options.batchSize ?? 20;
  const claimMs = options.claimMs ?? 60_000;
  const log = options.log ?? logFunction(createLogger({ service: 'outbox' }));

  async function claim(at: Date) {
    const due = db
      .select({ id: leadDeliveries.id })
      .from(leadDeliveries)
      .where(
        and(
          eq(leadDeliveries.status, 'pending'),
          lte(leadDeliveries.nextAttemptAt, at),
          or(isNull(leadDeliveries.lockedUntil), lte(leadDeliveries.lockedUntil, at)),
        ),
      )
      .orderBy(asc(leadDeliveries.nextAttemptAt), asc(leadDeliveries.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(leadDeliveries)
      .set({ lockedUntil: new Date(at.getTime() + claimMs) })
      .where(inArray(leadDeliveries.id, due))
      .returning();
  }

  async function attempt(row: typeof leadDeliveries.$inferSelect): Promise<void> {
    const [lead] = await db
      .select({ payload: leads.payload })
      .from(leads)
      .where(eq(leads.id, row.leadId));
    const attempts = row.attempts + 1;
    try {
      if (!lead) throw new Error('the lead row is missing');
      const destination = deliveryDestinationSchema.parse(row.destination);
      await deliverLead(
        destination,
        lead.payload as unknown as LeadDocument,
        row.destinationIndex,
        context,
      );
      await db
        .update(leadDeliveries)
        .set({
          status: 'delivered',
          attempts,
          deliveredAt: now(),
          lockedUntil: null,
          lastError: null,
        })
        .where(eq(leadDeliveries.id, row.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const giveUp = attempts >= backoff.maxAttempts;
      await db
        .update(leadDeliveries)
        .set({
          status: giveUp ? 'failed' : 'pending',
          attempts,
          lastError: message.slice(0, 1000),
          nextAttemptAt: new Date(now().getTime() + retryDelayMs(attempts, backoff)),
          lockedUntil: null,
        })
        .where(eq(leadDeliveries.id, row.id));
      const target = (() => {
        const parsed = deliveryDestinationSchema.safeParse(row.destination);
        return parsed.success ? describeDestination(parsed.data) : 'an unreadable destination';
      })();
      log(
        `lead ${row.leadId} to ${target}: attempt ${attempts} failed${giveUp ? ', giving up' : ''}: ${message}`,
      );
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let again = false;

  async function runOnce(): Promise<number> {
    const rows = await claim(now());
    await Promise.all(rows.map((row) => attempt(row)));
    return rows.length;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
  }

  function tick() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => {
        log('delivery round failed', error);
        return 0;
      })
      .then((count) => {
        running = undefined;
        // A full batch means more may be waiting: go again at once.
        const more = again || count >= batchSize;
        again = false;
        schedule(more ? 0 : (options.pollMs ?? 1_000));
        return count;
      });
  }

  return {
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      if (options.soleWorker) {
        running = db
          .update(leadDeliveries)
          .set({ lockedUntil: null })
          .where(eq(leadDeliveries.status, 'pending'))
          .then(() => 0)
          .catch((error: unknown) => {
            log('could not release old claims', error);
            return 0;
          })
          .finally(() => {
            running = undefined;
            schedule(0);
          });
        return;
      }
      schedule(0);
    },
    wake() {
      if (stopped) return;
      if (running) again = true;
      else schedule(0);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export interface DeliveryState {
  id: number;
  destination: string;
  status: string;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date;
  deliveredAt: Date | null;
}

/** Where one lead's deliveries stand. */
export async function leadDeliveryState(db: Database, leadId: string): Promise<DeliveryState[]> {
  const rows = await db
    .select()
    .from(leadDeliveries)
    .where(eq(leadDeliveries.leadId, leadId))
    .orderBy(asc(leadDeliveries.destinationIndex));
  return rows.map((r) => {
    const parsed = deliveryDestinationSchema.safeParse(r.destination);
    return {
      id: r.id,
      destination: parsed.success ? describeDestination(parsed.data) : 'unreadable destination',
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      nextAttemptAt: r.nextAttemptAt,
      deliveredAt: r.deliveredAt,
    };
  });
}

/** Counts of deliveries by status, for monitoring. */
export async function outboxSummary(
  db: Database,
): Promise<Record<'pending' | 'delivered' | 'failed', number>> {
  const rows = await db
    .select({ status: leadDeliveries.status, count: sql<number>`count(*)::int` })
    .from(leadDeliveries)
    .groupBy(leadDeliveries.status);
  const out = { pending: 0, delivered: 0, failed: 0 };
  for (const r of rows) {
    if (r.status === 'pending' || r.status === 'delivered' || r.status === 'failed')
      out[r.status] = Number(r.count);
  }
  return out;
}

/** Puts failed deliveries back in the queue (after a destination is fixed). */
export async function retryFailedDeliveries(
  db: Database,
  at: Date,
  leadId?: string,
): Promise<number> {
  const rows = await db
    .update(leadDeliveries)
    .set({ status: 'pending', nextAttemptAt: at, attempts: 0 })
    .where(
      and(
        eq(leadDeliveries.status, 'failed'),
        leadId ? eq(leadDeliveries.leadId, leadId) : undefined,
      ),
    )
    .returning({ id: leadDeliveries.id });
  return rows.length;
}
