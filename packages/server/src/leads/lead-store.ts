import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { leadDeliveries, leads } from '../db/schema';
import { recordTestDriveBooking, type TestDriveBooking } from '../test-drives/test-drive-bookings';
import type { DeliveryDestination } from './destinations';
import type { CheckedLead } from './lead-check';

// Step (c) of the lead endpoint: a checked lead made durable. The lead and its
// outbox rows commit in one transaction before the shopper gets an answer, and
// the (site, idempotency key) pair makes a retried submit a replay. A test
// drive's booked slot is recorded in the same transaction: a slot taken first
// throws TestDriveSlotTakenError and no lead is kept.

export interface StoredLead {
  leadId: string;
  /** The same submit came before (a retry or a double click): its lead stands, none is added. */
  replayed: boolean;
}

/**
 * Writes the lead and one outbox row per destination (plus `extra`, such as a
 * shopper's confirmation) inside the caller's transaction. Returns the lead id,
 * or null when the (site, idempotency key) pair was stored before.
 */
export async function insertLead(
  tx: Transaction,
  lead: CheckedLead,
  clientAddress: string,
  extra: readonly DeliveryDestination[] = [],
): Promise<string | null> {
  const { document, idempotencyKey, destinations } = lead;
  const createdAt = new Date(document.created_at);
  const inserted = await tx
    .insert(leads)
    .values({
      id: document.lead_id,
      siteId: document.site.id,
      dealershipId: document.dealership.id,
      carId: document.car?.id ?? null,
      idempotencyKey,
      category: document.category,
      subcategory: document.subcategory,
      eventId: document.event_id,
      payload: document as unknown as Record<string, unknown>,
      clientAddress: clientAddress.slice(0, 100),
      userAgent: document.user_agent.slice(0, 500),
      createdAt,
    })
    .onConflictDoNothing({ target: [leads.siteId, leads.idempotencyKey] })
    .returning({ id: leads.id });
  if (inserted.length === 0) return null;
  await tx.insert(leadDeliveries).values(
    [...destinations, ...extra].map((destination, index) => ({
      leadId: document.lead_id,
      destinationIndex: index,
      destination: destination as unknown as Record<string, unknown>,
      nextAttemptAt: createdAt,
    })),
  );
  return document.lead_id;
}

export async function storeLead(
  db: Database,
  lead: CheckedLead,
  clientAddress: string,
  booking: TestDriveBooking | null = null,
): Promise<StoredLead> {
  const { document, idempotencyKey } = lead;
  // A test drive's slot is booked in the lead's own transaction: a slot taken meanwhile
  // (its unique index) undoes the lead too.
  const stored = await db.transaction(async (tx) => {
    const id = await insertLead(tx, lead, clientAddress);
    if (id !== null && booking) await recordTestDriveBooking(tx, booking, id);
    return id;
  });
  if (stored !== null) return { replayed: false, leadId: stored };
  const [existing] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.siteId, document.site.id), eq(leads.idempotencyKey, idempotencyKey)));
  if (!existing) throw new Error('idempotent replay found no stored lead');
  return { replayed: true, leadId: existing.id };
}
