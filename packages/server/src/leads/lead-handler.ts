import { randomUUID } from 'node:crypto';
import {
  type Car,
  LEAD_FORM_ERROR_HEADING,
  LEAD_SUBMISSION_DEFAULT_ERROR,
  TEST_DRIVE_SLOT_TAKEN,
} from '@forecourt/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { cars } from '../db/schema';
import { isDatabaseUnavailable } from '../db/unavailable';
import { loadSiteLocations } from '../locations/site-locations';
import { LEAD_UNAVAILABLE_MESSAGE, type RateLimiter } from '../rate-limit/rate-limit';
import {
  TestDriveSlotTakenError,
  testDriveBookingOf,
  testDriveRefusal,
} from '../test-drives/test-drive-bookings';
import { checkLead, leadCarId, leadCheckMessages } from './lead-check';
import {
  type HandlerRequest,
  type HandlerResponse,
  leadAnswer,
  leadRequestMessages,
  readLeadRequest,
} from './lead-request';
import type { LeadSite } from './lead-site';
import { storeLead } from './lead-store';

// Lead submission ('a shared sender'), framework-agnostic: the request
// comes in as bytes, headers, the client address and the resolved site; the
// answer goes out as a status and a JSON body (docs/rules.md#lead-submission). apps/renderer mounts the same
// function the node:http server does. Three steps, each in its own file:
//   (a) lead-request.ts  read the request into a JSON object, or refuse it;
//   (b) lead-check.ts    decide, purely, whether it is a lead this site takes;
//   (c) lead-store.ts    store it with its outbox rows, once per idempotency key.
// Between (a) and (b) the car the submission names is looked up.

export type { HandlerRequest, HandlerResponse } from './lead-request';

/** A lead request: the request and the site it was sent to. */
export interface LeadRequest extends HandlerRequest {
  site: LeadSite;
}

/** Every message the lead endpoint answers a refused request with. */
export const leadErrorMessages = { ...leadRequestMessages, ...leadCheckMessages } as const;

export interface LeadHandlerOptions {
  db: Database;
  rateLimiter?: RateLimiter;
  now?: () => Date;
  /** Called after a lead is committed, to wake the delivery worker. */
  onLeadStored?: (leadId: string) => void;
  log?: (message: string, error?: unknown) => void;
}

function invalid(errors: Record<string, string>): HandlerResponse {
  return leadAnswer(400, {
    error: LEAD_FORM_ERROR_HEADING,
    errors,
    messages: Object.values(errors),
  });
}

/** The car with this id when one of the site's dealerships has it in stock, else null. */
async function findLeadCar(
  db: Database,
  site: LeadSite,
  carId: string | null,
): Promise<Car | null> {
  const dealershipIds = site.dealerships.map((d) => d.id);
  if (carId === null || dealershipIds.length === 0) return null;
  const [row] = await db
    .select({ data: cars.data })
    .from(cars)
    .where(and(eq(cars.id, carId), inArray(cars.dealershipId, dealershipIds)));
  return row ? (row.data as unknown as Car) : null;
}

export function createLeadHandler(options: LeadHandlerOptions) {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((m, e) => console.error(`[leads] ${m}`, e ?? ''));

  async function handle(request: LeadRequest): Promise<HandlerResponse> {
    const { site } = request;
    const read = await readLeadRequest(request, options.rateLimiter);
    if (!read.ok) return read.answer;
    const car = await findLeadCar(db, site, leadCarId(read.raw));
    const leadId = randomUUID();
    const checked = checkLead({ raw: read.raw, site, car, leadId, createdAt: now() });
    switch (checked.outcome) {
      case 'invalid':
        return invalid(checked.errors);
      case 'honeypot':
        // A bot: answer as if all went well so it learns nothing, and keep nothing.
        log(`honeypot filled on site ${site.slug} from ${request.clientAddress}; lead discarded`);
        return leadAnswer(201, { lead_id: leadId });
      case 'lead': {
        // Test-drive appointments: a picked slot is checked against the
        // location's hours and recorded with the lead, or the lead is refused (docs/rules.md#test-drive-slots).
        const { document } = checked.lead;
        let booking = null;
        const slot = document.userData.test_drive_date;
        if (typeof slot === 'string' && slot.includes('T')) {
          const locations = (
            await loadSiteLocations(
              db,
              site.dealerships.map((d) => d.id),
            )
          ).locations;
          const checkedSlot = testDriveBookingOf(
            document,
            document.car ? (car?.location_id ?? null) : null,
            locations,
            now(),
          );
          if (!checkedSlot.ok) return checkedSlot.answer;
          booking = checkedSlot.booking;
        }
        let stored: Awaited<ReturnType<typeof storeLead>>;
        try {
          stored = await storeLead(db, checked.lead, request.clientAddress, booking);
        } catch (error) {
          if (error instanceof TestDriveSlotTakenError) {
            return testDriveRefusal(409, TEST_DRIVE_SLOT_TAKEN);
          }
          throw error;
        }
        // A replay answers the first lead_id; only a new lead wakes the outbox.
        if (stored.replayed) return leadAnswer(200, { lead_id: stored.leadId });
        options.onLeadStored?.(stored.leadId);
        return leadAnswer(201, { lead_id: stored.leadId });
      }
      default:
        return checked satisfies never;
    }
  }

  return async function leadHandler(request: LeadRequest): Promise<HandlerResponse> {
    try {
      return await handle(request);
    } catch (error) {
      log(`lead on site ${request.site.slug} failed`, error);
      // The database out of reach: nothing was stored, so the shopper is told to send
      // again, and the form keeps what was typed (docs/operations.md#when-the-database-is-down).
      if (isDatabaseUnavailable(error)) {
        return leadAnswer(503, { error: LEAD_UNAVAILABLE_MESSAGE }, { 'retry-after': '30' });
      }
      // The shopper sees the default text; the details stay in the log (docs/rules.md#messages).
      return leadAnswer(500, { error: LEAD_SUBMISSION_DEFAULT_ERROR });
    }
  };
}
