import { defineConfig } from '@playwright/test';
import { journeyChromium, screenshotExpect } from './chromium';
import { visualProject, visualServer } from './playwright.visual.config';
import { DEV_PORT, dataDirFor, PROD_2_PORT, PROD_PORT, type ServerMetadata } from './servers';

// Every browser check of the renderer in Debian's Chromium (the journeys in its headless
// shell, the baselines in the full browser: chromium.ts), four browsers at a time,
// each project one spec file at a time in file order:
//
//   - visual: the page baselines (renderer/*.visual.spec.ts, playwright.visual.config.ts),
//     on a production server of their own whose clock is frozen;
//   - dev: the dev server's smoke subset;
//   - production and production-2: every other suite against the production build on
//     the real clock, split over two production servers so that specs running at once
//     never share a car, a reservation, a lead limit or a delivery folder.
//
// Each server has its own embedded database (PGlite allows one process per data folder);
// the real-clock ones keep theirs between runs, so only the first run seeds. Each project
// runs one test at a time and all four run at once: a test waits on its server, the network
// and animations much of its time, so four browsers on two cores finished the browser run in
// 13.8 min where three took 14.7 (the fourth project then waited for the worker the dev
// subset freed) and two 15.2 to 15.9. A third production server, for the specs left
// when the dev subset is done, made the run slower (14.3 min): the two cores are the limit.

/** The production specs served by the second production server (about half their time). */
const secondServerSpecs = [
  'renderer/finance.spec.ts',
  'renderer/site-menu.spec.ts',
  'renderer/trade-in.spec.ts',
  'renderer/service-parts.spec.ts',
  'renderer/locations.spec.ts',
  'renderer/offers.spec.ts',
  'renderer/content-pages.spec.ts',
  'renderer/models.spec.ts',
];

const servers = {
  production: { port: PROD_PORT, server: 'production', dataDir: dataDirFor('production') },
  production2: { port: PROD_2_PORT, server: 'production', dataDir: dataDirFor('production-2') },
  dev: { port: DEV_PORT, server: 'dev', dataDir: dataDirFor('dev') },
} satisfies Record<string, ServerMetadata>;

function served(metadata: ServerMetadata) {
  return { use: { ...journeyChromium, baseURL: `http://localhost:${metadata.port}` }, metadata };
}

function demo({ port, server, dataDir }: ServerMetadata) {
  return {
    command: `pnpm --filter @forecourt/renderer demo${server === 'dev' ? ' -- --dev' : ''}`,
    url: `http://localhost:${port}/`,
    // Every journey's leads come from one address, faster than any shopper
    // sends them: the servers take more than the default ten a minute.
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LEAD_RATE_LIMIT: '60',
      LOOKUP_RATE_LIMIT: '120',
    },
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: '.',
  testMatch: ['renderer/**/*.spec.ts', 'shopper/**/*.spec.ts'],
  testIgnore: ['renderer/*.visual.spec.ts'],
  timeout: 60_000,
  fullyParallel: false,
  workers: 4,
  reporter: [['list']],
  outputDir: 'test-results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileDir}/{arg}{ext}',
  expect: screenshotExpect,
  projects: [
    visualProject,
    {
      // The dev server runs a smoke subset: every kind of page loads, hydrates and keeps
      // to the CSP (renderer/csp.spec.ts), requests from another origin are refused, and
      // the shopper journeys each site's spec names for it (`devJourneys`; between them,
      // every journey once). The production build runs everything.
      name: 'dev',
      testMatch: ['renderer/csp.spec.ts', 'renderer/cross-origin.spec.ts', 'shopper/**/*.spec.ts'],
      workers: 1,
      // The dev server compiles each module on first use, beside three other servers and
      // a second browser: in one of four whole runs a click on the pager was lost there
      // (no navigation within 5 s; the same journey passed on both production servers). A
      // failed dev test runs once more from its start, and Playwright reports it as flaky.
      retries: 1,
      // React's development build, in strict mode, beside four browsers on two cores:
      // the search page's filters and cards become live as parts after the frame, and
      // the last of them can take longer than 5 s there (2.5–3.2 s with the machine to
      // itself, where the production build takes 0.1 s), so every expect waits up to 15.
      expect: { ...screenshotExpect, timeout: 15_000 },
      // A journey over three pages (the axe scans of home, search and car page) loads each
      // through that compile and React's development build: a test has twice the minute a
      // production one has.
      timeout: 120_000,
      ...served(servers.dev),
    },
    {
      name: 'production',
      // A failed test runs once more from its start and Playwright reports it as flaky, as on
      // the dev server: with four browsers on two cores, one fresh run in three lost a click
      // to a test acting before the page was ready (see the journeys' comments).
      retries: 1,
      testIgnore: ['renderer/*.visual.spec.ts', ...secondServerSpecs],
      workers: 1,
      ...served(servers.production),
    },
    {
      name: 'production-2',
      testMatch: secondServerSpecs,
      retries: 1,
      workers: 1,
      ...served(servers.production2),
    },
  ],
  webServer: [visualServer, demo(servers.dev), demo(servers.production), demo(servers.production2)],
});
