import { describe, expect, it } from 'vitest';
import {
  HIDE_EXTRA_MAKES_LABEL,
  MAKES_BEFORE_EXPANSION,
  MODEL_LIST_LIMIT,
  makeListNeedsToggle,
  SHOW_ALL_MAKES_LABEL,
} from './make-list';

describe('make list', () => {
  it('shows 7 makes before expansion and 30 models per make', () => {
    expect(MAKES_BEFORE_EXPANSION).toBe(7);
    expect(MODEL_LIST_LIMIT).toBe(30);
  });

  it('needs the show-all toggle only above 7 makes', () => {
    expect(makeListNeedsToggle(7)).toBe(false);
    expect(makeListNeedsToggle(8)).toBe(true);
    expect(makeListNeedsToggle(0)).toBe(false);
  });

  it("labels the toggle 'Show all makes' and 'Hide extra makes'", () => {
    expect(SHOW_ALL_MAKES_LABEL).toBe('Show all makes');
    expect(HIDE_EXTRA_MAKES_LABEL).toBe('Hide extra makes');
  });
});
