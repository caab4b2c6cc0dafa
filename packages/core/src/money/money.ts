// Money as the sites show it: Australian dollars, whole dollars, comma thousands
// separators ('$24,990'). Formatting by hand rather than through Intl keeps the
// output identical on every runtime, whatever locale data it ships with.

/** Inserts comma thousands separators into a string of digits. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A whole number with comma thousands separators: 1234 → '1,234', rounded half
 * up, '-1,234' below zero. For counts and measures shown on pages; by hand rather
 * than toLocaleString, which on a phone costs a locale lookup per call (tens of
 * milliseconds across a search page's facet counts).
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) {
    throw new RangeError(`formatCount: expected a finite number, got ${value}`);
  }
  const whole = Math.round(Math.abs(value));
  return `${value < 0 && whole !== 0 ? '-' : ''}${groupThousands(String(whole))}`;
}

/**
 * Whole dollars with a dollar sign and thousands separators: 24990 → '$24,990'.
 * Cents are rounded half up; a negative amount reads '-$1,200'. A value that is
 * not a finite number has no sensible text, so it is an error in the caller.
 */
export function formatDollars(amount: number): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`formatDollars: expected a finite amount, got ${amount}`);
  }
  const whole = Math.round(Math.abs(amount));
  const sign = amount < 0 && whole !== 0 ? '-' : '';
  return `${sign}$${groupThousands(String(whole))}`;
}

/**
 * A rate in percent with at most two decimals and no trailing zeros:
 * 7.99 → '7.99%', 10 → '10%', 6.5 → '6.5%'.
 */
export function formatPercent(rate: number): string {
  if (!Number.isFinite(rate)) {
    throw new RangeError(`formatPercent: expected a finite rate, got ${rate}`);
  }
  const text = (Math.round(rate * 100) / 100).toFixed(2).replace(/\.?0+$/, '');
  return `${text}%`;
}
