import { defineConfig } from '@playwright/test';
import { chromium, screenshotExpect } from './chromium';
import { dataDirFor, type ServerMetadata, VISUAL_CLOCK, VISUAL_PORT } from './servers';

// The renderer's page baselines (renderer/*.visual.spec.ts) in Debian's
// Chromium, against the production build served with a frozen clock: FORECOURT_CLOCK
// makes the seed and every page as at VISUAL_CLOCK, and the spec holds the browser's
// clock at the same instant, so a baseline does not move with today's date. The data
// folder is emptied before the server starts, so the stock is seeded afresh every run
// (never an old seed kept from an earlier run nor a DATABASE_URL's), and a server
// already on the port is never reused (it may run on another clock). The server and
// the browser read dates in UTC, whatever the machine's time zone.
//
//   pnpm test:visual                                    kit and pages, with HTML reports
//   pnpm --filter @forecourt/tests test:renderer:visual   the pages only
//   pnpm --filter @forecourt/tests test:renderer:update   rewrite the page baselines

const dataDir = dataDirFor('visual');
const quoted = `'${dataDir.replaceAll("'", `'\\''`)}'`;

/** The page baselines' project: also one of playwright.config.ts's, beside the journeys. */
export const visualProject = {
  // The production build, as the spec asks for by name, on its own server.
  name: 'visual',
  testMatch: ['renderer/*.visual.spec.ts'],
  testIgnore: [],
  workers: 1,
  // A full-page screenshot of a long search page can take over the default 5 s on a busy
  // two-core machine.
  expect: { ...screenshotExpect, timeout: 15_000 },
  use: { ...chromium, timezoneId: 'UTC', baseURL: `http://localhost:${VISUAL_PORT}` },
  metadata: { port: VISUAL_PORT, server: 'production', dataDir } satisfies ServerMetadata,
};

/** The frozen-clock production server the page baselines are drawn from. */
export const visualServer = {
  command: `rm -rf ${quoted} && pnpm --filter @forecourt/renderer demo`,
  url: `http://localhost:${VISUAL_PORT}/`,
  env: {
    PORT: String(VISUAL_PORT),
    DATA_DIR: dataDir,
    // The embedded database under DATA_DIR, even where DATABASE_URL names another.
    DATABASE_URL: '',
    FORECOURT_CLOCK: VISUAL_CLOCK,
    TZ: 'UTC',
  },
  timeout: 300_000,
  reuseExistingServer: false,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};

export default defineConfig({
  testDir: '.',
  testMatch: ['renderer/*.visual.spec.ts'],
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  outputDir: 'test-results/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileDir}/{arg}{ext}',
  projects: [visualProject],
  webServer: visualServer,
});
