import { describe, expect, it } from 'vitest';
import { formatCalendarDate, holidayHoursRows } from './holiday-list';
import { holidayHours, type SpecialHoursEntry, specialHoursEntrySchema } from './hours';

function special(input: Record<string, unknown>): SpecialHoursEntry {
  return specialHoursEntrySchema.parse(input);
}

const entries = [
  special({ date: '2026-12-26', status: 'Closed', department: 'service' }),
  special({
    date: '2026-12-26',
    status: 'Open',
    start_hour: '10:00 AM',
    end_hour: '4:00 PM',
    department: 'sales',
  }),
  special({ date: '2026-12-25', status: 'Closed' }),
  special({ date: '2026-11-01', status: 'Closed' }),
  special({ date: '2026-12-31', status: 'Closed', location_name: 'Another Location' }),
  special({ date: '2027-01-26', status: 'Closed', location_name: 'Harbour Toyota Sales' }),
];

describe('calendar dates as shoppers read them', () => {
  it('a date reads with its weekday, day, month and year', () => {
    expect(formatCalendarDate('2026-12-25')).toBe('Friday 25 December 2026');
    expect(formatCalendarDate('2025-07-04')).toBe('Friday 4 July 2025');
  });
});

describe('holiday opening hours dialog', () => {
  it('the holiday hours dialog lists the entries from today on, by date, all departments first', () => {
    const rows = holidayHoursRows(entries, {
      from: '2026-11-16',
      locationName: 'Harbour Toyota Sales',
      departments: ['sales', 'service', 'parts'],
    });
    expect(rows.map((r) => [r.dateLabel, r.departmentLabel, r.hours])).toEqual([
      ['Friday 25 December 2026', 'All departments', 'Closed'],
      ['Saturday 26 December 2026', 'Sales', '10:00 AM - 4:00 PM'],
      ['Saturday 26 December 2026', 'Service', 'Closed'],
      ['Tuesday 26 January 2027', 'All departments', 'Closed'],
    ]);
  });

  it('the holiday hours dialog leaves out a department the location does not have', () => {
    const rows = holidayHoursRows(entries, {
      from: '2026-11-16',
      locationName: 'Harbour Kia Auburn',
      departments: ['sales'],
    });
    expect(rows.map((r) => r.departmentLabel)).toEqual(['All departments', 'Sales']);
  });

  it('the hard-coded holiday list (4 July 2025) shows while it is ahead', () => {
    expect(holidayHoursRows(holidayHours, { from: '2025-07-01' })).toEqual([
      {
        date: '2025-07-04',
        dateLabel: 'Friday 4 July 2025',
        department: 'all',
        departmentLabel: 'All departments',
        status: 'Closed',
        hours: 'Closed',
      },
    ]);
    expect(holidayHoursRows(holidayHours, { from: '2025-07-05' })).toEqual([]);
  });

  it('an entry given twice is listed once', () => {
    const twice = [entries[2], entries[2]].filter((e): e is SpecialHoursEntry => e !== undefined);
    expect(holidayHoursRows(twice, { from: '2026-01-01' })).toHaveLength(1);
  });
});
