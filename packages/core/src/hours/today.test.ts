import { describe, expect, it } from 'vitest';
import {
  type OpeningHourEntry,
  openingHourEntrySchema,
  type SpecialHoursEntry,
  specialHoursEntrySchema,
} from './hours';
import { localClock, parseClockTime, timeZoneOfState, todayHours } from './today';

function open(weekday: number, from: string, to: string): OpeningHourEntry {
  return openingHourEntrySchema.parse({ weekday, status: 'Open', open: from, close: to });
}
function closed(weekday: number): OpeningHourEntry {
  return openingHourEntrySchema.parse({ weekday, status: 'Closed' });
}

/** Sales: Mon-Fri 8:30 AM - 5:30 PM, Saturday 9 - 4, closed Sunday. */
const week: OpeningHourEntry[] = [
  closed(0),
  ...[1, 2, 3, 4, 5].map((d) => open(d, '8:30 AM', '5:30 PM')),
  open(6, '9:00 AM', '4:00 PM'),
];

describe('clock times as feeds write them', () => {
  it('reads 24-hour and 12-hour times', () => {
    expect(parseClockTime('08:30')).toBe(8 * 60 + 30);
    expect(parseClockTime('17:00')).toBe(17 * 60);
    expect(parseClockTime('8:30 AM')).toBe(8 * 60 + 30);
    expect(parseClockTime('5:30 pm')).toBe(17 * 60 + 30);
    expect(parseClockTime('5pm')).toBe(17 * 60);
    expect(parseClockTime('12:00 PM')).toBe(12 * 60);
    expect(parseClockTime('12 am')).toBe(0);
    expect(parseClockTime('24:00')).toBe(24 * 60);
  });

  it('is null for what is not a time', () => {
    for (const text of ['', 'noon', '8', '25:00', '13:00 PM', '9:75', null, undefined]) {
      expect(parseClockTime(text), String(text)).toBeNull();
    }
  });
});

describe('a location keeps its own time zone', () => {
  it("a state's time zone", () => {
    expect(timeZoneOfState('QLD')).toBe('Australia/Brisbane');
    expect(timeZoneOfState('wa')).toBe('Australia/Perth');
    expect(timeZoneOfState('Northern Territory')).toBe('Australia/Darwin');
    expect(timeZoneOfState('ACT')).toBe('Australia/Sydney');
    expect(timeZoneOfState(null)).toBe('Australia/Sydney');
  });

  it('the local clock is the zone’s, whatever the server’s', () => {
    // 13:30 UTC on Monday 16 November 2026 is 00:30 on Tuesday in Sydney (UTC+11)
    // and 21:30 on Monday in Perth (UTC+8).
    const now = new Date('2026-11-16T13:30:00Z');
    expect(localClock(now, 'Australia/Sydney')).toEqual({ date: '2026-11-17', minutes: 30 });
    expect(localClock(now, 'Australia/Perth')).toEqual({
      date: '2026-11-16',
      minutes: 21 * 60 + 30,
    });
  });
});

describe("today's hours and status", () => {
  const query = { openingHours: week, department: 'sales' as const };

  it("today's status across midnight follows the location's own zone", () => {
    // Friday 20 November 2026, 23:59 in Sydney: Friday's hours, closed now.
    const beforeMidnight = todayHours({
      ...query,
      now: new Date('2026-11-20T12:59:00Z'),
      timeZone: 'Australia/Sydney',
    });
    expect(beforeMidnight).toMatchObject({
      date: '2026-11-20',
      weekday: 5,
      state: 'closed-now',
      status: 'Closed now',
    });
    // Two minutes later it is Saturday in Sydney: Saturday's hours, opening later.
    const afterMidnight = todayHours({
      ...query,
      now: new Date('2026-11-20T13:01:00Z'),
      timeZone: 'Australia/Sydney',
    });
    expect(afterMidnight).toMatchObject({
      date: '2026-11-21',
      weekday: 6,
      state: 'opens-later',
      status: 'Opens today at 9:00 AM',
    });
    expect(afterMidnight.hours.label).toBe('9:00 AM - 4:00 PM');
    // At that same instant it is still Friday 9:01 PM in Perth.
    expect(
      todayHours({ ...query, now: new Date('2026-11-20T13:01:00Z'), timeZone: 'Australia/Perth' }),
    ).toMatchObject({ date: '2026-11-20', weekday: 5, state: 'closed-now' });
  });

  it("today's status is open between opening and closing, with the closing time", () => {
    // Wednesday 18 November 2026, 10:00 in Brisbane (UTC+10).
    expect(
      todayHours({
        ...query,
        now: new Date('2026-11-18T00:00:00Z'),
        timeZone: 'Australia/Brisbane',
      }),
    ).toMatchObject({ state: 'open', status: 'Open now until 5:30 PM' });
  });

  it("today's status at the closing minute is closed", () => {
    // 5:30 PM in Brisbane.
    expect(
      todayHours({
        ...query,
        now: new Date('2026-11-18T07:30:00Z'),
        timeZone: 'Australia/Brisbane',
      }).state,
    ).toBe('closed-now');
  });

  it("today's status on a closed day is closed today", () => {
    // Sunday 22 November 2026, noon in Sydney.
    expect(
      todayHours({ ...query, now: new Date('2026-11-22T01:00:00Z'), timeZone: 'Australia/Sydney' }),
    ).toMatchObject({ weekday: 0, state: 'closed-today', status: 'Closed today' });
  });

  it("today's status follows special hours for the department on today's date", () => {
    const specials: SpecialHoursEntry[] = [
      specialHoursEntrySchema.parse({
        date: '2026-12-24',
        status: 'Open',
        start_hour: '8:30 AM',
        end_hour: '12:00 PM',
        department: 'service',
      }),
    ];
    // Thursday 24 December 2026, 1:00 PM in Sydney (UTC+11).
    const now = new Date('2026-12-24T02:00:00Z');
    const service = todayHours({
      openingHours: week,
      department: 'service',
      specialHours: specials,
      now,
      timeZone: 'Australia/Sydney',
    });
    expect(service).toMatchObject({ state: 'closed-now' });
    expect(service.hours).toMatchObject({ label: '8:30 AM - 12:00 PM', special: true });
    // The special hour is the service department's only: sales keeps its week.
    const sales = todayHours({
      openingHours: week,
      department: 'sales',
      specialHours: specials,
      now,
      timeZone: 'Australia/Sydney',
    });
    expect(sales).toMatchObject({ state: 'open', status: 'Open now until 5:30 PM' });
    expect(sales.hours.special).toBe(false);
  });

  it('hours that close after midnight keep the location open into the next day', () => {
    const late = [open(5, '6:00 PM', '2:00 AM')];
    // Saturday 21 November 2026, 1:00 AM in Sydney: Friday's evening still runs.
    expect(
      todayHours({
        openingHours: late,
        department: 'sales',
        now: new Date('2026-11-20T14:00:00Z'),
        timeZone: 'Australia/Sydney',
      }),
    ).toMatchObject({ date: '2026-11-21', state: 'open', status: 'Open now until 2:00 AM' });
    // Friday 11 PM: open, closing after midnight.
    expect(
      todayHours({
        openingHours: late,
        department: 'sales',
        now: new Date('2026-11-20T12:00:00Z'),
        timeZone: 'Australia/Sydney',
      }),
    ).toMatchObject({ date: '2026-11-20', state: 'open' });
  });

  it('hours whose times cannot be read are open today, without a now', () => {
    const vague = [
      openingHourEntrySchema.parse({
        weekday: 3,
        status: 'Open',
        formated_hours: 'By appointment',
      }),
    ];
    expect(
      todayHours({
        openingHours: vague,
        department: 'parts',
        now: new Date('2026-11-18T00:00:00Z'),
        timeZone: 'Australia/Brisbane',
      }),
    ).toMatchObject({ state: 'open-today', status: 'Open today' });
  });
});
