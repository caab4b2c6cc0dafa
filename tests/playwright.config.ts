import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
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
// the real-clock ones keep theirs between runs, so only the first run seeds. Four browsers
// run at once because a test spends much of its time waiting on its server, the network
// and animations; the two cores, not the browsers, are what limits the run.

const testsDir = import.meta.dirname;

/**
 * Each production spec's weight: the seconds it took in a whole run (spec-weights.json,
 * written by tools/spec-weights.ts). A spec not in the file yet weighs the median.
 */
function specWeights(): (spec: string) => number {
  const recorded = JSON.parse(
    readFileSync(path.join(testsDir, 'spec-weights.json'), 'utf8'),
  ) as Record<string, number>;
  const sorted = Object.values(recorded).sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 1;
  return (spec) => recorded[spec] ?? median;
}

/**
 * The production specs (every renderer/*.spec.ts but the page baselines, and every
 * shopper/*.spec.ts), split over the two production servers by weight: heaviest first,
 * each to the server with less so far. A new spec file is picked up and placed by the
 * same rule; `node tools/spec-weights.ts <json report>` refreshes the weights.
 */
function productionSplit(): [string[], string[]] {
  const weight = specWeights();
  const specs = ['renderer', 'shopper'].flatMap((folder) =>
    readdirSync(path.join(testsDir, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.spec.ts') && !file.endsWith('.visual.spec.ts'))
      .map((file) => `${folder}/${file.split(path.sep).join('/')}`),
  );
  specs.sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  const split: [string[], string[]] = [[], []];
  const load = [0, 0];
  for (const spec of specs) {
    const server = (load[0] ?? 0) <= (load[1] ?? 0) ? 0 : 1;
    split[server].push(spec);
    load[server] = (load[server] ?? 0) + weight(spec);
  }
  return split;
}

const [firstServerSpecs, secondServerSpecs] = productionSplit();

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
      // their browsers, so a click can land before a page is ready: a failed dev test runs
      // once more from its start, and Playwright reports it as flaky.
      retries: 1,
      // React's development build, in strict mode, makes the search page's filters and
      // cards live many times slower than the production build does, so every expect
      // waits longer, and a journey over three pages (the axe scans of home, search and
      // car page) has twice the production minute.
      expect: { ...screenshotExpect, timeout: 15_000 },
      timeout: 120_000,
      ...served(servers.dev),
    },
    {
      name: 'production',
      // As on the dev server, a failed test runs once more from its start and Playwright
      // reports it as flaky: with four browsers on two cores a test can act before its
      // page is ready (see the journeys' comments).
      retries: 1,
      testMatch: firstServerSpecs,
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
