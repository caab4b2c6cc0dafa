import { defineProject } from 'vitest/config';

// Each test file gets its own module graph here (Vitest's default), unlike the
// packages: the server suites start Vike's dev and production servers, whose state
// is kept in modules, and from a fresh clone (no build yet) one file's server broke
// the next file's pages when they shared one.
export default defineProject({
  test: { name: '@forecourt/renderer' },
});
