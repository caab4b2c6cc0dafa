import './locations.css';
import { POSTCODE_MAX_LENGTH } from '@forecourt/core';
import type { NearestLocationView } from '@forecourt/machines';
import { Button, TextField } from '@forecourt/ui';
import { type FormEvent, lazy, Suspense, useCallback, useState } from 'react';

// The finder's machine (XState) loads when the shopper first reaches for the
// field or the button, not with the page (docs/decisions/0007-page-budgets-and-deferred-code.md).
const loadEngine = () => import('./nearest-location-engine');
const NearestLocationEngine = lazy(loadEngine);

export type NearestLocationFinderProps = {
  /** Called with the postcode's point once found (null when the postcode could not be placed). */
  onFound: (found: { point: { lat: number; long: number }; postcode: string } | null) => void;
  /** What the box is called; 'Find your nearest dealership' by default. */
  heading?: string;
  className?: string;
};

/**
 * 'Find your nearest dealership' (docs/rules.md#nearest-dealership). A 4-digit postcode (docs/rules.md#postcode:
 * required, max length 4, 'Invalid postcode. Please enter a 4-digit number.')
 * is geocoded and the locations are ordered from it by distance; one the maps
 * service cannot place is 'Invalid postcode'. What happened is announced.
 */
export function NearestLocationFinder({
  onFound,
  heading = 'Find your nearest dealership',
  className,
}: NearestLocationFinderProps) {
  const [postcode, setPostcode] = useState('');
  const [searches, setSearches] = useState(0);
  const [live, setLive] = useState(false);
  const [view, setView] = useState<NearestLocationView | null>(null);
  const warm = () => {
    if (!live) setLive(true);
  };
  const onView = useCallback(
    (next: NearestLocationView) => {
      setView(next);
      if (next.status === 'found' && next.point && next.foundFor) {
        onFound({ point: next.point, postcode: next.foundFor });
      } else if (next.status === 'invalid' || next.status === 'not-found') {
        onFound(null);
      }
    },
    [onFound],
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setLive(true);
    setSearches((n) => n + 1);
  };
  const locating = view?.status === 'locating';
  const announcement =
    view?.error ??
    (view?.status === 'found' && view.foundFor
      ? `Locations ordered by distance from ${view.foundFor}, nearest first.`
      : '');
  return (
    <section
      className={['fc-nearest', className].filter(Boolean).join(' ')}
      aria-labelledby="fc-nearest-heading"
      data-slot="nearest-location"
      data-state={view?.status ?? 'idle'}
    >
      <h2 id="fc-nearest-heading" className="fc-nearest__heading">
        {heading}
      </h2>
      <form className="fc-nearest__form" noValidate onSubmit={onSubmit}>
        <TextField
          label="Postcode"
          name="postcode"
          value={postcode}
          onChange={(event) => setPostcode(event.currentTarget.value)}
          onFocus={warm}
          onPointerEnter={warm}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={POSTCODE_MAX_LENGTH}
          required
          error={view?.error ?? undefined}
          className="fc-nearest__field"
        />
        <Button type="submit" loading={locating} onPointerEnter={warm} onFocus={warm}>
          Find nearest
        </Button>
      </form>
      <p className="fc-visually-hidden" role="status">
        {announcement}
      </p>
      {live ? (
        <Suspense fallback={null}>
          <NearestLocationEngine postcode={postcode} searches={searches} onView={onView} />
        </Suspense>
      ) : null}
    </section>
  );
}
