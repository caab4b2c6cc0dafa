import type { NearestLocationView } from '@forecourt/machines';
import { useNearestLocation } from '@forecourt/machines/react';
import { useEffect, useRef } from 'react';
import { useStorefront } from '../context';

export type NearestLocationEngineProps = {
  /** The postcode as the field holds it. */
  postcode: string;
  /** Counts the shopper's searches; each new one is sent to the machine. */
  searches: number;
  onView: (view: NearestLocationView) => void;
};

/**
 * The finder's machine (a chunk of its own, loaded when the shopper first reaches
 * for the postcode field): draws nothing, takes the field's searches and reports
 * what the machine makes of them.
 */
export default function NearestLocationEngine({
  postcode,
  searches,
  onView,
}: NearestLocationEngineProps) {
  const { client, logger } = useStorefront();
  const view = useNearestLocation({
    geocode: (value) => client.geocodePostcode(value),
    logger,
  });
  const handled = useRef(0);
  const { change, submit } = view;
  useEffect(() => {
    if (searches <= handled.current) return;
    handled.current = searches;
    change(postcode);
    submit();
  }, [searches, postcode, change, submit]);
  const { status, error, point, foundFor } = view;
  const typed = view.postcode;
  useEffect(() => {
    onView({ status, error, point, foundFor, postcode: typed });
  }, [status, error, point, foundFor, typed, onView]);
  return null;
}
