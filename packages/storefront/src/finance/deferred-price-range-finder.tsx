import {
  emptySearchState,
  FINDER_PRICE_SLIDER,
  formatDollars,
  viewInRangeLabel,
} from '@forecourt/core';
import { searchStateToUrl } from '@forecourt/search';
import { Button } from '@forecourt/ui';
import { useEffect, useId } from 'react';
import { useStorefront } from '../context';
import { useDeferredLive } from '../deferred/use-deferred-live';
import type { PriceRangeFinderProps } from './price-range-finder';
import './finance.css';

// The slider (Radix) loads when the finder comes near the screen or the shopper
// reaches for it; until then the finder is its heading, the whole range and a
// working link to it, so it leads somewhere even before any script runs.
const loadLive = () => import('./price-range-finder').then((m) => m.PriceRangeFinder);

export function DeferredPriceRangeFinder(props: PriceRangeFinderProps) {
  const { site, logger } = useStorefront();
  const id = useId();
  const { Live, load, container } = useDeferredLive<PriceRangeFinderProps>(loadLive, (error) =>
    logger({ level: 'error', message: 'price finder failed to load', data: error }),
  );

  useEffect(() => {
    const node = container.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [load, container]);

  if (Live) {
    return (
      <div ref={container} data-slot="price-finder-host" data-state="live">
        <Live {...props} />
      </div>
    );
  }
  const range = { min: FINDER_PRICE_SLIDER.min, max: FINDER_PRICE_SLIDER.max };
  const Heading = (props.headingLevel ?? 2) === 2 ? 'h2' : 'h3';
  return (
    <div
      ref={container}
      data-slot="price-finder-host"
      data-state="preview"
      onPointerEnter={load}
      onFocusCapture={load}
    >
      <section
        className={['fc-price-finder', props.className].filter(Boolean).join(' ')}
        data-slot="price-finder"
        aria-labelledby={`${id}-heading`}
      >
        <Heading id={`${id}-heading`} className="fc-price-finder__heading">
          Shop by price
        </Heading>
        <p className="fc-price-finder__count">
          {`${formatDollars(range.min)} to ${formatDollars(range.max)}`}
        </p>
        <Button asChild size="lg">
          <a
            href={searchStateToUrl(
              { ...emptySearchState(), ranges: { price: range } },
              { basePath: site.carsPath },
            )}
          >
            {viewInRangeLabel(props.cartype)}
          </a>
        </Button>
      </section>
    </div>
  );
}
