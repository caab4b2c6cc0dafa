// Money as the sites show it: Australian dollars, whole dollars, comma thousands
// separators ('$24,990'). Formatting by hand rather than through Intl keeps the
// output identical on every runtime, whatever locale data it ships with.

/** Inserts comma thousands separators into a string of digits. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
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
