import { defineProject } from 'vitest/config';

export default defineProject({
  // Property tests compare the engines with a brute-force count over many random cases;
  // on a busy 2-core machine they need more than the default 5 s.
  test: { name: '@forecourt/search', testTimeout: 60_000 },
});
