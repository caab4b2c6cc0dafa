import {
  addDays,
  type CalendarDate,
  calendarDateIn,
  type Department,
  timeZoneOfState,
  weekdayOf,
} from '@forecourt/core';
import type { PostcodeTable } from '../places/postcodes';
import { locationAddressOf } from '../sites/register-sites';
import { createRandom } from './stock';

// What the demo seed knows of each location beyond the site file's name, type,
// phone and address (and the map point and place link every location gets,
// sites/register-sites.ts): dealer licence and repairer numbers, reviews, the
// week of each department, and the special hours of the coming year's public
// holidays. Deterministic: the same location and clock give the same data, so
// the page baselines hold.

export type DemoLocationInput = {
  id: string;
  name: string;
  location_type: Department;
  address: { street: string; city: string; state: string; postcode: string };
};

/** One row of the opening_hours table. */
export type DemoHoursRow = {
  weekday: number;
  status: 'Open' | 'Closed';
  open: string | null;
  close: string | null;
  formatedHours: string | null;
};

/** One row of the special_hours table. */
export type DemoSpecialHours = {
  date: CalendarDate;
  status: 'Open' | 'Closed';
  startHour: string | null;
  endHour: string | null;
  department: 'all' | Department;
};

function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

/** '8:30 AM' from minutes after midnight, as Australian dealers print their hours. */
export function clockText(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

const at = (h: number, m = 0) => h * 60 + m;

/**
 * A department's regular week. Sales: 8:30 AM - 5:30 PM on weekdays, one late night
 * (Thursday, to 7:00 PM) at some showrooms, Saturday 9:00 AM - 4:00 PM, closed Sunday.
 * Service: 7:30 AM - 5:30 PM weekdays, closed weekends (Saturday morning at some).
 * Parts: 8:00 AM - 5:00 PM weekdays, Saturday 8:00 AM - 12:00 PM.
 */
export function demoWeek(locationId: string, department: Department): DemoHoursRow[] {
  const random = createRandom(seedOf(`hours ${locationId}`));
  const lateThursday = department === 'sales' && random.chance(0.5);
  const serviceSaturday = department === 'service' && random.chance(0.4);
  return Array.from({ length: 7 }, (_, weekday) => {
    let hours: [number, number] | null;
    if (department === 'sales') {
      hours =
        weekday === 0
          ? null
          : weekday === 6
            ? [at(9), at(16)]
            : [at(8, 30), weekday === 4 && lateThursday ? at(19) : at(17, 30)];
    } else if (department === 'service') {
      hours =
        weekday === 0
          ? null
          : weekday === 6
            ? serviceSaturday
              ? [at(8), at(12)]
              : null
            : [at(7, 30), at(17, 30)];
    } else {
      hours = weekday === 0 ? null : weekday === 6 ? [at(8), at(12)] : [at(8), at(17)];
    }
    if (!hours) return { weekday, status: 'Closed', open: null, close: null, formatedHours: null };
    const [open, close] = hours.map(clockText) as [string, string];
    return { weekday, status: 'Open', open, close, formatedHours: `${open} - ${close}` };
  });
}

/** Easter Sunday of a year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): CalendarDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const closedAll = (date: CalendarDate): DemoSpecialHours => ({
  date,
  status: 'Closed',
  startHour: null,
  endHour: null,
  department: 'all',
});

/**
 * The special hours of a location over the year from `today` (its own date): the
 * national public holidays (New Year's Day, Australia Day, Good Friday, Easter
 * Monday, Anzac Day, Christmas Day) closed for every department; Christmas Eve,
 * when service and parts close at noon; Boxing Day, when the showroom opens for the
 * sales (10:00 AM - 4:00 PM) and service and parts stay closed; and one service
 * staff-training afternoon in the week of `today` (or the next), when the workshop
 * closes at 1:00 PM. Each location gets the entries for its own department.
 */
export function demoSpecialHours(department: Department, today: CalendarDate): DemoSpecialHours[] {
  const year = Number(today.slice(0, 4));
  const candidates: DemoSpecialHours[] = [];
  for (const y of [year, year + 1]) {
    const easter = easterSunday(y);
    candidates.push(
      closedAll(`${y}-01-01`),
      closedAll(`${y}-01-26`),
      closedAll(addDays(easter, -2)),
      closedAll(addDays(easter, 1)),
      closedAll(`${y}-04-25`),
      closedAll(`${y}-12-25`),
    );
    if (department === 'sales') {
      candidates.push({
        date: `${y}-12-26`,
        status: 'Open',
        startHour: clockText(at(10)),
        endHour: clockText(at(16)),
        department: 'sales',
      });
    } else {
      candidates.push(
        {
          date: `${y}-12-24`,
          status: 'Open',
          startHour: clockText(department === 'service' ? at(7, 30) : at(8)),
          endHour: clockText(at(12)),
          department,
        },
        { date: `${y}-12-26`, status: 'Closed', startHour: null, endHour: null, department },
      );
    }
  }
  if (department === 'service') {
    // The Wednesday of this week if it is still ahead, else next week's.
    const weekday = weekdayOf(today);
    const ahead = (3 - weekday + 7) % 7;
    candidates.push({
      date: addDays(today, ahead === 0 ? 7 : ahead),
      status: 'Open',
      startHour: clockText(at(7, 30)),
      endHour: clockText(at(13)),
      department: 'service',
    });
  }
  const end = addDays(today, 365);
  return candidates
    .filter((entry) => entry.date >= today && entry.date < end)
    .sort((a, b) => a.date.localeCompare(b.date));
}

const REVIEWERS = [
  'Sarah M.',
  'James T.',
  'Priya K.',
  'Tom W.',
  'Mei L.',
  'Daniel R.',
  'Aisha B.',
  'Chris P.',
  'Olivia H.',
  'Ben S.',
  'Hannah G.',
  'Liam O.',
  'Grace N.',
  'Jack D.',
];

const REVIEW_TEXTS: Record<Department, readonly string[]> = {
  sales: [
    'No pressure at all. They answered every question and had the car detailed and ready on the day.',
    'Traded in my old hatch and the offer was fair. Paperwork took under an hour.',
    'Booked a test drive online and the car was waiting out the front when I arrived.',
    'Great range of used cars and honest about the history of each one.',
    'Our salesperson followed up exactly when she said she would. Smooth from start to finish.',
    'Finance was explained clearly, with the repayments in writing before we signed.',
    'Drove two hours to get here and it was worth it: the car was exactly as described.',
    'Friendly team, and they stayed back on a Thursday night so we could pick up the car.',
  ],
  service: [
    'Car was serviced on time and they rang before doing anything extra.',
    'The loan car made a big difference. Fixed price service, no surprises on the bill.',
    'They sent photos of the worn brake pads before replacing them. Appreciated the honesty.',
    'Drop-off at 7:30 suited me perfectly and the car was washed when I collected it.',
    'Booked a logbook service online in two minutes. In and out the same day.',
    'Knowledgeable technicians who explained the fault in plain words.',
  ],
  parts: [
    'Had the genuine part in stock and it was cheaper than I expected.',
    'Ordered a roof rack on Monday and it was fitted by Wednesday.',
    'Helpful staff at the counter who checked the part against my VIN.',
    'Quick phone quote and they held the part for me until Saturday morning.',
  ],
};

const WHEN = [
  '3 days ago',
  'a week ago',
  '2 weeks ago',
  '3 weeks ago',
  'a month ago',
  '2 months ago',
  '3 months ago',
  '5 months ago',
  '8 months ago',
  'a year ago',
];

/** A location's reviews: an average from 3.8 to 4.9 over 20 to 400 reviews, and the latest 12 to 15. */
export function demoReviews(locationId: string, department: Department) {
  const random = createRandom(seedOf(`reviews ${locationId}`));
  const average = Math.round((3.8 + random.next() * 1.1) * 10) / 10;
  const count = random.int(20, 400);
  const texts = REVIEW_TEXTS[department];
  const list = Array.from({ length: random.int(12, 15) }, (_, i) => {
    const rating = Math.max(3, Math.min(5, Math.round(average + (random.next() - 0.4) * 1.6)));
    return {
      author_name: random.pick(REVIEWERS),
      rating,
      text: texts[(i + random.int(0, texts.length - 1)) % texts.length] as string,
      relative_time_description: WHEN[Math.min(WHEN.length - 1, i)] as string,
    };
  });
  return { average_rating: average, count, list };
}

/** Dealer licence numbers as each state's register spells them. */
const LICENCE_PREFIX: Record<string, string> = {
  nsw: 'MD',
  vic: 'LMCT',
  qld: '',
  sa: 'MVD',
  wa: 'MD',
  tas: 'TAS',
  nt: 'MVD',
  act: 'DL',
};

/**
 * What the demo adds to a location's document beyond its address and phone:
 * reviews, and the dealer licence (a sales location) or motor vehicle repairer
 * number (service).
 */
export function demoLocationExtras(location: DemoLocationInput) {
  const random = createRandom(seedOf(`numbers ${location.id}`));
  const state = location.address.state.toLowerCase();
  const prefix = LICENCE_PREFIX[state] ?? 'MD';
  const licence = `${prefix}${prefix ? ' ' : ''}${random.int(10_000, 99_999)}`;
  const repairer = `MVR ${random.int(10_000, 99_999)}`;
  return {
    reviews: demoReviews(location.id, location.location_type),
    dealer_license_number: location.location_type === 'sales' ? licence : null,
    motor_vehicle_repairer: location.location_type === 'service' ? repairer : null,
  };
}

/**
 * The location document the demo seed stores (locations.data): its address with
 * its postcode's point and place link (sites/register-sites.ts), and the demo's
 * extras.
 */
export function demoLocationData(location: DemoLocationInput, postcodes: PostcodeTable) {
  return { address: locationAddressOf(location, postcodes), ...demoLocationExtras(location) };
}

/** The location's calendar date at `now`, in its state's zone (its special hours start there). */
export function demoToday(location: DemoLocationInput, now: Date): CalendarDate {
  return calendarDateIn(now, timeZoneOfState(location.address.state));
}
