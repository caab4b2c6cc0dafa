import {
  emptySearchState,
  FINDER_PRICE_SLIDER,
  formatCount,
  formatDollars,
  type SliderRange,
  searchStateToRequest,
  viewInRangeLabel,
  zeroFoundLabel,
} from '@forecourt/core';
import { searchStateToUrl } from '@forecourt/search';
import { Button, RangeSlider } from '@forecourt/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useStorefront } from '../context';
import './finance.css';

export type PriceRangeFinderProps = {
  /** 'Car' or 'Caravan': the button reads 'View {cartype}s In This Range'. */
  cartype: string;
  headingLevel?: 2 | 3;
  className?: string;
};

/** Debounce: sliders 400 ms (docs/rules.md#search-state). */
const SLIDER_DEBOUNCE_MS = 400;

const initial: SliderRange = { min: FINDER_PRICE_SLIDER.min, max: FINDER_PRICE_SLIDER.max };

/**
 * Sliders: the finder's price slider, 5000..250000 in steps of 500,
 * and its results button (docs/rules.md#sliders). The count of cars in the range is asked of the site's
 * search 400 ms after the shopper stops moving (a failed count keeps the button
 * as it was, docs/rules.md#search-state); with none in range the button reads
 * '0 {cartype}s Found' and is disabled.
 */
export function PriceRangeFinder({ cartype, headingLevel = 2, className }: PriceRangeFinderProps) {
  const { client, site, logger } = useStorefront();
  const id = useId();
  const [range, setRange] = useState<SliderRange>(initial);
  const [count, setCount] = useState<number | null>(null);
  const asked = useRef(0);

  useEffect(() => {
    const ask = ++asked.current;
    const timer = setTimeout(() => {
      const state = { ...emptySearchState(), ranges: { price: range } };
      client.search({ ...searchStateToRequest(state, 1), facets: [] }).then(
        (answer) => {
          if (ask === asked.current) setCount(answer.count);
        },
        (error: unknown) =>
          logger({ level: 'error', message: 'price finder count failed', data: error }),
      );
    }, SLIDER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [client, logger, range]);

  const href = searchStateToUrl(
    { ...emptySearchState(), ranges: { price: range } },
    { basePath: site.carsPath },
  );
  const none = count === 0;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const plural = `${cartype.toLowerCase()}s`;
  return (
    <section
      className={['fc-price-finder', className].filter(Boolean).join(' ')}
      data-slot="price-finder"
      aria-labelledby={`${id}-heading`}
    >
      <Heading id={`${id}-heading`} className="fc-price-finder__heading">
        Shop by price
      </Heading>
      <RangeSlider
        label="Price range"
        range={initial}
        step={FINDER_PRICE_SLIDER.step}
        value={range}
        onValueChange={setRange}
        formatValue={formatDollars}
        minThumbLabel="Lowest price"
        maxThumbLabel="Highest price"
      />
      <p className="fc-price-finder__count" role="status" data-slot="price-finder-count">
        {count === null
          ? ''
          : `${formatCount(count)} ${count === 1 ? cartype.toLowerCase() : plural} from ${formatDollars(range.min)} to ${formatDollars(range.max)}`}
      </p>
      {none ? (
        <Button size="lg" disabled>
          {zeroFoundLabel(cartype)}
        </Button>
      ) : (
        <Button asChild size="lg">
          <a href={href}>{viewInRangeLabel(cartype)}</a>
        </Button>
      )}
    </section>
  );
}
