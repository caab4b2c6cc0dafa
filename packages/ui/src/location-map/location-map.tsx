import { useEffect, useRef } from 'react';
import { buttonVariants } from '../button';
import { cn } from '../lib/cn';
import { useControllable } from '../lib/use-controllable';
import './location-map.css';

export type LocationMapProps = {
  /** The static map drawn by the server (an image of the location and its surrounds). */
  staticSrc: string;
  /** What the static map shows, e.g. 'Map of Harbour Toyota Sales, Homebush NSW'. */
  alt: string;
  /** The interactive map's frame address; without one only the static map shows. */
  interactiveSrc?: string | null;
  /** The frame's accessible name, e.g. 'Google map of Harbour Toyota Sales'. */
  interactiveTitle?: string;
  /** The button that swaps in the interactive map. */
  showLabel?: string;
  interactive?: boolean;
  defaultInteractive?: boolean;
  onInteractiveChange?: (interactive: boolean) => void;
  /** The hero's map is the page's largest picture: load it at once. */
  priority?: boolean;
  className?: string;
};

/**
 * A location's map (docs/rules.md#location-pages: the hero's map). The static map shows from
 * the first paint; the interactive map (a frame of the maps service) is added only
 * when the shopper asks for it, and takes their focus.
 */
export function LocationMap({
  staticSrc,
  alt,
  interactiveSrc,
  interactiveTitle = 'Interactive map',
  showLabel = 'Show interactive map',
  interactive,
  defaultInteractive = false,
  onInteractiveChange,
  priority = false,
  className,
}: LocationMapProps) {
  const [shown, setShown] = useControllable(interactive, defaultInteractive, onInteractiveChange);
  const live = shown && Boolean(interactiveSrc);
  const frame = useRef<HTMLIFrameElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (live && asked.current) frame.current?.focus();
  }, [live]);
  return (
    <div
      data-slot="location-map"
      data-state={live ? 'interactive' : 'static'}
      className={cn('fc-location-map', className)}
    >
      {live ? (
        <iframe
          ref={frame}
          src={interactiveSrc ?? undefined}
          title={interactiveTitle}
          className="fc-location-map__frame"
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
        />
      ) : (
        <>
          <img
            src={staticSrc}
            alt={alt}
            width={640}
            height={400}
            className="fc-location-map__image"
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            fetchPriority={priority ? 'high' : undefined}
          />
          {interactiveSrc ? (
            <button
              type="button"
              className={cn(
                buttonVariants({ variant: 'secondary', size: 'sm' }),
                'fc-location-map__show',
              )}
              onClick={() => {
                asked.current = true;
                setShown(true);
              }}
            >
              {showLabel}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
}
