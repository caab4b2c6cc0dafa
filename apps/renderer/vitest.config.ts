import { defineProject } from 'vitest/config';

// Each test file gets its own module graph here (Vitest's default), unlike the
// packages: the server suites start Vike's dev and production servers, whose state
// is kept in modules. Sharing one graph, a fresh clone's run failed 63 page tests
// with 500s (Vike's config loaded by one file's server, gone for the next; Vite's
// HMR port taken twice).
export default defineProject({
  test: {
    name: '@forecourt/renderer',
    // One migrated PGlite folder that the data suites' databases copy
    // (@forecourt/server/testing's copyPgliteTemplate).
    globalSetup: ['../../packages/server/src/testing/pglite-template.setup.ts'],
  },
});
