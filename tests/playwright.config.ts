import { defineConfig } from '@playwright/test';
import { chromium, screenshotExpect } from './chromium';
import { DEV_PORT, dataDirFor, PROD_PORT } from './servers';

// Browser checks of the renderer in Debian's Chromium, against the production
// build and the dev server, on the real clock. Each server gets its own embedded
// database (PGlite allows one process per data folder), kept between runs so only
// the first seeds. The page baselines (renderer/*.visual.spec.ts) run from
// playwright.visual.config.ts, on a server whose clock is frozen.

export default defineConfig({
  testDir: '.',
  testMatch: ['renderer/**/*.spec.ts', 'shopper/**/*.spec.ts'],
  testIgnore: ['renderer/*.visual.spec.ts'],
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  outputDir: 'test-results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileDir}/{arg}{ext}',
  expect: screenshotExpect,
  projects: [
    {
      name: 'production',
      use: { ...chromium, baseURL: `http://localhost:${PROD_PORT}` },
      metadata: { port: PROD_PORT },
    },
    {
      // The dev server runs a smoke subset: every kind of page loads, hydrates and keeps
      // to the CSP (renderer/csp.spec.ts), requests from another origin are refused, and
      // the shopper journeys each site's spec names for it (`devJourneys`), all of them on
      // Harbour Motor Group. The production build runs everything.
      name: 'dev',
      testMatch: ['renderer/csp.spec.ts', 'renderer/cross-origin.spec.ts', 'shopper/**/*.spec.ts'],
      use: { ...chromium, baseURL: `http://localhost:${DEV_PORT}` },
      metadata: { port: DEV_PORT },
    },
  ],
  webServer: [
    {
      command: 'pnpm --filter @forecourt/renderer demo',
      url: `http://localhost:${PROD_PORT}/`,
      // Every journey's leads come from one address, faster than any shopper
      // sends them: the servers take more than the default ten a minute.
      env: {
        PORT: String(PROD_PORT),
        DATA_DIR: dataDirFor('production'),
        LEAD_RATE_LIMIT: '60',
        LOOKUP_RATE_LIMIT: '120',
      },
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'pnpm --filter @forecourt/renderer demo -- --dev',
      url: `http://localhost:${DEV_PORT}/`,
      env: {
        PORT: String(DEV_PORT),
        DATA_DIR: dataDirFor('dev'),
        LEAD_RATE_LIMIT: '60',
        LOOKUP_RATE_LIMIT: '120',
      },
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
