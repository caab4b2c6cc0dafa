import {
  carTypeLabel,
  formatDollars,
  formatFeet,
  formatKg,
  formatKm,
  type NumericRange,
  offRoadRatingLabel,
  type QueryReading,
  type QueryUnderstanding,
} from '@forecourt/core';
import { Chip } from '@forecourt/ui';

// What the search made of the shopper's words (docs/decisions/0004-query-understanding-for-both-backends.md): 'white suv under 30k' is
// searched as colour White, body SUV and a price up to $30,000. Each piece is shown
// beside the results as a chip the shopper can remove; removing one searches again
// with the words of that piece left out.

const capital = (text: string) => (text === '' ? text : text[0]?.toUpperCase() + text.slice(1));

function rangeLabel(
  facet: Extract<QueryReading, { kind: 'range' }>['facet'],
  range: NumericRange,
): string {
  const show =
    facet === 'price'
      ? formatDollars
      : facet === 'km'
        ? formatKm
        : facet === 'atm_kg' || facet === 'tare_kg'
          ? formatKg
          : facet === 'length_ft'
            ? formatFeet
            : (n: number) => String(n);
  const { min, max } = range;
  if (min !== null && max !== null) {
    return min === max ? show(min) : `${show(min)} to ${show(max)}`;
  }
  if (max !== null) return facet === 'year' ? `${show(max)} or older` : `Up to ${show(max)}`;
  if (min !== null) return facet === 'year' ? `${show(min)} or newer` : `From ${show(min)}`;
  return '';
}

const weightNames: Partial<Record<string, string>> = { atm_kg: 'ATM', tare_kg: 'Tare' };

/** The words a chip shows for one reading. */
export function readingLabel(reading: QueryReading): string {
  switch (reading.kind) {
    case 'model':
      return reading.models.join(' or ');
    case 'range': {
      const label = rangeLabel(reading.facet, reading.range);
      // A weight says whose it is: 'ATM up to 2,500 kg', 'Tare up to 1,800 kg'.
      const whose = weightNames[reading.facet];
      return whose ? `${whose} ${label.charAt(0).toLowerCase()}${label.slice(1)}` : label;
    }
    case 'refinement': {
      if (reading.facet === 'seats') {
        const least = Math.min(...reading.values.map(Number).filter(Number.isFinite));
        return Number.isFinite(least) ? `${least}+ seats` : reading.words;
      }
      if (reading.facet === 'car_type') {
        return reading.values
          .map((v) => (v === 'new' || v === 'used' || v === 'demo' ? carTypeLabel(v) : v))
          .join(' or ');
      }
      if (reading.facet === 'berths') {
        const least = Math.min(...reading.values.map(Number).filter(Number.isFinite));
        return Number.isFinite(least) ? `Sleeps ${least}+` : reading.words;
      }
      if (reading.facet === 'off_road_rating') {
        return reading.values.map(offRoadRatingLabel).join(' or ');
      }
      if (reading.facet === 'item_type') {
        return reading.values.map((v) => `${capital(v)}s`).join(' or ');
      }
      return reading.values.join(' or ');
    }
    case 'place':
      return `near ${reading.label}`;
    default:
      return reading satisfies never;
  }
}

/** The query searched again without the reading at `index`: the other readings' words and the words left. */
export function queryWithout(understood: QueryUnderstanding, index: number): string {
  return [
    ...understood.readings.filter((_, i) => i !== index).map((r) => r.words),
    understood.query,
  ]
    .filter((words) => words.trim() !== '')
    .join(' ');
}

export type UnderstoodQueryProps = {
  understood: QueryUnderstanding | undefined;
  /** The words as the shopper typed them: the chips follow their order. */
  query?: string;
  /** Searches again with this query. */
  onSearch: (query: string) => void;
  /**
   * Removing the place's chip: searches again with this query and without the place
   * (docs/rules.md#place-in-search); left out, it searches with the query alone.
   */
  onClearPlace?: (query: string) => void;
};

export function UnderstoodQuery({
  understood,
  query = '',
  onSearch,
  onClearPlace,
}: UnderstoodQueryProps) {
  if (!understood || understood.readings.length === 0) return null;
  const typed = query.toLowerCase();
  const at = (words: string) => {
    // A place from the postcode box has no words: it comes last.
    const found = words === '' ? -1 : typed.indexOf(words);
    return found < 0 ? typed.length : found;
  };
  const order = understood.readings
    .map((reading, index) => ({ reading, index }))
    .sort((a, b) => at(a.reading.words) - at(b.reading.words));
  return (
    <div className="fc-search__understood" data-slot="understood-query">
      <span className="fc-search__understood-label">Your search:</span>
      <ul>
        {order.map(({ reading, index }) => {
          const label = readingLabel(reading);
          return (
            <li key={`${reading.kind} ${reading.words}`}>
              <Chip
                removable
                aria-label={`Remove ${label}`}
                title={
                  reading.words === '' ? 'From your postcode' : `From your words “${reading.words}”`
                }
                onClick={() => {
                  const rest = queryWithout(understood, index);
                  if (reading.kind === 'place' && onClearPlace) onClearPlace(rest);
                  else onSearch(rest);
                }}
              >
                {label}
              </Chip>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
