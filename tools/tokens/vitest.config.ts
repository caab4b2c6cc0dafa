import { defineProject } from 'vitest/config';

// The templates' theme.css written from their tokens.json.
export default defineProject({
  test: { name: 'tools/tokens', environment: 'node' },
});
