import { type KeyboardEvent, type PointerEvent, useEffect, useRef, useState } from 'react';
import { cn } from '../lib/cn';
import { useControllable } from '../lib/use-controllable';
import './carousel.css';

/** A slide's photo; `srcSet` offers other widths, `sizes` defaults to the gallery's width. */
export type CarouselImage = { src: string; alt: string; srcSet?: string; sizes?: string };

/** The gallery's width: the screen on a phone, about two thirds of it beside the sidebar. */
export const CAROUSEL_SIZES = '(min-width: 1024px) 66vw, 100vw';

export type CarouselProps = {
  /** Names the carousel, e.g. '2021 Toyota RAV4 photos'. */
  label: string;
  images: readonly CarouselImage[];
  /** The carousel starts at index 1 (the second image) when there is one (docs/rules.md#carousel). */
  defaultIndex?: number;
  index?: number;
  onIndexChange?: (index: number) => void;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
};

/** Swipes shorter than this many pixels are taps, not slides. */
const SWIPE_THRESHOLD = 40;

/** Wraps an index into 0..count-1 so the carousel loops both ways. */
export function loopIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * Image carousel of the car page: loops, arrows and dots, Left/Right arrow keys
 * anywhere inside it, and swipe on touch screens. Slides that are not shown are
 * inert so keyboard and screen-reader users meet only the current image.
 */
export function Carousel({
  label,
  images,
  defaultIndex = 1,
  index,
  onIndexChange,
  previousLabel = 'Previous image',
  nextLabel = 'Next image',
  className,
}: CarouselProps) {
  const count = images.length;
  const [rawIndex, setIndex] = useControllable(index, defaultIndex, onIndexChange);
  const current = loopIndex(rawIndex, count);
  const swipeStart = useRef<number | null>(null);
  // The page arrives with only the photo on show: the others would share a phone's
  // connection with it, and it is the page's largest paint. Once the page has
  // loaded and the browser is idle they are added, loading lazily, so the next
  // photo is there before the shopper moves to it (at once if they move first).
  const [allPhotos, setAllPhotos] = useState(false);
  useEffect(() => {
    let cancelled = false;
    const show = () => {
      if (!cancelled) setAllPhotos(true);
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(show, { timeout: 2000 });
      } else window.setTimeout(show, 200);
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
    };
  }, []);

  const go = (next: number) => {
    setAllPhotos(true);
    setIndex(loopIndex(next, count));
  };

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(current - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(current + 1);
    }
  }

  function onPointerDown(event: PointerEvent) {
    swipeStart.current = event.clientX;
  }

  function onPointerUp(event: PointerEvent) {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const dx = event.clientX - start;
    if (Math.abs(dx) < SWIPE_THRESHOLD) return;
    go(dx < 0 ? current + 1 : current - 1);
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-slot="carousel"
      className={cn('fc-carousel', className)}
      onKeyDown={onKeyDown}
    >
      <div
        className="fc-carousel__viewport"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the viewport takes focus so the arrow keys work without first reaching a button
        tabIndex={0}
        aria-live="polite"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeStart.current = null;
        }}
      >
        <div className="fc-carousel__track" style={{ transform: `translateX(-${current * 100}%)` }}>
          {images.map((image, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide as a group; a fieldset is for form controls
            <div
              key={image.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i === current ? undefined : true}
              inert={i === current ? undefined : true}
              data-state={i === current ? 'active' : 'inactive'}
              className="fc-carousel__slide"
            >
              {i === current || allPhotos ? (
                <img
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes={image.srcSet ? (image.sizes ?? CAROUSEL_SIZES) : undefined}
                  alt={image.alt}
                  draggable={false}
                  // The gallery's 16:10 frame, so the page keeps its place before the photo arrives.
                  width={1280}
                  height={800}
                  loading={i === current ? 'eager' : 'lazy'}
                  // The photo on show is the car page's largest paint.
                  fetchPriority={i === current ? 'high' : undefined}
                />
              ) : null}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="fc-carousel__arrow fc-carousel__arrow--prev"
            aria-label={previousLabel}
            onClick={() => go(current - 1)}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" width="20" height="20">
              <path d="M10 3L5 8l5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <button
            type="button"
            className="fc-carousel__arrow fc-carousel__arrow--next"
            aria-label={nextLabel}
            onClick={() => go(current + 1)}
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" width="20" height="20">
              <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
          <div className="fc-carousel__dots">
            {images.map((image, i) => (
              <button
                key={image.src}
                type="button"
                className="fc-carousel__dot"
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
