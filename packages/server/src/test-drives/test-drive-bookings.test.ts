import { TEST_DRIVE_SLOT_TAKEN, TEST_DRIVE_SLOT_UNAVAILABLE } from '@forecourt/core';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { leads, locations, openingHours, testDriveBookings } from '../db/schema';
import { importFeed } from '../import/import-feed';
import { createLeadHandler } from '../leads/lead-handler';
import { type LeadSite, loadLeadSite } from '../leads/lead-site';
import { loadSiteLocations } from '../locations/site-locations';
import { describeEachBackend } from '../testing/backends';
import { feedRow, insertTestSite, type TestSite } from '../testing/fixtures';
import { leadBody } from '../testing/lead-fixtures';
import { testDriveSlotMessages, testDriveSlotsAnswer } from './test-drive-bookings';

// Monday 1 June 2026, 8 AM in Brisbane: Tuesday is bookable from opening.
const now = new Date('2026-05-31T22:00:00.000Z');
const TUESDAY_NINE = '2026-06-02T09:00:00+10:00';

describeEachBackend('test-drive appointments', (getDb) => {
  let site: TestSite;
  let leadSite: LeadSite;

  const send = (userData: Record<string, unknown>, envelope: Record<string, unknown> = {}) =>
    createLeadHandler({ db: getDb().db, now: () => now, log: () => {} })({
      body: JSON.stringify(
        leadBody({ category: 'Test Drive Booking', ...userData }, { ...envelope }),
      ),
      headers: { 'content-type': 'application/json' },
      clientAddress: '127.0.0.1',
      site: leadSite,
    });
  const slots = async (date: string, location = 'td-sales') => {
    const { locations: held } = await loadSiteLocations(getDb().db, [site.dealershipId]);
    return testDriveSlotsAnswer(getDb().db, held, { location, date }, now);
  };

  beforeAll(async () => {
    const { db } = getDb();
    site = await insertTestSite(db, 'td');
    await db.insert(locations).values({
      id: 'td-sales',
      dealershipId: site.dealershipId,
      name: 'TD Sales',
      slug: 'td-sales',
      locationType: 'sales',
      data: { address: { street: '1 Test Street', state: 'qld', postcode: '4000' } },
    });
    // Sales open weekdays 9 AM - 11 AM: four slots a day.
    await db.insert(openingHours).values(
      [1, 2, 3, 4, 5].map((weekday) => ({
        locationId: 'td-sales',
        department: 'sales',
        weekday,
        status: 'Open',
        open: '9:00 AM',
        close: '11:00 AM',
      })),
    );
    await importFeed(db, {
      dealershipId: site.dealershipId,
      rows: [feedRow(1, { location_id: 'td-sales' })],
      now,
    });
    const loaded = await loadLeadSite(db, 'td-site');
    if (!loaded) throw new Error('test site missing');
    leadSite = loaded;
  });

  it("answers a location's free times for a day", async () => {
    const answer = await slots('2026-06-02');
    expect(answer.status).toBe(200);
    const body = answer.body as { slots: { start: string; time: string }[] };
    expect(body.slots.map((s) => s.time)).toEqual(['9:00 AM', '9:30 AM', '10:00 AM', '10:30 AM']);
    expect(body.slots[0]?.start).toBe(TUESDAY_NINE);
  });

  it('refuses a location the site has not, and a day outside the booking window', async () => {
    expect((await slots('2026-06-02', 'elsewhere')).body).toEqual({
      error: testDriveSlotMessages.locationUnknown,
    });
    expect((await slots('2026-09-01')).status).toBe(400);
    expect((await slots('next tuesday')).status).toBe(400);
  });

  it('books a free slot with its lead; the second shopper is told it was just taken', async () => {
    const first = await send({ test_drive_date: TUESDAY_NINE });
    expect(first.status).toBe(201);
    const leadId = (first.body as { lead_id: string }).lead_id;
    const [booking] = await getDb()
      .db.select()
      .from(testDriveBookings)
      .where(eq(testDriveBookings.leadId, leadId));
    expect(booking?.locationId).toBe('td-sales');
    expect(booking?.slotStart.toISOString()).toBe('2026-06-01T23:00:00.000Z');

    // The slot is no longer offered…
    const after = (await slots('2026-06-02')).body as { slots: { time: string }[] };
    expect(after.slots.map((s) => s.time)).toEqual(['9:30 AM', '10:00 AM', '10:30 AM']);

    // …and a second shopper who still had it on screen is refused, with no lead kept.
    const before = await getDb().db.select().from(leads);
    const second = await send({ test_drive_date: '2026-06-01T23:00:00Z', name: 'Sam' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      error: TEST_DRIVE_SLOT_TAKEN,
      errors: { 'userData.test_drive_date': TEST_DRIVE_SLOT_TAKEN },
    });
    expect(await getDb().db.select().from(leads)).toHaveLength(before.length);
  });

  it('two shoppers booking the same slot at once: exactly one is booked', async () => {
    const slot = '2026-06-03T10:00:00+10:00';
    const answers = await Promise.all([
      send({ test_drive_date: slot, name: 'One' }),
      send({ test_drive_date: slot, name: 'Two' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
  });

  it('books the slot at the car location for a test drive in a car', async () => {
    const answer = await send(
      { test_drive_date: '2026-06-04T09:30:00+10:00' },
      { car_id: 'car-1', car_dealership_id: site.dealershipId },
    );
    expect(answer.status).toBe(201);
  });

  it('refuses a time the location does not offer', async () => {
    for (const start of ['2026-06-02T12:00:00+10:00', '2026-06-06T09:00:00+10:00']) {
      const answer = await send({ test_drive_date: start });
      expect(answer.status, start).toBe(400);
      expect(answer.body).toMatchObject({ error: TEST_DRIVE_SLOT_UNAVAILABLE });
    }
  });

  it('a preferred date without a time books nothing', async () => {
    const answer = await send({ test_drive_date: '2026-06-02' });
    expect(answer.status).toBe(201);
    const leadId = (answer.body as { lead_id: string }).lead_id;
    expect(
      await getDb().db.select().from(testDriveBookings).where(eq(testDriveBookings.leadId, leadId)),
    ).toEqual([]);
  });
});
