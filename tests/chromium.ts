import { existsSync } from 'node:fs';

// Debian's Chromium as every browser suite here runs it (Playwright cannot download its
// own browser on this machine), and how screenshots are compared. Shared by
// playwright.config.ts and playwright.visual.config.ts.

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
];

/** The full browser: the page baselines were drawn with it, so every screenshot suite uses it. */
export const chromium = {
  browserName: 'chromium' as const,
  deviceScaleFactor: 1,
  reducedMotion: 'reduce' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args,
  },
};

const headlessShell =
  process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The journeys, axe scans and CSP checks take no screenshot to compare, so they run in
 * Debian's `chromium-headless-shell` where it is installed (`scripts/test` installs it):
 * the same engine without the browser's windowing, which Playwright itself uses for
 * headless runs, and it spends less CPU than the full browser on the same specs.
 * Without it, the full browser runs them.
 */
export const journeyChromium = {
  ...chromium,
  launchOptions: {
    ...chromium.launchOptions,
    executablePath:
      process.env.CHROMIUM_PATH ??
      (existsSync(headlessShell) ? headlessShell : chromium.launchOptions.executablePath),
  },
};

export const screenshotExpect = {
  toHaveScreenshot: {
    animations: 'disabled' as const,
    caret: 'hide' as const,
    maxDiffPixelRatio: 0.002,
  },
};
