import { defineProject } from 'vitest/config';

// One module graph per worker, not per test file ("isolate: false"): the files
// here keep no state in modules that another file could see, and importing the
// package again for every file cost most of this project's time.
export default defineProject({
  test: {
    name: '@forecourt/server',
    isolate: false,
    // Opening an embedded PGlite database takes seconds on a busy 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One migrated PGlite folder that each test database copies (src/testing/pglite-template.ts).
    globalSetup: ['src/testing/pglite-template.setup.ts'],
  },
});
