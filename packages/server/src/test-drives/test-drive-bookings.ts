import {
  type CalendarDate,
  calendarDateSchema,
  isTestDriveSlot,
  type LocationDetail,
  TEST_DRIVE_SLOT_TAKEN,
  TEST_DRIVE_SLOT_UNAVAILABLE,
  testDriveDays,
  testDriveHoursOf,
  testDriveLocationFor,
  testDriveLocations,
  testDriveSlotDate,
  testDriveSlots,
} from '@forecourt/core';
import { and, eq, gte, lt } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { testDriveBookings } from '../db/schema';
import type { LeadDocument } from '../leads/lead-document';
import { type HandlerResponse, leadAnswer } from '../leads/lead-request';

// Test-drive appointments, the server's half: which times are still
// free at a location (core's `testDriveSlots` over the bookings stored), and a
// booked time recorded with its lead in one transaction (docs/rules.md#test-drive-slots). The unique index on
// (location, slot start) decides a race: of two shoppers who picked the same
// time, the second one's lead is not filed and they are asked to pick another.

/** A slot to record with a lead: where and when. */
export type TestDriveBooking = { locationId: string; slotStart: Date };

/** Thrown inside the lead's transaction when the slot is already booked, so nothing is kept. */
export class TestDriveSlotTakenError extends Error {
  constructor() {
    super(TEST_DRIVE_SLOT_TAKEN);
    this.name = 'TestDriveSlotTakenError';
  }
}

const DAY_MS = 86_400_000;

/** The starts already booked at a location around a calendar date, as ISO strings. */
export async function bookedTestDriveSlots(
  db: Database,
  locationId: string,
  date: CalendarDate,
): Promise<string[]> {
  // A day from the start of the date in UTC, widened by a day each way: every
  // zone's day falls within it, and the rule matches starts by their instant.
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const rows = await db
    .select({ slotStart: testDriveBookings.slotStart })
    .from(testDriveBookings)
    .where(
      and(
        eq(testDriveBookings.locationId, locationId),
        gte(testDriveBookings.slotStart, new Date(midnight - DAY_MS)),
        lt(testDriveBookings.slotStart, new Date(midnight + 2 * DAY_MS)),
      ),
    );
  return rows.map((row) => row.slotStart.toISOString());
}

/** The body of a slots request: `{ location, date }` (a location id and a YYYY-MM-DD date). */
export type TestDriveSlotsQuery = { location?: unknown; date?: unknown };

export const testDriveSlotMessages = {
  locationUnknown: 'There is no such location to book a test drive at on this site.',
  dateInvalid: 'Ask for a date as YYYY-MM-DD within the booking window.',
} as const;

/**
 * The free slots of one of the site's test-drive locations on a date:
 * 200 `{ location, date, slots: [{ start, time }] }`, 404 for a location the
 * site has not, 400 for a date that is not one of the booking days.
 */
export async function testDriveSlotsAnswer(
  db: Database,
  locations: readonly LocationDetail[],
  query: TestDriveSlotsQuery,
  now: Date,
): Promise<HandlerResponse> {
  const location = testDriveLocations(locations).find((l) => l.id === query.location);
  if (!location) {
    return leadAnswer(404, { error: testDriveSlotMessages.locationUnknown });
  }
  const hours = testDriveHoursOf(location);
  const date = calendarDateSchema.safeParse(query.date);
  if (!date.success || !testDriveDays(now, hours.timeZone).includes(date.data)) {
    return leadAnswer(400, { error: testDriveSlotMessages.dateInvalid });
  }
  const booked = await bookedTestDriveSlots(db, location.id, date.data);
  const slots = testDriveSlots({ ...hours, date: date.data, now, booked });
  return leadAnswer(200, { location: location.id, date: date.data, slots });
}

export type TestDriveBookingCheck =
  | { ok: true; booking: TestDriveBooking | null }
  | { ok: false; answer: HandlerResponse };

/** A refused booking: the message on the form's field and as the form's banner. */
export function testDriveRefusal(status: 400 | 409, message: string): HandlerResponse {
  return leadAnswer(status, {
    error: message,
    errors: { 'userData.test_drive_date': message },
    messages: [message],
  });
}

/**
 * The slot a checked lead books, if any: a test drive date with a time of day
 * (a slot picked from the appointments) at the car's location, the chosen one
 * or the dealership's only one, and one of the times that location offers. A
 * date alone (the car page's dialog) books nothing.
 */
export function testDriveBookingOf(
  document: Pick<LeadDocument, 'userData' | 'dealership'>,
  carLocationId: string | null,
  locations: readonly LocationDetail[],
  now: Date,
): TestDriveBookingCheck {
  const start = document.userData.test_drive_date;
  if (typeof start !== 'string' || !start.includes('T')) return { ok: true, booking: null };
  const refused = {
    ok: false,
    answer: testDriveRefusal(400, TEST_DRIVE_SLOT_UNAVAILABLE),
  } as const;
  const locationName = document.userData.location;
  const location = testDriveLocationFor(locations, {
    carLocationId,
    locationName: typeof locationName === 'string' ? locationName : null,
    dealershipSlug: document.dealership.slug,
  });
  if (!location) return refused;
  const hours = testDriveHoursOf(location);
  if (testDriveSlotDate(start, hours.timeZone) === null) return refused;
  if (!isTestDriveSlot({ ...hours, now, start })) return refused;
  return { ok: true, booking: { locationId: location.id, slotStart: new Date(start) } };
}

/**
 * Records a booking inside the lead's transaction. A slot someone booked first
 * throws TestDriveSlotTakenError, which rolls the lead back with it.
 */
export async function recordTestDriveBooking(
  tx: Transaction,
  booking: TestDriveBooking,
  leadId: string,
): Promise<void> {
  const inserted = await tx
    .insert(testDriveBookings)
    .values({ locationId: booking.locationId, slotStart: booking.slotStart, leadId })
    .onConflictDoNothing({ target: [testDriveBookings.locationId, testDriveBookings.slotStart] })
    .returning({ id: testDriveBookings.id });
  if (inserted.length === 0) throw new TestDriveSlotTakenError();
}
