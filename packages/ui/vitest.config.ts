import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component tests run in jsdom. The Chromium checks of the built Storybook live in
// visual/ and run with Playwright (`pnpm test:ui`), not here.
// One module graph per worker, not per test file ("isolate: false"): the files
// here keep no state in modules that another file could see, and importing the
// package again for every file cost most of this project's time.
export default defineProject({
  plugins: [react()],
  test: {
    name: '@forecourt/ui',
    isolate: false,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
