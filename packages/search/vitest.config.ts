import { defineProject } from 'vitest/config';

// One module graph per worker, not per test file ("isolate: false"): the files
// here keep no state in modules that another file could see, and importing the
// package again for every file cost most of this project's time.
export default defineProject({
  // Property tests compare the engines with a brute-force count over many random cases;
  // on a busy 2-core machine they need more than the default 5 s.
  test: { name: '@forecourt/search', testTimeout: 60_000, isolate: false },
});
