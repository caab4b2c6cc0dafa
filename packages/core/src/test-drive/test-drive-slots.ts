import {
  addDays,
  type CalendarDate,
  calendarDateIn,
  holidayHours,
  hoursForDate,
  type OpeningHourEntry,
  type SpecialHoursEntry,
  weekdayName,
  weekdayOf,
} from '../hours/hours';
import { localClock, parseClockTime } from '../hours/today';
import {
  departmentHours,
  displayedLocations,
  type LocationDetail,
  locationTimeZone,
} from '../location/location-display';

// Test-drive appointments: the times a shopper may book a test drive at
// a location on a day (docs/rules.md#test-drive-slots). The sales department's hours for that date (special
// hours and the holiday list applied, docs/rules.md#holiday-hours) are cut into slots; slots
// already booked, and slots too soon to get a car ready, are not offered. The
// server calls the same rule to check a booked time before it records it, so a
// time the page never offered cannot be booked. The clock is injected and every
// time is the dealership's own (its time zone), never the server's.

/** How long one test drive takes: one slot. */
export const TEST_DRIVE_SLOT_MINUTES = 30;
/** How many days ahead, today included, a test drive can be booked. */
export const TEST_DRIVE_BOOKING_DAYS = 14;
/** The least notice a booking gives, so the team can have the car ready. */
export const TEST_DRIVE_NOTICE_MINUTES = 60;

/** What the shopper is told when another shopper booked the time first. */
export const TEST_DRIVE_SLOT_TAKEN =
  'Sorry, that test drive time was just booked by someone else. Please choose another time.';
/** What the shopper is told when the time is not one the location offers. */
export const TEST_DRIVE_SLOT_UNAVAILABLE =
  'That test drive time is not available. Please choose one of the times shown.';

export type TestDriveSlot = {
  /** The start as an ISO date-time with the dealership's offset: '2026-11-25T09:00:00+10:00'. */
  start: string;
  /** The start as the shopper reads it: '9:00 AM'. */
  time: string;
};

export type TestDriveSlotsInput = {
  /** The location's regular sales week (contact_detail.opening_hours). */
  openingHours: readonly OpeningHourEntry[];
  /** The site's special hours; the hard-coded holiday list is added here. */
  specialHours?: readonly SpecialHoursEntry[];
  locationName?: string | null;
  /** The dealership's calendar date the slots are for. */
  date: CalendarDate;
  /** The location's IANA time zone. */
  timeZone: string;
  now: Date;
  /** Starts already booked at the location (any ISO date-time spelling). */
  booked?: readonly string[];
};

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

/** The zone's offset from UTC in minutes at an instant (Brisbane: 600). */
function offsetAt(instant: number, timeZone: string): number {
  const whole = instant - (instant % 60_000);
  const { date, minutes } = localClock(new Date(whole), timeZone);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Math.round((Date.UTC(y, m - 1, d) + minutes * 60_000 - whole) / 60_000);
}

/**
 * The ISO date-time, with the zone's offset, of `minutes` after midnight on a
 * calendar date in a time zone. Dealership hours never fall in the hour a
 * daylight-saving change skips, so the second guess settles it.
 */
export function zonedDateTime(date: CalendarDate, minutes: number, timeZone: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d) + minutes * 60_000;
  let offset = offsetAt(asUtc, timeZone);
  const second = offsetAt(asUtc - offset * 60_000, timeZone);
  if (second !== offset) offset = second;
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const time = `${twoDigits(Math.floor(minutes / 60))}:${twoDigits(minutes % 60)}:00`;
  return `${date}T${time}${sign}${twoDigits(Math.floor(abs / 60))}:${twoDigits(abs % 60)}`;
}

/** Minutes after midnight as a shopper reads them: 540 → '9:00 AM', 810 → '1:30 PM'. */
export function clockLabel(minutes: number): string {
  const hours = Math.floor(minutes / 60) % 24;
  const meridiem = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${twoDigits(minutes % 60)} ${meridiem}`;
}

/**
 * Test-drive appointments: the free slots of a location on a date (docs/rules.md#test-drive-slots). A
 * closed day, or hours that cannot be read, has none. Slots run from opening
 * time while a whole slot fits before closing (hours past midnight stop at
 * midnight); a slot starting within the notice period, or already booked, is
 * left out.
 */
export function testDriveSlots(input: TestDriveSlotsInput): TestDriveSlot[] {
  const hours = hoursForDate({
    openingHours: input.openingHours,
    department: 'sales',
    locationName: input.locationName ?? null,
    specialHours: [...(input.specialHours ?? []), ...holidayHours],
    date: input.date,
  });
  if (hours.status === 'Closed') return [];
  const open = parseClockTime(hours.open);
  const close = parseClockTime(hours.close);
  if (open === null || close === null) return [];
  const end = close <= open ? 24 * 60 : close;
  const earliest = input.now.getTime() + TEST_DRIVE_NOTICE_MINUTES * 60_000;
  const booked = new Set((input.booked ?? []).map((start) => Date.parse(start)));
  const slots: TestDriveSlot[] = [];
  for (let start = open; start + TEST_DRIVE_SLOT_MINUTES <= end; start += TEST_DRIVE_SLOT_MINUTES) {
    const iso = zonedDateTime(input.date, start, input.timeZone);
    const at = Date.parse(iso);
    if (at < earliest || booked.has(at)) continue;
    slots.push({ start: iso, time: clockLabel(start) });
  }
  return slots;
}

/** The days a test drive can be booked on, from the dealership's today. */
export function testDriveDays(now: Date, timeZone: string): CalendarDate[] {
  const today = calendarDateIn(now, timeZone);
  return Array.from({ length: TEST_DRIVE_BOOKING_DAYS }, (_, i) => addDays(today, i));
}

/** A booking day as the shopper reads it: 'Wednesday 25 November'. */
export function testDriveDayLabel(date: CalendarDate): string {
  const month = new Date(`${date}T00:00:00Z`).toLocaleString('en-AU', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${weekdayName(weekdayOf(date))} ${Number(date.slice(8, 10))} ${month}`;
}

/** The calendar date, in the dealership's zone, of a slot's start. Null when it is not a date-time. */
export function testDriveSlotDate(start: string, timeZone: string): CalendarDate | null {
  const at = Date.parse(start);
  if (!/T\d{2}:\d{2}/.test(start) || Number.isNaN(at)) return null;
  return calendarDateIn(new Date(at), timeZone);
}

/**
 * Whether `start` is a slot the location offers (bookings aside): a date-time
 * within the booking days whose instant is one of that day's slots. The server
 * checks a booked time with it; a clash with another booking is the database's
 * to catch.
 */
export function isTestDriveSlot(
  input: Omit<TestDriveSlotsInput, 'date' | 'booked'> & { start: string },
): boolean {
  const date = testDriveSlotDate(input.start, input.timeZone);
  if (date === null || !testDriveDays(input.now, input.timeZone).includes(date)) return false;
  const at = Date.parse(input.start);
  return testDriveSlots({ ...input, date }).some((slot) => Date.parse(slot.start) === at);
}

/** The locations a shopper can book a test drive at: the shown sales locations. */
export function testDriveLocations<T extends LocationDetail>(locations: readonly T[]): T[] {
  return displayedLocations(locations).filter((l) => l.location_type === 'sales');
}

/** What the slots of a location are cut from: its sales week, special hours, name and zone. */
export function testDriveHoursOf(
  location: LocationDetail,
): Omit<TestDriveSlotsInput, 'date' | 'now' | 'booked'> {
  const sales = departmentHours(location).find((d) => d.department === 'sales');
  return {
    openingHours: sales?.openingHours ?? [],
    specialHours: location.special_hours,
    locationName: location.name,
    timeZone: locationTimeZone(location),
  };
}

export type TestDriveLocationQuery = {
  /** The location of the car the test drive is in, when there is one. */
  carLocationId?: string | null;
  /** The location the shopper chose (its name, as the lead form sends it). */
  locationName?: string | null;
  /** The dealership the lead is for. */
  dealershipSlug?: string | null;
};

/**
 * Where a test drive happens: the car's own location, else the location the
 * shopper chose, else the one sales location of the lead's dealership. Null
 * when that does not settle it (no car and a choice of locations).
 */
export function testDriveLocationFor<T extends LocationDetail>(
  locations: readonly T[],
  query: TestDriveLocationQuery,
): T | null {
  const bookable = testDriveLocations(locations);
  const byCar = query.carLocationId
    ? bookable.find((l) => l.id === query.carLocationId)
    : undefined;
  if (byCar) return byCar;
  const name = query.locationName?.trim().toLowerCase();
  const byName = name ? bookable.find((l) => l.name.trim().toLowerCase() === name) : undefined;
  if (byName) return byName;
  const ofDealership = query.dealershipSlug
    ? bookable.filter((l) => l.dealership_slug === query.dealershipSlug)
    : bookable;
  return ofDealership.length === 1 ? (ofDealership[0] ?? null) : null;
}
