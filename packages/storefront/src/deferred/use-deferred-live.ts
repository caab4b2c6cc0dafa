import { type ComponentType, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { activeControl, focusControl } from './focus-carry';

// A widget drawn at once without its heavy code (budgets) and swapped
// for its live version when the shopper reaches for it: `load` imports the live
// component once (again only after a failed import), the control that had the
// focus is named before the swap and, by default, focused again at its commit,
// so no key pressed in between is lost.

export type DeferredLive<P> = {
  /** The live component once it has loaded; null until then. */
  Live: ComponentType<P> | null;
  /** Starts the import; safe to call on every pointer and focus event. */
  load: () => void;
  /** The element around both versions; the focus is carried inside it. */
  container: React.RefObject<HTMLDivElement | null>;
};

export function useDeferredLive<P>(
  importLive: () => Promise<ComponentType<P>>,
  onError: (error: unknown) => void,
  /** What the swap does at its commit; by default, the focus goes back where it was. */
  onLive: (root: HTMLElement | null, carried: string | null) => void = focusControl,
): DeferredLive<P> {
  const [Live, setLive] = useState<ComponentType<P> | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const carried = useRef<string | null>(null);
  const loading = useRef(false);
  // The latest callbacks, so `load` stays one function for the widget's life.
  const latest = useRef({ importLive, onError, onLive });
  latest.current = { importLive, onError, onLive };

  const load = useCallback(() => {
    // Called on every pointer and focus event until the swap: the control the
    // shopper is on now is the one to focus again, even if they moved on after
    // the code arrived and before the live version was committed.
    carried.current = activeControl(container.current);
    if (loading.current) return;
    loading.current = true;
    latest.current.importLive().then(
      (component) => {
        carried.current = activeControl(container.current);
        setLive(() => component);
      },
      (error: unknown) => {
        loading.current = false;
        latest.current.onError(error);
      },
    );
  }, []);

  useLayoutEffect(() => {
    if (Live) latest.current.onLive(container.current, carried.current);
  }, [Live]);

  return { Live, load, container };
}
