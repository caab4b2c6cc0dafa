import { describe, expect, it } from 'vitest';
import {
  type OpeningHourEntry,
  openingHourEntrySchema,
  specialHoursEntrySchema,
} from '../hours/hours';
import {
  clockLabel,
  isTestDriveSlot,
  TEST_DRIVE_BOOKING_DAYS,
  testDriveDayLabel,
  testDriveDays,
  testDriveSlots,
  zonedDateTime,
} from './test-drive-slots';

function open(weekday: number, from: string, to: string): OpeningHourEntry {
  return openingHourEntrySchema.parse({ weekday, status: 'Open', open: from, close: to });
}
function closed(weekday: number): OpeningHourEntry {
  return openingHourEntrySchema.parse({ weekday, status: 'Closed' });
}

/** Sales: Mon-Fri 9 AM - 12 PM, Saturday 9 - 10, closed Sunday. */
const week: OpeningHourEntry[] = [
  closed(0),
  ...[1, 2, 3, 4, 5].map((d) => open(d, '9:00 AM', '12:00 PM')),
  open(6, '9:00', '10:00'),
];
const BRISBANE = 'Australia/Brisbane';
/** Monday 23 November 2026, 6 AM in Brisbane. */
const mondayMorning = new Date('2026-11-22T20:00:00Z');

describe('test-drive appointments: slots from the opening hours', () => {
  it('cuts the sales hours of the day into half-hour slots that fit before closing', () => {
    const slots = testDriveSlots({
      openingHours: week,
      date: '2026-11-24',
      timeZone: BRISBANE,
      now: mondayMorning,
    });
    expect(slots.map((s) => s.time)).toEqual([
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
      '11:30 AM',
    ]);
    expect(slots[0]?.start).toBe('2026-11-24T09:00:00+10:00');
  });

  it('offers nothing on a closed day', () => {
    expect(
      testDriveSlots({
        openingHours: week,
        date: '2026-11-29',
        timeZone: BRISBANE,
        now: mondayMorning,
      }),
    ).toEqual([]);
  });

  it('leaves out the slots already booked', () => {
    const slots = testDriveSlots({
      openingHours: week,
      date: '2026-11-28',
      timeZone: BRISBANE,
      now: mondayMorning,
      // The same instant spelled in UTC is the same booking.
      booked: ['2026-11-27T23:30:00.000Z'],
    });
    expect(slots.map((s) => s.start)).toEqual(['2026-11-28T09:00:00+10:00']);
  });

  it('leaves out slots within the notice period and past ones', () => {
    // Monday 9:40 AM: 10:30 is the first slot an hour away.
    const now = new Date('2026-11-22T23:40:00Z');
    const slots = testDriveSlots({
      openingHours: week,
      date: '2026-11-23',
      timeZone: BRISBANE,
      now,
    });
    expect(slots[0]?.time).toBe('11:00 AM');
  });

  it('follows special hours for the date (closed for a holiday)', () => {
    const specialHours = [
      specialHoursEntrySchema.parse({ date: '2026-11-24', status: 'Closed' }),
      specialHoursEntrySchema.parse({
        date: '2026-11-25',
        status: 'Open',
        start_hour: '11:00 AM',
        end_hour: '12:00 PM',
      }),
    ];
    const base = { openingHours: week, specialHours, timeZone: BRISBANE, now: mondayMorning };
    expect(testDriveSlots({ ...base, date: '2026-11-24' })).toEqual([]);
    expect(testDriveSlots({ ...base, date: '2026-11-25' }).map((s) => s.time)).toEqual([
      '11:00 AM',
      '11:30 AM',
    ]);
  });

  it('writes each start in the dealership zone, daylight saving included', () => {
    expect(zonedDateTime('2026-11-24', 9 * 60, 'Australia/Sydney')).toBe(
      '2026-11-24T09:00:00+11:00',
    );
    expect(zonedDateTime('2026-06-24', 9 * 60, 'Australia/Sydney')).toBe(
      '2026-06-24T09:00:00+10:00',
    );
    expect(zonedDateTime('2026-11-24', 13 * 60 + 30, 'Australia/Perth')).toBe(
      '2026-11-24T13:30:00+08:00',
    );
  });

  it('labels times and days as a shopper reads them', () => {
    expect(clockLabel(0)).toBe('12:00 AM');
    expect(clockLabel(12 * 60 + 30)).toBe('12:30 PM');
    expect(clockLabel(17 * 60)).toBe('5:00 PM');
    expect(testDriveDayLabel('2026-11-25')).toBe('Wednesday 25 November');
  });

  it('books from the dealership today for the booking window', () => {
    // 11:30 PM Monday UTC is already Tuesday in Brisbane.
    const days = testDriveDays(new Date('2026-11-23T23:30:00Z'), BRISBANE);
    expect(days).toHaveLength(TEST_DRIVE_BOOKING_DAYS);
    expect(days[0]).toBe('2026-11-24');
  });
});

describe('a booked time must be one the location offers', () => {
  const base = { openingHours: week, timeZone: BRISBANE, now: mondayMorning };
  it('accepts an offered slot however its instant is spelled', () => {
    expect(isTestDriveSlot({ ...base, start: '2026-11-24T10:30:00+10:00' })).toBe(true);
    expect(isTestDriveSlot({ ...base, start: '2026-11-24T00:30:00Z' })).toBe(true);
  });

  it('refuses a time off the grid, outside the hours, on a closed day or beyond the window', () => {
    expect(isTestDriveSlot({ ...base, start: '2026-11-24T10:15:00+10:00' })).toBe(false);
    expect(isTestDriveSlot({ ...base, start: '2026-11-24T12:00:00+10:00' })).toBe(false);
    expect(isTestDriveSlot({ ...base, start: '2026-11-29T09:00:00+10:00' })).toBe(false);
    expect(isTestDriveSlot({ ...base, start: '2026-12-24T09:00:00+10:00' })).toBe(false);
    expect(isTestDriveSlot({ ...base, start: '2026-11-24' })).toBe(false);
  });
});
