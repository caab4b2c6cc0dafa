import { type ItemType, imageSrcSet, vehicleWords } from '@forecourt/core';
import { Carousel, type CarouselImage, Tag } from '@forecourt/ui';
import { useMemo } from 'react';
import './car-gallery.css';

export type CarGalleryProps = {
  /** The car's title; names the carousel ('{title} photos'). */
  title: string;
  images: readonly CarouselImage[];
  /** The tag the core chose (docs/rules.md#car-tag-precedence); a blank label draws nothing. */
  tag?: { kind: string; label: string };
  /** What the photos are of: a caravan's page says caravan. A car by default. */
  itemType?: ItemType;
};

/**
 * The image carousel (loops, starts at index 1, arrows and
 * dots: the UI kit's Carousel) with the car's tag over it (docs/rules.md#carousel). A car without photos
 * shows a plain panel instead of an empty carousel.
 */
export function CarGallery({ title, images, tag, itemType = 'car' }: CarGalleryProps) {
  // Every width the image endpoint makes, so a phone downloads a phone-sized photo.
  const slides = useMemo(
    () =>
      images.map((image) => ({
        ...image,
        srcSet: image.srcSet ?? imageSrcSet(image.src) ?? undefined,
      })),
    [images],
  );
  return (
    <div className="fc-car-gallery" data-slot="car-gallery" data-count={images.length}>
      {images.length > 0 ? (
        <Carousel label={`${title} photos`} images={slides} />
      ) : (
        <p className="fc-car-gallery__empty">
          Photos of this {vehicleWords(itemType).one.toLowerCase()} are on their way.
        </p>
      )}
      {tag ? <Tag kind={tag.kind} label={tag.label} className="fc-car-gallery__tag" /> : null}
    </div>
  );
}
