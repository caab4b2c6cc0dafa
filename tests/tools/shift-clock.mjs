// Moves this Node process's clock by SHIFT_CLOCK_DAYS days (docs/decisions/0014-frozen-clock-for-visual-tests.md), for checking that
// the page baselines do not depend on today's date where faketime is not installed:
//
//   SHIFT_CLOCK_DAYS=-160 NODE_OPTIONS="--import=$PWD/tests/tools/shift-clock.mjs" \
//     pnpm test:visual pages
//
// NODE_OPTIONS reaches every Node process of the run: pnpm, Playwright's runner and
// workers, the demo server and its cluster workers, the page build. Date.now() and
// new Date() read the moved clock there; Chromium keeps its own, which the page
// baselines hold at VISUAL_CLOCK anyway. Durations (timers, performance.now) are not
// moved, so time-outs behave as before.

const days = Number(process.env.SHIFT_CLOCK_DAYS ?? 0);
if (!Number.isFinite(days)) {
  throw new Error(
    `shift-clock: SHIFT_CLOCK_DAYS "${process.env.SHIFT_CLOCK_DAYS}" is not a number`,
  );
}
const offset = Math.round(days * 86_400_000);
const RealDate = globalThis.Date;

class ShiftedDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...args);
  }
  static now() {
    return RealDate.now() + offset;
  }
  // Dates made by Node itself (file times, …) are instances of the real Date.
  static [Symbol.hasInstance](value) {
    return value instanceof RealDate;
  }
}

// Date() called without new gives the current time as a string.
globalThis.Date = new Proxy(ShiftedDate, {
  apply: () => new ShiftedDate().toString(),
});
