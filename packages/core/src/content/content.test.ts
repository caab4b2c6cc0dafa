import { describe, expect, it } from 'vitest';
import { describeIssues } from '../schema/errors';
import {
  cardTileSchema,
  DEFAULT_PROMO_POSITION,
  promoNodeSchema,
  REVIEWS_QUANTITY,
  reviewsDefault,
  reviewsSchema,
} from './content';
import { isPromoActive } from './promo-window';

describe('reviews default', () => {
  it('reviews default is an empty list, count 0 and no average rating', () => {
    expect(reviewsDefault).toEqual({ reviews: [], count: 0, average_rating: null });
    expect(reviewsSchema.parse({})).toEqual(reviewsDefault);
    expect(reviewsSchema.parse({ reviews: null, average_rating: '' })).toEqual(reviewsDefault);
  });

  it('reviews quantity is 12', () => {
    expect(REVIEWS_QUANTITY).toBe(12);
  });

  it('reviews read count and rating spelled as strings', () => {
    expect(
      reviewsSchema.parse({ reviews: [{ rating: 5 }], count: '31', average_rating: '4.7' }),
    ).toEqual({
      reviews: [{ rating: 5 }],
      count: 31,
      average_rating: 4.7,
    });
  });

  it('reviews reject a negative count and name the field', () => {
    const r = reviewsSchema.safeParse({ count: -1 });
    expect(r.success).toBe(false);
    if (!r.success) expect(describeIssues(r.error)[0]).toMatch(/^count: /);
  });
});

describe('promo node', () => {
  it('promo node defaults to position 8, any display, not strict, no dates', () => {
    expect(DEFAULT_PROMO_POSITION).toBe(8);
    expect(promoNodeSchema.parse({})).toEqual({
      start: null,
      expiry: null,
      position: 8,
      display: [],
      strictDisplay: false,
    });
  });

  it('promo node reads dates, a position as a string, one display type and a strict flag', () => {
    const node = promoNodeSchema.parse({
      start: '2026-03-01T00:00:00Z',
      expiry: Date.UTC(2026, 3, 1),
      position: '12',
      display: 'used',
      strictDisplay: 'true',
    });
    expect(node).toEqual({
      start: '2026-03-01T00:00:00.000Z',
      expiry: '2026-04-01T00:00:00.000Z',
      position: 12,
      display: ['used'],
      strictDisplay: true,
    });
  });

  it('promo node rejects position 0 and names the field', () => {
    const r = promoNodeSchema.safeParse({ position: 0 });
    expect(r.success).toBe(false);
    if (!r.success) expect(describeIssues(r.error)).toEqual(['position: must be 1 or more']);
  });

  it('promo node rejects an expiry before its start and names expiry', () => {
    const r = promoNodeSchema.safeParse({
      start: '2026-04-01T00:00:00Z',
      expiry: '2026-03-01T00:00:00Z',
    });
    expect(r.success).toBe(false);
    if (!r.success) expect(describeIssues(r.error)).toEqual(['expiry: must be after start']);
  });

  it('a promo is active from its start, included, until its expiry, excluded', () => {
    const node = promoNodeSchema.parse({
      start: '2026-03-01T00:00:00Z',
      expiry: '2026-04-01T00:00:00Z',
    });
    expect(isPromoActive(node, new Date('2026-02-28T23:59:59.999Z'))).toBe(false);
    expect(isPromoActive(node, new Date('2026-03-01T00:00:00Z'))).toBe(true);
    expect(isPromoActive(node, new Date('2026-03-31T23:59:59.999Z'))).toBe(true);
    expect(isPromoActive(node, new Date('2026-04-01T00:00:00Z'))).toBe(false);
  });

  it('a promo without dates is always active', () => {
    expect(isPromoActive({ start: null, expiry: null }, new Date('2030-01-01T00:00:00Z'))).toBe(
      true,
    );
  });
});

describe('card tile', () => {
  it('card tile reads image name, alt text, background, display types and strict flag', () => {
    expect(
      cardTileSchema.parse({
        image: 'finance-tile.png',
        alt: 'Finance from 6.99%',
        background: '#0a2540',
        display: ['new', 'demo'],
        strictDisplay: 1,
      }),
    ).toEqual({
      image: 'finance-tile.png',
      alt: 'Finance from 6.99%',
      background: '#0a2540',
      display: ['new', 'demo'],
      strictDisplay: true,
    });
  });

  it('card tile defaults background, display and strict flag', () => {
    expect(cardTileSchema.parse({ image: 'tile.png', alt: 'Trade in' })).toEqual({
      image: 'tile.png',
      alt: 'Trade in',
      background: null,
      display: [],
      strictDisplay: false,
    });
  });

  it('card tile rejects missing alt text and names the field', () => {
    const r = cardTileSchema.safeParse({ image: 'tile.png', alt: '' });
    expect(r.success).toBe(false);
    if (!r.success) expect(describeIssues(r.error)).toEqual(['alt: must not be empty']);
  });
});
