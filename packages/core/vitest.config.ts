import { defineProject } from 'vitest/config';

// One module graph per worker, not per test file ("isolate: false"): the files
// here keep no state in modules that another file could see, and importing the
// package again for every file cost most of this project's time.
export default defineProject({
  test: { name: '@forecourt/core', isolate: false },
});
