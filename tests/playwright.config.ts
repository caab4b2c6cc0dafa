import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Browser checks of the renderer in Debian's Chromium, against the production
// build and the dev server. Each server gets its own embedded database (PGlite
// allows one process per data folder), kept between runs so only the first seeds.

const PROD_PORT = Number(process.env.E2E_PROD_PORT ?? 3100);
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 3101);
const dataRoot = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), 'forecourt-e2e');

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
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
      env: { PORT: String(PROD_PORT), DATA_DIR: path.join(dataRoot, 'production') },
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'pnpm --filter @forecourt/renderer demo -- --dev',
      url: `http://localhost:${DEV_PORT}/`,
      env: { PORT: String(DEV_PORT), DATA_DIR: path.join(dataRoot, 'dev') },
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
