import { z } from 'zod';
import {
  feedBoolean,
  feedCount,
  optionalDateTime,
  optionalNumber,
  requiredText,
} from '../schema/feed';
import { DEFAULT_PROMO_POSITION } from './promos';

// Reviews default, Promo node and Card tile (docs/rules.md#ratings-and-reviews).

/** How many reviews a reviews block asks for (docs/rules.md#ratings-and-reviews). */
export const REVIEWS_QUANTITY = 12;

export const reviewsSchema = z.object({
  /** Items are shown as the review service sends them; their shape is not in the spec. */
  reviews: z
    .preprocess((v) => (v === null ? [] : v), z.array(z.record(z.string(), z.unknown())))
    .default([]),
  count: feedCount.default(0),
  average_rating: optionalNumber.pipe(z.number().min(0).max(5).nullable()).default(null),
});
export type Reviews = z.infer<typeof reviewsSchema>;

/** What a reviews block holds before any review has loaded. */
export const reviewsDefault: Reviews = { reviews: [], count: 0, average_rating: null };

/** Where a promo or tile shows ('new', 'used', a page name): one word or a list. */
const displayTypes = z
  .preprocess(
    (v) => (v === null || v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(requiredText),
  )
  .default([]);

export { DEFAULT_PROMO_POSITION };

export const promoNodeSchema = z
  .object({
    start: optionalDateTime.default(null),
    expiry: optionalDateTime.default(null),
    /** 1-based position among search results. */
    position: feedCount
      .pipe(z.number().int().min(1, { message: 'must be 1 or more' }))
      .default(DEFAULT_PROMO_POSITION),
    display: displayTypes,
    strictDisplay: feedBoolean.default(false),
  })
  .refine((n) => n.start === null || n.expiry === null || n.start < n.expiry, {
    message: 'must be after start',
    path: ['expiry'],
  });
export type PromoNode = z.infer<typeof promoNodeSchema>;

export const cardTileSchema = z.object({
  /** The image file name, resolved against the site's image CDN. */
  image: requiredText,
  alt: requiredText,
  /** A background colour or token for the tile. */
  background: z
    .preprocess(
      (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
      z.string().trim().nullable(),
    )
    .default(null),
  display: displayTypes,
  strictDisplay: feedBoolean.default(false),
});
export type CardTile = z.infer<typeof cardTileSchema>;
