import { defineConfig } from 'vitest/config';

// One Vitest run covers the whole workspace; each package keeps its own
// vitest.config.ts so it can also be tested on its own (`pnpm --filter … test`).
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      'apps/*/vitest.config.ts',
      'templates/*/vitest.config.ts',
      // biome.json's package-boundary rules (README "Conventions: package boundaries")
      'tools/lint/vitest.config.ts',
      // the templates' generated font faces (tools/fonts)
      'tools/fonts/vitest.config.ts',
      // the templates' theme.css from their tokens.json (tools/tokens)
      'tools/tokens/vitest.config.ts',
      // `pnpm new-template` on a copy of the files it edits
      'tools/new-template/vitest.config.ts',
    ],
  },
});
