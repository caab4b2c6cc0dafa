import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Widget tests run in jsdom with the API client replaced by an in-memory one.
// Unlike the other packages, each test file gets its own module graph: a file that
// stands in for a module (vi.mock) would otherwise get the one an earlier file loaded.
export default defineProject({
  plugins: [react()],
  test: {
    name: '@forecourt/storefront',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The UI kit's jsdom set-up (Radix needs ResizeObserver, pointer capture, matchMedia).
    setupFiles: ['../ui/src/test/setup.ts'],
    css: false,
    // A form journey in jsdom renders several steps; on a busy two-core runner one can take
    // longer than vitest's default 5 s without anything being wrong.
    testTimeout: 20_000,
  },
});
