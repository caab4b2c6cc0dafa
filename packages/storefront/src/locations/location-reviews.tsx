import type { RatingView, ReviewItem } from '@forecourt/core';
import { Rating } from '@forecourt/ui';

export type LocationReviewsProps = {
  rating: RatingView;
  reviews: readonly ReviewItem[];
};

/**
 * The location's review rating, its stars only above the
 * site's minimum rating (docs/rules.md#ratings-and-reviews, default 4), and up to 12 reviews (docs/rules.md#ratings-and-reviews).
 */
export function LocationReviews({ rating, reviews }: LocationReviewsProps) {
  if (!rating.show && reviews.length === 0) return null;
  return (
    <section
      className="fc-reviews"
      aria-labelledby="fc-reviews-heading"
      data-slot="location-reviews"
    >
      <h2 id="fc-reviews-heading" className="fc-reviews__heading">
        Reviews
      </h2>
      {rating.show ? (
        <p className="fc-reviews__rating" data-slot="location-rating">
          <Rating value={rating.average} countLabel={rating.countLabel} />
        </p>
      ) : null}
      {reviews.length > 0 ? (
        <ul className="fc-reviews__list">
          {reviews.map((review, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: reviews have no id and never reorder
            <li key={i} className="fc-reviews__item">
              <figure>
                <blockquote>
                  <p>{review.text}</p>
                </blockquote>
                <figcaption>
                  <span className="fc-reviews__author">{review.author}</span>
                  {review.rating !== null ? (
                    <Rating value={review.rating} label={`Rated ${review.rating} out of 5`} />
                  ) : null}
                  {review.when ? <span className="fc-reviews__when">{review.when}</span> : null}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
