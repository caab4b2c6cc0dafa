import { describe, expect, it } from 'vitest';
import { CLOCK_VARIABLE, clockFromEnv, parseClock } from './clock';

const frozen = (value: string) => {
  const result = parseClock(value);
  if (!result.ok) throw new Error(result.problem);
  return result.value;
};

describe('FORECOURT_CLOCK (visual baselines independent of today)', () => {
  it('unset or blank is the real clock', () => {
    for (const value of [undefined, '', '   ']) {
      const result = parseClock(value);
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      expect(result.value.frozenAt).toBeNull();
      const before = Date.now();
      const now = result.value.now().getTime();
      expect(now).toBeGreaterThanOrEqual(before);
      expect(now).toBeLessThanOrEqual(Date.now());
    }
  });

  it('a date and time with its offset holds the clock at that instant', () => {
    const clock = frozen('2026-06-15T09:00:00+10:00');
    expect(clock.frozenAt?.toISOString()).toBe('2026-06-14T23:00:00.000Z');
    expect(clock.now().toISOString()).toBe('2026-06-14T23:00:00.000Z');
  });

  it('the same instant whichever way it is written', () => {
    const instants = [
      '2026-06-15T09:00:00+10:00',
      '2026-06-15T09:00+10:00',
      '2026-06-14T23:00:00Z',
      '2026-06-14T23:00:00.000Z',
      '2026-06-14T17:30:00-05:30',
      ' 2026-06-14T23:00:00Z ',
    ].map((value) => frozen(value).now().getTime());
    expect(new Set(instants).size).toBe(1);
  });

  it('keeps milliseconds, a short fraction read as tenths', () => {
    expect(frozen('2026-01-01T00:00:00.5Z').now().toISOString()).toBe('2026-01-01T00:00:00.500Z');
    expect(frozen('2026-01-01T00:00:00.123Z').now().toISOString()).toBe('2026-01-01T00:00:00.123Z');
  });

  it('hands out a new Date every time, so a caller changing one does not move the clock', () => {
    const clock = frozen('2026-06-14T23:00:00Z');
    const first = clock.now();
    first.setUTCFullYear(2000);
    expect(clock.now().toISOString()).toBe('2026-06-14T23:00:00.000Z');
    expect(clock.now()).not.toBe(clock.now());
  });

  it('refuses what is not a date and time with its offset, naming the variable and an example', () => {
    for (const value of [
      'tomorrow',
      '2026-06-15',
      '2026-06-15T09:00:00',
      '2026-06-15 09:00:00+10:00',
      '15/06/2026 09:00',
      '2026-6-15T09:00:00Z',
      '1781478000000',
      '2026-06-15T09:00:00+1000',
    ]) {
      const result = parseClock(value);
      expect(result.ok, value).toBe(false);
      if (result.ok) continue;
      expect(result.problem).toBe(
        `FORECOURT_CLOCK "${value}" is not a date and time with its offset, such as 2026-06-15T09:00:00+10:00 or 2026-06-14T23:00:00Z; unset it for the real clock`,
      );
    }
  });

  it('refuses a date that is not on the calendar instead of rolling it over', () => {
    for (const value of [
      '2026-02-29T09:00:00Z',
      '2026-02-30T09:00:00Z',
      '2026-13-01T09:00:00Z',
      '2026-00-10T09:00:00Z',
      '2026-04-31T09:00:00Z',
      '2026-06-15T24:00:00Z',
      '2026-06-15T09:60:00Z',
      '2026-06-15T09:00:60Z',
      '2026-06-15T09:00:00+15:00',
      '2026-06-15T09:00:00+10:60',
      '1969-12-31T23:59:59Z',
    ]) {
      expect(parseClock(value).ok, value).toBe(false);
    }
    expect(frozen('2028-02-29T09:00:00Z').now().toISOString()).toBe('2028-02-29T09:00:00.000Z');
  });

  it('clockFromEnv reads FORECOURT_CLOCK and nothing else', () => {
    expect(CLOCK_VARIABLE).toBe('FORECOURT_CLOCK');
    const result = clockFromEnv({ FORECOURT_CLOCK: '2026-06-14T23:00:00Z', TZ: 'Asia/Tokyo' });
    expect(result.ok && result.value.frozenAt?.toISOString()).toBe('2026-06-14T23:00:00.000Z');
    const real = clockFromEnv({ CLOCK: '2026-06-14T23:00:00Z' });
    expect(real.ok && real.value.frozenAt).toBeNull();
    expect(clockFromEnv({ FORECOURT_CLOCK: 'soon' }).ok).toBe(false);
  });
});
