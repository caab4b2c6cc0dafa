import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

// Widget tests run in jsdom with the API client replaced by an in-memory one.
export default defineProject({
  plugins: [react()],
  test: {
    name: '@forecourt/storefront',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The UI kit's jsdom set-up (Radix needs ResizeObserver, pointer capture, matchMedia).
    setupFiles: ['../ui/src/test/setup.ts'],
    css: false,
  },
});
