import { defineProject } from 'vitest/config';

// The site files' JSON Schema and field reference, written from core's site schema.
export default defineProject({
  test: { name: 'tools/site-schema', environment: 'node' },
});
