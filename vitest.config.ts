import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run covers the whole workspace; each package keeps its own
// vitest.config.ts so it can also be tested on its own (`pnpm --filter … test`).
export default defineConfig({
  test: {
    // A test file per core. Vitest's own default leaves one core free, which on a
    // two-core machine means one file at a time; many suites here wait on servers,
    // child processes and databases, so a file per core finishes sooner, while more
    // files than cores only contend for them. Suites never share a database or a port.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'templates/*/vitest.config.ts',
      // biome.json's package-boundary rules (docs/architecture.md#package-boundaries)
      'tools/lint/vitest.config.ts',
      // the templates' generated font faces (tools/fonts)
      'tools/fonts/vitest.config.ts',
      // the templates' theme.css from their tokens.json (tools/tokens)
      'tools/tokens/vitest.config.ts',
      // `pnpm new-template` on a copy of the files it edits
      'tools/new-template/vitest.config.ts',
      // the site files' JSON Schema and field reference (tools/site-schema)
      'tools/site-schema/vitest.config.ts',
    ],
  },
});
