import { defineProject } from 'vitest/config';

// The templates' font faces: generated files up to date, fallbacks sized.
export default defineProject({
  test: { name: 'tools/fonts', environment: 'node' },
});
