import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@forecourt/server',
    // Opening an embedded PGlite database takes seconds on a busy 2-core machine.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
