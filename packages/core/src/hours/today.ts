import {
  addDays,
  type CalendarDate,
  calendarDateIn,
  type DayHours,
  type HoursQuery,
  hoursForDate,
  weekdayOf,
} from './hours';

// A location card shows today's hours (docs/rules.md#todays-hours). "Today" is the
// dealership's own calendar day in its own time zone (docs/rules.md#hours-entries:
// weekday 0 is Sunday), never the server's or the shopper's: a Perth showroom is
// still open at 21:30 Sydney time on a late-night Thursday. The clock is injected.

/** Australian states and territories by their usual abbreviation, with their time zones. */
export const stateTimeZones = {
  act: 'Australia/Sydney',
  nsw: 'Australia/Sydney',
  nt: 'Australia/Darwin',
  qld: 'Australia/Brisbane',
  sa: 'Australia/Adelaide',
  tas: 'Australia/Hobart',
  vic: 'Australia/Melbourne',
  wa: 'Australia/Perth',
} as const;
export type StateCode = keyof typeof stateTimeZones;

/** Sydney's zone, for a location whose state is missing or not an Australian one. */
export const DEFAULT_TIME_ZONE = stateTimeZones.nsw;

/**
 * The IANA time zone of an Australian state ('QLD', 'qld', 'Queensland' → 'Australia/Brisbane').
 * Broken Hill keeps Adelaide's time in NSW; a location there names its zone itself.
 */
export function timeZoneOfState(state: string | null | undefined): string {
  const key = (state ?? '').trim().toLowerCase();
  const byName: Record<string, StateCode> = {
    'australian capital territory': 'act',
    'new south wales': 'nsw',
    'northern territory': 'nt',
    queensland: 'qld',
    'south australia': 'sa',
    tasmania: 'tas',
    victoria: 'vic',
    'western australia': 'wa',
  };
  const code = (key in stateTimeZones ? key : byName[key]) as StateCode | undefined;
  return code ? stateTimeZones[code] : DEFAULT_TIME_ZONE;
}

/**
 * Minutes after midnight of a time as feeds spell it: '08:30', '8:30', '17:00',
 * '8:30 AM', '5pm', '12:00 PM' (noon), '12 am' (midnight). Null when it is not a time.
 */
export function parseClockTime(text: string | null | undefined): number | null {
  if (!text) return null;
  const m = /^\s*(\d{1,2})(?:[:.](\d{2}))?\s*([ap])?\.?\s*m?\.?\s*$/i.exec(text);
  if (!m) return null;
  let hours = Number(m[1]);
  const minutes = m[2] === undefined ? 0 : Number(m[2]);
  const meridiem = m[3]?.toLowerCase();
  if (minutes > 59) return null;
  if (meridiem) {
    if (hours < 1 || hours > 12) return null;
    hours = (hours % 12) + (meridiem === 'p' ? 12 : 0);
  } else if (m[2] === undefined || hours > 24) {
    // A bare number ('8') is not a time a feed would write; neither is 25:00.
    return null;
  }
  const total = hours * 60 + minutes;
  return total > 24 * 60 ? null : total;
}

/** The calendar date and the minutes after midnight at `now` in a time zone. */
export function localClock(now: Date, timeZone: string): { date: CalendarDate; minutes: number } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { date: calendarDateIn(now, timeZone), minutes: get('hour') * 60 + get('minute') };
}

/** Where a location stands right now, for a department. */
export type OpenState =
  /** Open now; `until` is the closing time as the feed spells it. */
  | 'open'
  /** Opens later today. */
  | 'opens-later'
  /** Was open today and has closed. */
  | 'closed-now'
  /** Closed all day (a closed weekday or special hours). */
  | 'closed-today'
  /** Open today, but the times cannot be read to say whether it is open now. */
  | 'open-today';

export type TodayHours = {
  /** The dealership's calendar date. */
  date: CalendarDate;
  /** 0 Sunday to 6 Saturday, of that date. */
  weekday: number;
  /** Today's hours, special hours applied. */
  hours: DayHours;
  state: OpenState;
  /** 'Open now until 5:30 PM', 'Opens today at 8:30 AM', 'Closed now', 'Closed today', 'Open today'. */
  status: string;
};

function spillsPastMidnight(hours: DayHours): boolean {
  const open = parseClockTime(hours.open);
  const close = parseClockTime(hours.close);
  return hours.status === 'Open' && open !== null && close !== null && close <= open;
}

/**
 * Today's hours on a card: the dealership's date and clock in its
 * own zone decide the day (special hours applied, docs/rules.md#opening-hours) and whether it is open
 * now (docs/rules.md#todays-hours). Hours that close after midnight (close at or before open) run into the next
 * day, so at 01:00 a showroom open 6 PM - 2 AM yesterday is open now.
 */
export function todayHours(query: HoursQuery & { now: Date; timeZone: string }): TodayHours {
  const { date, minutes } = localClock(query.now, query.timeZone);
  const hours = hoursForDate({ ...query, date });
  const weekday = weekdayOf(date);
  const base = { date, weekday, hours };

  const yesterday = hoursForDate({ ...query, date: addDays(date, -1) });
  if (spillsPastMidnight(yesterday)) {
    const close = parseClockTime(yesterday.close) as number;
    if (minutes < close) {
      return { ...base, state: 'open', status: `Open now until ${yesterday.close}` };
    }
  }
  if (hours.status === 'Closed') return { ...base, state: 'closed-today', status: 'Closed today' };
  const open = parseClockTime(hours.open);
  const close = parseClockTime(hours.close);
  if (open === null || close === null) {
    return { ...base, state: 'open-today', status: 'Open today' };
  }
  if (minutes < open) {
    return { ...base, state: 'opens-later', status: `Opens today at ${hours.open}` };
  }
  if (close <= open || minutes < close) {
    return { ...base, state: 'open', status: `Open now until ${hours.close}` };
  }
  return { ...base, state: 'closed-now', status: 'Closed now' };
}
