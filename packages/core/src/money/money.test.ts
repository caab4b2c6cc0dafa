import { describe, expect, it } from 'vitest';
import { formatCount, formatDollars, formatPercent } from './money';

describe('formatDollars', () => {
  it('shows whole dollars with thousands separators', () => {
    expect(formatDollars(24990)).toBe('$24,990');
    expect(formatDollars(1234567)).toBe('$1,234,567');
    expect(formatDollars(999)).toBe('$999');
    expect(formatDollars(1000)).toBe('$1,000');
    expect(formatDollars(0)).toBe('$0');
  });

  it('rounds cents to the nearest dollar', () => {
    expect(formatDollars(637.41)).toBe('$637');
    expect(formatDollars(146.5)).toBe('$147');
    expect(formatDollars(999.5)).toBe('$1,000');
  });

  it('puts the minus sign before the dollar sign', () => {
    expect(formatDollars(-1200)).toBe('-$1,200');
    expect(formatDollars(-0.2)).toBe('$0');
  });

  it('rejects a value that is not a finite number', () => {
    expect(() => formatDollars(Number.NaN)).toThrow(/formatDollars/);
    expect(() => formatDollars(Number.POSITIVE_INFINITY)).toThrow(/formatDollars/);
  });
});

describe('formatPercent', () => {
  it('shows at most two decimals without trailing zeros', () => {
    expect(formatPercent(7.99)).toBe('7.99%');
    expect(formatPercent(10)).toBe('10%');
    expect(formatPercent(6.5)).toBe('6.5%');
    expect(formatPercent(0)).toBe('0%');
  });

  it('rejects a value that is not a finite number', () => {
    expect(() => formatPercent(Number.NaN)).toThrow(/formatPercent/);
  });
});

describe('formatCount', () => {
  it('groups thousands with commas, as en-AU writes them', () => {
    for (const n of [0, 7, 999, 1000, 12345, 403, 1234567, 98765432]) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-AU'));
    }
  });

  it('rounds to a whole number and keeps the sign', () => {
    expect(formatCount(1234.5)).toBe('1,235');
    expect(formatCount(-1200)).toBe('-1,200');
    expect(formatCount(-0.2)).toBe('0');
  });

  it('refuses what is not a finite number', () => {
    expect(() => formatCount(Number.NaN)).toThrow(RangeError);
    expect(() => formatCount(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
