import { describe, expect, it } from 'vitest';
import { describeIssues } from '../schema/errors';
import {
  addDays,
  calendarDateIn,
  holidayHours,
  hoursForDate,
  type OpeningHourEntry,
  openingHourEntrySchema,
  type SpecialHoursEntry,
  specialHoursEntrySchema,
  specialHoursFor,
  weekdayName,
  weekdayNames,
  weekdayOf,
  weekTable,
} from './hours';

function entry(weekday: number, open: string, close: string): OpeningHourEntry {
  return openingHourEntrySchema.parse({ weekday, status: 'Open', open, close });
}
function closed(weekday: number): OpeningHourEntry {
  return openingHourEntrySchema.parse({ weekday, status: 'Closed' });
}
function special(input: Record<string, unknown>): SpecialHoursEntry {
  return specialHoursEntrySchema.parse(input);
}

const regularWeek: OpeningHourEntry[] = [
  closed(0),
  entry(1, '8:30 AM', '5:30 PM'),
  entry(2, '8:30 AM', '5:30 PM'),
  entry(3, '8:30 AM', '5:30 PM'),
  entry(4, '8:30 AM', '5:30 PM'),
  entry(5, '8:30 AM', '5:30 PM'),
  entry(6, '9:00 AM', '1:00 PM'),
];

describe('opening hour entry schema', () => {
  it('accepts a feed row, with the weekday as a string and the status in lower case', () => {
    const e = openingHourEntrySchema.parse({
      weekday: '3',
      status: 'open',
      formated_hours: '8:30 AM - 5:30 PM',
      open: '8:30 AM',
      close: '5:30 PM',
    });
    expect(e).toEqual({
      weekday: 3,
      status: 'Open',
      formated_hours: '8:30 AM - 5:30 PM',
      open: '8:30 AM',
      close: '5:30 PM',
    });
  });

  it('fills absent times with null', () => {
    expect(openingHourEntrySchema.parse({ weekday: 0, status: 'Closed' })).toEqual({
      weekday: 0,
      status: 'Closed',
      formated_hours: null,
      open: null,
      close: null,
    });
  });

  it('rejects weekday 7 and names the field', () => {
    const r = openingHourEntrySchema.safeParse({ weekday: 7, status: 'Open' });
    expect(r.success).toBe(false);
    if (!r.success) expect(describeIssues(r.error)[0]).toMatch(/^weekday: /);
  });

  it('rejects a status other than Open or Closed and names the field', () => {
    const r = openingHourEntrySchema.safeParse({ weekday: 1, status: 'Maybe' });
    expect(r.success).toBe(false);
    if (!r.success) expect(describeIssues(r.error)[0]).toMatch(/^status: /);
  });
});

describe('special hours entry schema', () => {
  it('defaults department to all and location_name to null', () => {
    const e = special({ date: '2025-12-25', status: 'Closed' });
    expect(e.department).toBe('all');
    expect(e.location_name).toBeNull();
  });

  it('reads a blank department as all and a capitalised one in lower case', () => {
    expect(special({ date: '2025-12-25', status: 'Closed', department: '' }).department).toBe(
      'all',
    );
    expect(
      special({ date: '2025-12-25', status: 'Closed', department: 'Service' }).department,
    ).toBe('service');
  });

  it('keeps the date part of a timestamp', () => {
    expect(special({ date: '2025-12-24T00:00:00Z', status: 'Open' }).date).toBe('2025-12-24');
  });

  it('rejects an unknown department and names the field', () => {
    const r = specialHoursEntrySchema.safeParse({
      date: '2025-12-25',
      status: 'Closed',
      department: 'finance',
    });
    expect(r.success).toBe(false);
    if (!r.success) expect(describeIssues(r.error)[0]).toMatch(/^department: /);
  });

  it('rejects a date that is not on the calendar and names the field', () => {
    const r = specialHoursEntrySchema.safeParse({ date: '2025-02-30', status: 'Closed' });
    expect(r.success).toBe(false);
    if (!r.success)
      expect(describeIssues(r.error)).toEqual([
        'date: expected a date that exists on the calendar',
      ]);
  });
});

describe('weekday names', () => {
  it('weekday names run from 0 Sunday to 6 Saturday', () => {
    expect(weekdayNames).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]);
    expect(weekdayName(0)).toBe('Sunday');
    expect(weekdayName(6)).toBe('Saturday');
  });

  it('weekday name rejects 7 and -1', () => {
    expect(() => weekdayName(7)).toThrow(/weekday 7/);
    expect(() => weekdayName(-1)).toThrow(RangeError);
  });
});

describe('calendar dates', () => {
  it('weekday of 4 July 2025 is Friday (5)', () => {
    expect(weekdayOf('2025-07-04')).toBe(5);
  });

  it('adding days crosses month and year ends', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
  });

  it('the date at the dealership comes from the injected clock and the zone, not the server', () => {
    const now = new Date('2025-07-03T15:30:00Z');
    expect(calendarDateIn(now, 'Australia/Brisbane')).toBe('2025-07-04');
    expect(calendarDateIn(now, 'UTC')).toBe('2025-07-03');
  });
});

describe('week table', () => {
  it('Mon-Fri collapse into one row when all five are identical', () => {
    const rows = weekTable({ openingHours: regularWeek, department: 'sales' });
    expect(rows.map((r) => [r.days, r.label])).toEqual([
      ['Monday - Friday', '8:30 AM - 5:30 PM'],
      ['Saturday', '9:00 AM - 1:00 PM'],
      ['Sunday', 'Closed'],
    ]);
    expect(rows[0]?.weekdays).toEqual([1, 2, 3, 4, 5]);
  });

  it('Mon-Fri do not collapse when one weekday differs', () => {
    const week = regularWeek.map((e) => (e.weekday === 4 ? entry(4, '8:30 AM', '8:00 PM') : e));
    const rows = weekTable({ openingHours: week, department: 'sales' });
    expect(rows.map((r) => r.days)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(rows[3]?.label).toBe('8:30 AM - 8:00 PM');
  });

  it('Mon-Fri collapse when all five are closed', () => {
    const rows = weekTable({ openingHours: [1, 2, 3, 4, 5].map(closed), department: 'parts' });
    expect(rows[0]).toMatchObject({ days: 'Monday - Friday', status: 'Closed', label: 'Closed' });
  });

  it('a weekday missing from the feed shows as closed', () => {
    const rows = weekTable({
      openingHours: regularWeek.filter((e) => e.weekday !== 0),
      department: 'sales',
    });
    expect(rows.at(-1)).toMatchObject({ days: 'Sunday', status: 'Closed', label: 'Closed' });
  });

  it('formated_hours is shown as given when the feed sends it', () => {
    const week = [1, 2, 3, 4, 5].map((weekday) =>
      openingHourEntrySchema.parse({
        weekday,
        status: 'Open',
        formated_hours: '8am - 5pm',
        open: '08:00',
        close: '17:00',
      }),
    );
    expect(weekTable({ openingHours: week, department: 'sales' })[0]?.label).toBe('8am - 5pm');
  });

  it('special hours override the regular hours on their date within the week, and break the collapse', () => {
    const rows = weekTable({
      openingHours: regularWeek,
      department: 'sales',
      specialHours: holidayHours,
      weekOf: '2025-07-02',
    });
    expect(rows.map((r) => [r.days, r.dates[0], r.label, r.special])).toEqual([
      ['Monday', '2025-06-30', '8:30 AM - 5:30 PM', false],
      ['Tuesday', '2025-07-01', '8:30 AM - 5:30 PM', false],
      ['Wednesday', '2025-07-02', '8:30 AM - 5:30 PM', false],
      ['Thursday', '2025-07-03', '8:30 AM - 5:30 PM', false],
      ['Friday', '2025-07-04', 'Closed', true],
      ['Saturday', '2025-07-05', '9:00 AM - 1:00 PM', false],
      ['Sunday', '2025-07-06', 'Closed', false],
    ]);
  });

  it("a special hour for one department only changes that department's table alone", () => {
    const serviceOnly = [
      special({
        date: '2026-12-24',
        status: 'Open',
        start_hour: '8:30 AM',
        end_hour: '12:00 PM',
        department: 'service',
      }),
    ];
    const service = weekTable({
      openingHours: regularWeek,
      department: 'service',
      specialHours: serviceOnly,
      weekOf: '2026-12-21',
    });
    // Thursday 24 December differs, so Monday to Friday no longer collapse.
    expect(service).toHaveLength(7);
    expect(service[3]).toMatchObject({
      days: 'Thursday',
      dates: ['2026-12-24'],
      label: '8:30 AM - 12:00 PM',
      special: true,
    });
    const sales = weekTable({
      openingHours: regularWeek,
      department: 'sales',
      specialHours: serviceOnly,
      weekOf: '2026-12-21',
    });
    expect(sales.map((r) => [r.days, r.label, r.special])).toEqual([
      ['Monday - Friday', '8:30 AM - 5:30 PM', false],
      ['Saturday', '9:00 AM - 1:00 PM', false],
      ['Sunday', 'Closed', false],
    ]);
  });

  it('closed days stay closed rows, and a closed special day on an open weekday reads Closed', () => {
    const rows = weekTable({
      openingHours: regularWeek,
      department: 'parts',
      specialHours: [special({ date: '2026-12-25', status: 'Closed', department: 'all' })],
      weekOf: '2026-12-25',
    });
    expect(rows.find((r) => r.days === 'Friday')).toMatchObject({ label: 'Closed', special: true });
    expect(rows.find((r) => r.days === 'Sunday')).toMatchObject({
      label: 'Closed',
      special: false,
    });
  });

  it('a week given by its Sunday runs from the Monday before', () => {
    const rows = weekTable({
      openingHours: regularWeek,
      department: 'sales',
      weekOf: '2025-07-06',
    });
    expect(rows[0]?.dates).toEqual([
      '2025-06-30',
      '2025-07-01',
      '2025-07-02',
      '2025-07-03',
      '2025-07-04',
    ]);
    expect(rows.at(-1)?.dates).toEqual(['2025-07-06']);
  });
});

describe('special hours by department', () => {
  const entries = [
    special({
      date: '2025-12-24',
      status: 'Open',
      start_hour: '9:00 AM',
      end_hour: '12:00 PM',
      department: 'service',
    }),
  ];

  it('special hours for the service department do not apply to sales', () => {
    expect(specialHoursFor(entries, { date: '2025-12-24', department: 'sales' })).toBeUndefined();
    expect(specialHoursFor(entries, { date: '2025-12-24', department: 'service' })).toBe(
      entries[0],
    );
  });

  it("special hours for 'all' apply to every department", () => {
    const all = [special({ date: '2025-12-25', status: 'Closed', department: 'all' })];
    for (const department of ['sales', 'service', 'parts'] as const) {
      expect(specialHoursFor(all, { date: '2025-12-25', department })).toBe(all[0]);
    }
  });

  it('special hours apply only on their date', () => {
    expect(specialHoursFor(entries, { date: '2025-12-23', department: 'service' })).toBeUndefined();
  });

  it('special hours naming a location apply only to that location', () => {
    const named = [
      special({ date: '2025-12-26', status: 'Closed', location_name: 'Harbour Toyota Service' }),
    ];
    expect(
      specialHoursFor(named, {
        date: '2025-12-26',
        department: 'service',
        locationName: 'harbour toyota service',
      }),
    ).toBe(named[0]);
    expect(
      specialHoursFor(named, {
        date: '2025-12-26',
        department: 'service',
        locationName: 'Harbour Toyota Sales',
      }),
    ).toBeUndefined();
    expect(specialHoursFor(named, { date: '2025-12-26', department: 'service' })).toBeUndefined();
  });

  it('special hours written for the department beat those for all', () => {
    const both = [
      special({ date: '2025-12-27', status: 'Closed', department: 'all' }),
      special({
        date: '2025-12-27',
        status: 'Open',
        start_hour: '9:00 AM',
        end_hour: '1:00 PM',
        department: 'parts',
      }),
    ];
    expect(specialHoursFor(both, { date: '2025-12-27', department: 'parts' })).toBe(both[1]);
    expect(specialHoursFor(both, { date: '2025-12-27', department: 'sales' })).toBe(both[0]);
  });
});

describe('hours for a given date', () => {
  it('hours for a given date are the regular hours of its weekday', () => {
    expect(
      hoursForDate({ openingHours: regularWeek, department: 'sales', date: '2025-07-05' }),
    ).toEqual({
      status: 'Open',
      open: '9:00 AM',
      close: '1:00 PM',
      label: '9:00 AM - 1:00 PM',
      special: false,
    });
  });

  it('hours for a given date are overridden by special hours for that date', () => {
    const entries = [
      special({
        date: '2025-12-24',
        status: 'Open',
        start_hour: '9:00 AM',
        end_hour: '12:00 PM',
        department: 'sales',
      }),
    ];
    expect(
      hoursForDate({
        openingHours: regularWeek,
        department: 'sales',
        specialHours: entries,
        date: '2025-12-24',
      }),
    ).toEqual({
      status: 'Open',
      open: '9:00 AM',
      close: '12:00 PM',
      label: '9:00 AM - 12:00 PM',
      special: true,
    });
  });

  it('hours for a given date follow the injected clock: 4 July 2025 is closed by the holiday list', () => {
    const date = calendarDateIn(new Date('2025-07-04T01:00:00Z'), 'Australia/Sydney');
    const hours = hoursForDate({
      openingHours: regularWeek,
      department: 'service',
      specialHours: holidayHours,
      date,
    });
    expect(hours).toMatchObject({ status: 'Closed', label: 'Closed', special: true });
  });
});

describe('holiday hours list', () => {
  it('the holiday hours list holds 4 July 2025 as a valid special-hours entry for all departments', () => {
    expect(holidayHours.map((e) => e.date)).toContain('2025-07-04');
    for (const e of holidayHours) {
      expect(specialHoursEntrySchema.parse(e)).toEqual(e);
    }
    expect(holidayHours.find((e) => e.date === '2025-07-04')?.department).toBe('all');
  });
});
