// The time a server's pages are made for (docs/decisions/0014-frozen-clock-for-visual-tests.md). Unset, it is the real clock.
// FORECOURT_CLOCK=2026-06-15T09:00:00+10:00 holds it at that instant: the demo seed
// generates its stock relative to it and the renderer's pages (sold window, 'listed N
// days ago', years, search and sitemap) are made as on that day, so the visual baselines
// drawn with it do not move with today's date. Leads, their deliveries and rate limits
// keep the real clock: they measure time that passes.
//
// This is the one place the variable is read; the demo, the seed and the stock import
// commands ask `clockFromEnv()`.

export const CLOCK_VARIABLE = 'FORECOURT_CLOCK';

export type Clock = {
  /** The current time as the pages see it: a new Date on every call. */
  now: () => Date;
  /** The instant the clock is held at, or null for the real clock. */
  frozenAt: Date | null;
};

export type ClockResult = { ok: true; value: Clock } | { ok: false; problem: string };

/** An ISO 8601 date and time with its offset: seconds and milliseconds optional. */
const INSTANT =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(?:Z|([+-])(\d{2}):(\d{2}))$/;

const realClock: Clock = { now: () => new Date(), frozenAt: null };

/**
 * Reads a FORECOURT_CLOCK value: unset or blank is the real clock; otherwise a date and
 * time with its offset (`Z` or `±hh:mm`), so the instant is the same on every machine
 * whatever its time zone. A date that is not on the calendar (30 February, hour 24) is
 * refused rather than rolled over.
 */
export function parseClock(value: string | undefined): ClockResult {
  if (value === undefined || value.trim() === '') return { ok: true, value: realClock };
  const problem = {
    ok: false as const,
    problem: `${CLOCK_VARIABLE} "${value}" is not a date and time with its offset, such as 2026-06-15T09:00:00+10:00 or 2026-06-14T23:00:00Z; unset it for the real clock`,
  };
  const match = INSTANT.exec(value.trim());
  if (!match) return problem;
  const [, y, mo, d, h, mi, s, ms, sign, oh, om] = match;
  const fields = {
    year: Number(y),
    month: Number(mo),
    day: Number(d),
    hour: Number(h),
    minute: Number(mi),
    second: Number(s ?? 0),
    ms: Number((ms ?? '0').padEnd(3, '0')),
  };
  const local = new Date(
    Date.UTC(
      fields.year,
      fields.month - 1,
      fields.day,
      fields.hour,
      fields.minute,
      fields.second,
      fields.ms,
    ),
  );
  // Date.UTC rolls 30 February over into March and hour 24 into the next day; the
  // round trip shows it did.
  const onCalendar =
    fields.year >= 1970 &&
    local.getUTCFullYear() === fields.year &&
    local.getUTCMonth() === fields.month - 1 &&
    local.getUTCDate() === fields.day &&
    local.getUTCHours() === fields.hour &&
    local.getUTCMinutes() === fields.minute &&
    local.getUTCSeconds() === fields.second;
  const offsetHours = Number(oh ?? 0);
  const offsetMinutes = Number(om ?? 0);
  if (!onCalendar || offsetHours > 14 || offsetMinutes > 59) return problem;
  const offsetMs = (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  const at = local.getTime() - offsetMs;
  return { ok: true, value: { now: () => new Date(at), frozenAt: new Date(at) } };
}

/** The clock this process runs on, from FORECOURT_CLOCK in `env`. */
export function clockFromEnv(env: NodeJS.ProcessEnv = process.env): ClockResult {
  return parseClock(env[CLOCK_VARIABLE]);
}
