import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Component tests run in jsdom. The Chromium checks of the built Storybook live in
// visual/ and run with Playwright (`pnpm test:ui`), not here.
export default defineProject({
  plugins: [react()],
  test: {
    name: '@forecourt/ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
