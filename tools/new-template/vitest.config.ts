import { defineProject } from 'vitest/config';

// `pnpm new-template`: the scaffold on a copy of the repository's template lists.
export default defineProject({
  test: { name: 'tools/new-template', environment: 'node' },
});
