import type { PublicHit } from '@forecourt/core';
import type { SearchUrlOptions } from '@forecourt/search';
import type { SearchCardSettings } from './card-view';
import { FinanceFootnote } from './finance-footnote';
import { SearchResultCard } from './result-card';
import './search.css';

export type CarCardListProps = {
  cars: readonly PublicHit[];
  settings: SearchCardSettings;
  urlOptions?: SearchUrlOptions;
  headingLevel?: 2 | 3 | 4;
  /**
   * Whether the first card's photo loads at once with high priority: the one list that
   * comes first on the page. Every other photo loads lazily.
   */
  priority?: boolean;
};

/**
 * A list of cars outside the search page (the home page's latest stock, stock
 * rows): the same result card, the same rules and the same grid as a search
 * result, so a car reads the same wherever it is listed.
 */
export function CarCardList({
  cars,
  settings,
  urlOptions,
  headingLevel = 3,
  priority = false,
}: CarCardListProps) {
  return (
    <>
      <ul className="fc-search__grid" data-slot="car-card-list">
        {cars.map((car, index) => (
          <li key={car.id}>
            <SearchResultCard
              car={car}
              settings={settings}
              urlOptions={urlOptions}
              headingLevel={headingLevel}
              priority={priority && index === 0}
            />
          </li>
        ))}
      </ul>
      {cars.length > 0 ? <FinanceFootnote settings={settings} /> : null}
    </>
  );
}
