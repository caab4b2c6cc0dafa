import { type CalendarDate, type Department, type SpecialHoursEntry, weekdayOf } from './hours';

// The holiday opening-hours dialog lists the special hours of a
// location (docs/rules.md#hours-entries: date, status, start and end hour,
// department, location name), the built-in holiday list included (docs/rules.md#holiday-hours).

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/**
 * 'Thursday 25 December 2025': a calendar date as an Australian reads it. Written
 * out here, not by Intl, so the server and every browser spell it the same.
 */
export function formatCalendarDate(date: CalendarDate): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${DAYS[weekdayOf(date)]} ${d} ${MONTHS[m - 1]} ${y}`;
}

/** How a special-hours entry's department reads: 'All departments', 'Sales', 'Service', 'Parts'. */
export const specialHoursDepartmentLabels = {
  all: 'All departments',
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
} as const satisfies Record<SpecialHoursEntry['department'], string>;

export type HolidayHoursRow = {
  date: CalendarDate;
  /** 'Thursday 25 December 2025'. */
  dateLabel: string;
  department: SpecialHoursEntry['department'];
  departmentLabel: string;
  status: SpecialHoursEntry['status'];
  /** 'Closed', or '9:00 AM - 12:00 PM'. */
  hours: string;
};

function hoursText(entry: SpecialHoursEntry): string {
  if (entry.status === 'Closed') return 'Closed';
  if (entry.start_hour && entry.end_hour) return `${entry.start_hour} - ${entry.end_hour}`;
  return entry.start_hour ?? entry.end_hour ?? 'Open';
}

function sameName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/**
 * The rows of the holiday opening-hours dialog for one location: every special-hours
 * entry from `from` on (today at the dealership) that applies to the location (its
 * own, or one naming no location) and to one of its departments ('all' always does),
 * by date, then 'all' before sales, service and parts. An entry repeated word for word
 * (the feed's and the hard-coded list's) is listed once.
 */
export function holidayHoursRows(
  entries: readonly SpecialHoursEntry[],
  query: { from: CalendarDate; locationName?: string | null; departments?: readonly Department[] },
): HolidayHoursRow[] {
  const order = { all: 0, sales: 1, service: 2, parts: 3 } as const;
  const seen = new Set<string>();
  const rows: HolidayHoursRow[] = [];
  for (const entry of entries) {
    if (entry.date < query.from) continue;
    if (entry.location_name !== null) {
      if (!query.locationName || !sameName(entry.location_name, query.locationName)) continue;
    }
    if (
      entry.department !== 'all' &&
      query.departments &&
      !query.departments.includes(entry.department)
    ) {
      continue;
    }
    const row: HolidayHoursRow = {
      date: entry.date,
      dateLabel: formatCalendarDate(entry.date),
      department: entry.department,
      departmentLabel: specialHoursDepartmentLabels[entry.department],
      status: entry.status,
      hours: hoursText(entry),
    };
    const key = `${row.date} ${row.department} ${row.hours}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(row);
  }
  return rows.sort(
    (a, b) => a.date.localeCompare(b.date) || order[a.department] - order[b.department],
  );
}
