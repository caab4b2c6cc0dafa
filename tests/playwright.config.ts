import { defineConfig } from '@playwright/test';
import { DEV_PORT, dataDirFor, PROD_PORT } from './servers';

// Browser checks of the renderer in Debian's Chromium, against the production
// build and the dev server. Each server gets its own embedded database (PGlite
// allows one process per data folder), kept between runs so only the first seeds.

const chromium = {
  browserName: 'chromium' as const,
  deviceScaleFactor: 1,
  reducedMotion: 'reduce' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--font-render-hinting=none',
    ],
  },
};

export default defineConfig({
  testDir: '.',
  testMatch: ['renderer/**/*.spec.ts', 'shopper/**/*.spec.ts'],
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  reporter: [['list']],
  outputDir: 'test-results',
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFileDir}/{arg}{ext}',
  expect: {
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.002 },
  },
  projects: [
    {
      name: 'production',
      use: { ...chromium, baseURL: `http://localhost:${PROD_PORT}` },
      metadata: { port: PROD_PORT },
    },
    {
      name: 'dev',
      use: { ...chromium, baseURL: `http://localhost:${DEV_PORT}` },
      metadata: { port: DEV_PORT },
    },
  ],
  webServer: [
    {
      command: 'pnpm --filter @forecourt/renderer demo',
      url: `http://localhost:${PROD_PORT}/`,
      env: { PORT: String(PROD_PORT), DATA_DIR: dataDirFor('production') },
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'pnpm --filter @forecourt/renderer demo -- --dev',
      url: `http://localhost:${DEV_PORT}/`,
      env: { PORT: String(DEV_PORT), DATA_DIR: dataDirFor('dev') },
      timeout: 300_000,
      reuseExistingServer: !process.env.CI,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
