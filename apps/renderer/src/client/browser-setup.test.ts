import { describe, expect, it } from 'vitest';
import { config } from 'zod';
import { preferParsersWithoutEval } from './browser-setup';

describe('browser set-up', () => {
  it('switches zod to parsers that need no eval without importing zod', () => {
    const before = config().jitless;
    try {
      preferParsersWithoutEval();
      // zod reads the same settings the set-up wrote.
      expect(config().jitless).toBe(true);
    } finally {
      config({ jitless: before });
    }
  });
});
