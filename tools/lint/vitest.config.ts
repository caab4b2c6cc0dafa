import { defineProject } from 'vitest/config';

// The lint step's own tests: the package-boundary rules in biome.json fail on
// deliberately violating probe files and pass compliant ones.
export default defineProject({
  test: { name: 'tools/lint', environment: 'node', testTimeout: 20_000 },
});
