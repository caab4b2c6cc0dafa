import { expect, test } from 'vitest';
import * as storefront from '.';

test('the package entry loads in jsdom', () => {
  expect(typeof storefront).toBe('object');
});
