import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Checks the built Storybook (storybook-static/) in Debian's Chromium: every story
// under every template theme with axe, and screenshots of the 'All States' stories
// against the baselines in visual/__screenshots__. Build first: `pnpm test:ui`.
const port = 6107;

export default defineConfig({
  testDir: '.',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  expect: {
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.001 },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1100, height: 800 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    launchOptions: {
      // Playwright cannot download its own browser here; Debian's chromium is used.
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
  },
  webServer: {
    command: `vite preview --outDir storybook-static --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/index.json`,
    cwd: join(import.meta.dirname, '..'),
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
