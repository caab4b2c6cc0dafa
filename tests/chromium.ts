// Debian's Chromium as every browser suite here runs it (Playwright cannot download its
// own browser on this machine), and how screenshots are compared. Shared by
// playwright.config.ts and playwright.visual.config.ts.

export const chromium = {
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

export const screenshotExpect = {
  toHaveScreenshot: {
    animations: 'disabled' as const,
    caret: 'hide' as const,
    maxDiffPixelRatio: 0.002,
  },
};
