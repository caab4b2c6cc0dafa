import { describe, expect, it } from 'vitest';
import { COLLAPSE_ANIMATION_MS, collapseAnimationCss } from './motion';

describe('collapse animation', () => {
  it('sections and menus toggle with a 300 ms animation', () => {
    expect(COLLAPSE_ANIMATION_MS).toBe(300);
    expect(collapseAnimationCss()).toBe('300ms');
  });
});
