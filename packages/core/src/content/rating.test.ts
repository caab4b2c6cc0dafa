import { describe, expect, it } from 'vitest';
import { DEFAULT_MIN_RATING, showsRatingStars } from './rating';

describe('rating stars', () => {
  it('rating stars default minimum is 4', () => {
    expect(DEFAULT_MIN_RATING).toBe(4);
  });

  it('rating stars show above 4 (4.1 shows)', () => {
    expect(showsRatingStars(4.1)).toBe(true);
    expect(showsRatingStars(5)).toBe(true);
  });

  it('rating stars do not show at exactly 4 (only above the minimum)', () => {
    expect(showsRatingStars(4)).toBe(false);
  });

  it('rating stars do not show below 4 (3.9 hides)', () => {
    expect(showsRatingStars(3.9)).toBe(false);
  });

  it('rating stars do not show without a rating', () => {
    expect(showsRatingStars(null)).toBe(false);
    expect(showsRatingStars(undefined)).toBe(false);
    expect(showsRatingStars(Number.NaN)).toBe(false);
  });

  it('rating stars follow a configured minimum: 3.5 shows 3.6 but not 3.5', () => {
    expect(showsRatingStars(3.6, 3.5)).toBe(true);
    expect(showsRatingStars(3.5, 3.5)).toBe(false);
  });
});
