import { z } from 'zod';
import { optionalText } from '../schema/feed';

// Opening hour entry and Special hours entry; Mon-Fri collapse and
// the hard-coded holiday list (docs/rules.md#hours-entries, docs/rules.md#opening-hours). Calendar dates are 'YYYY-MM-DD' strings so that a rule
// never depends on the server's time zone; `calendarDateIn` turns an injected clock
// into one for a given zone.

export const weekdayNames = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
export type WeekdayName = (typeof weekdayNames)[number];

/** The name of weekday 0 (Sunday) to 6 (Saturday). */
export function weekdayName(weekday: number): WeekdayName {
  const name = weekdayNames[weekday];
  if (name === undefined) {
    throw new RangeError(
      `weekday ${weekday} is not a whole number from 0 (Sunday) to 6 (Saturday)`,
    );
  }
  return name;
}

export const hoursStatuses = ['Open', 'Closed'] as const;
/** 'Open' or 'Closed'; feeds also send 'open', 'CLOSED'. */
export const hoursStatusSchema = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  return s === 'open' ? 'Open' : s === 'closed' ? 'Closed' : v;
}, z.enum(hoursStatuses));
export type HoursStatus = z.infer<typeof hoursStatusSchema>;

export const departments = ['sales', 'service', 'parts'] as const;
export type Department = (typeof departments)[number];

/** Special hours may target one department or 'all' of them. Absent means 'all'. */
export const specialHoursDepartments = ['all', ...departments] as const;
export const specialHoursDepartmentSchema = z.preprocess(
  (v) =>
    v === null || v === undefined || (typeof v === 'string' && v.trim() === '')
      ? 'all'
      : typeof v === 'string'
        ? v.trim().toLowerCase()
        : v,
  z.enum(specialHoursDepartments),
);
export type SpecialHoursDepartment = z.infer<typeof specialHoursDepartmentSchema>;

const weekdaySchema = z.preprocess(
  (v) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number().int().min(0).max(6),
);

/** Times are kept as the feed spells them ('8:30 AM', '17:00'); they are only displayed. */
const timeText = z.preprocess((v) => (typeof v === 'number' ? String(v) : v), optionalText);

export const openingHourEntrySchema = z.object({
  weekday: weekdaySchema,
  status: hoursStatusSchema,
  /** Spelled as the feed spells it (docs/rules.md#opening-hours). */
  formated_hours: timeText.default(null),
  open: timeText.default(null),
  close: timeText.default(null),
});
export type OpeningHourEntry = z.infer<typeof openingHourEntrySchema>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date 'YYYY-MM-DD'. A full timestamp is cut to its date part as written. */
export const calendarDateSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().slice(0, 10) : v),
  z
    .string()
    .regex(ISO_DATE, { message: 'expected a date as YYYY-MM-DD' })
    .refine(isRealDate, { message: 'expected a date that exists on the calendar' }),
);
export type CalendarDate = z.infer<typeof calendarDateSchema>;

function isRealDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

export const specialHoursEntrySchema = z.object({
  date: calendarDateSchema,
  status: hoursStatusSchema,
  start_hour: timeText.default(null),
  end_hour: timeText.default(null),
  department: specialHoursDepartmentSchema.default('all'),
  /** Absent means every location of the site. */
  location_name: optionalText.default(null),
});
export type SpecialHoursEntry = z.infer<typeof specialHoursEntrySchema>;
export type SpecialHoursEntryInput = z.input<typeof specialHoursEntrySchema>;

/**
 * A hard-coded holiday hours list covering 4 July 2025 (docs/rules.md#holiday-hours). Kept as data so a
 * new holiday is one more line; its hours are not known, so the
 * entry closes every department of every location.
 */
export const holidayHours: readonly SpecialHoursEntry[] = [
  {
    date: '2025-07-04',
    status: 'Closed',
    start_hour: null,
    end_hour: null,
    department: 'all',
    location_name: null,
  },
];

/** What one day shows: open or closed, the times, and the text of the hours cell. */
export type DayHours = {
  status: HoursStatus;
  open: string | null;
  close: string | null;
  /** The hours cell: 'Closed', the feed's formated_hours, or 'open - close'. */
  label: string;
  /** True when a special-hours entry replaced the regular hours. */
  special: boolean;
};

const CLOSED_LABEL = 'Closed';

function rangeLabel(open: string | null, close: string | null): string {
  if (open && close) return `${open} - ${close}`;
  return open ?? close ?? 'Open';
}

function regularDay(entry: OpeningHourEntry | undefined): DayHours {
  // A weekday the feed leaves out is shown as closed: feeds drop closed days.
  if (!entry || entry.status === 'Closed') {
    return { status: 'Closed', open: null, close: null, label: CLOSED_LABEL, special: false };
  }
  return {
    status: 'Open',
    open: entry.open,
    close: entry.close,
    label: entry.formated_hours ?? rangeLabel(entry.open, entry.close),
    special: false,
  };
}

function specialDay(entry: SpecialHoursEntry): DayHours {
  if (entry.status === 'Closed') {
    return { status: 'Closed', open: null, close: null, label: CLOSED_LABEL, special: true };
  }
  return {
    status: 'Open',
    open: entry.start_hour,
    close: entry.end_hour,
    label: rangeLabel(entry.start_hour, entry.end_hour),
    special: true,
  };
}

/** Whether a special-hours entry applies to a department: 'all' applies to every one. */
export function specialHoursAppliesTo(
  entry: Pick<SpecialHoursEntry, 'department'>,
  department: Department,
): boolean {
  return entry.department === 'all' || entry.department === department;
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The special-hours entry for a date, department and location, if any. An entry with
 * no location_name applies to every location. When several match, one naming the
 * location or the department beats a general one, because it was written for it.
 */
export function specialHoursFor(
  entries: readonly SpecialHoursEntry[],
  query: { date: CalendarDate; department: Department; locationName?: string | null },
): SpecialHoursEntry | undefined {
  const { date, department, locationName } = query;
  let best: SpecialHoursEntry | undefined;
  let bestScore = -1;
  for (const entry of entries) {
    if (entry.date !== date || !specialHoursAppliesTo(entry, department)) continue;
    if (entry.location_name !== null) {
      if (!locationName || !sameName(entry.location_name, locationName)) continue;
    }
    const score = (entry.location_name !== null ? 2 : 0) + (entry.department !== 'all' ? 1 : 0);
    if (score > bestScore) {
      best = entry;
      bestScore = score;
    }
  }
  return best;
}

/** The weekday (0 Sunday..6 Saturday) of a calendar date. */
export function weekdayOf(date: CalendarDate): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The calendar date `days` after `date` (negative goes back). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Today's calendar date at the dealership, from an injected clock and an IANA zone
 * ('Australia/Brisbane'). The server's own zone never decides which day it is.
 */
export function calendarDateIn(now: Date, timeZone: string): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

export type HoursQuery = {
  /** The location's regular week (contact_detail.opening_hours). */
  openingHours: readonly OpeningHourEntry[];
  department: Department;
  locationName?: string | null;
  /** Special hours for the site; pass `holidayHours` along with the feed's own. */
  specialHours?: readonly SpecialHoursEntry[];
};

/** Hours for a given date: special hours for that date override the regular weekday. */
export function hoursForDate(query: HoursQuery & { date: CalendarDate }): DayHours {
  const special = specialHoursFor(query.specialHours ?? [], query);
  if (special) return specialDay(special);
  const weekday = weekdayOf(query.date);
  return regularDay(query.openingHours.find((e) => e.weekday === weekday));
}

export type WeekRow = {
  /** 'Monday', or 'Monday - Friday' for the collapsed row. */
  days: string;
  /** The weekdays the row covers, 0 Sunday..6 Saturday. */
  weekdays: number[];
  /** The dates the row covers; empty for a table without dates. */
  dates: CalendarDate[];
} & DayHours;

// Australian dealerships list their week from Monday; Sunday ends the table.
const TABLE_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const WEEKDAYS_MON_FRI = [1, 2, 3, 4, 5];

function sameHours(a: DayHours, b: DayHours): boolean {
  return a.status === b.status && a.label === b.label && a.special === b.special;
}

/**
 * The opening-hours table for a location and department, Monday to Sunday. Given a
 * date (`weekOf`), it covers the Monday-to-Sunday week holding that date and applies
 * that week's special hours; without one it shows the regular week.
 * Monday to Friday collapse into one row when all five are identical (docs/rules.md#opening-hours).
 */
export function weekTable(query: HoursQuery & { weekOf?: CalendarDate }): WeekRow[] {
  const monday =
    query.weekOf === undefined
      ? undefined
      : addDays(query.weekOf, -((weekdayOf(query.weekOf) + 6) % 7));
  const rows: WeekRow[] = TABLE_ORDER.map((weekday, i) => {
    if (monday === undefined) {
      const hours = regularDay(query.openingHours.find((e) => e.weekday === weekday));
      return { days: weekdayName(weekday), weekdays: [weekday], dates: [], ...hours };
    }
    const date = addDays(monday, i);
    return {
      days: weekdayName(weekday),
      weekdays: [weekday],
      dates: [date],
      ...hoursForDate({ ...query, date }),
    };
  });

  const weekdays = rows.slice(0, 5);
  const first = weekdays[0];
  if (first && weekdays.every((row) => sameHours(row, first))) {
    const collapsed: WeekRow = {
      ...first,
      days: `${weekdayName(1)} - ${weekdayName(5)}`,
      weekdays: [...WEEKDAYS_MON_FRI],
      dates: weekdays.flatMap((row) => row.dates),
    };
    return [collapsed, ...rows.slice(5)];
  }
  return rows;
}
