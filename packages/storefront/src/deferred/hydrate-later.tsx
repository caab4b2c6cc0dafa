import { type ReactNode, Suspense, useEffect, useRef } from 'react';

// A server-rendered page is made live by React in the browser. Done in one go, a
// long page (a search page's filters and 24 cards) ends in one commit of every
// handler, ref and effect: on a phone that is a task of 100 ms or more, and the
// page answers no tap meanwhile (Total Blocking Time). A part wrapped in
// `HydrateLater` is its own Suspense boundary: React makes the page's frame live
// first and then each such part in a task of its own, and a tap on a part that is
// not live yet makes that part live at once and is then handled.
//
// Each part carries a hidden mark, so the page can tell when every part it was
// served with is live (`whenPageLive`; the browser tests wait for it).

const MARK = 'data-hydrate-later';
const liveMarks = new WeakSet<Element>();
const listeners = new Set<() => void>();

function PartMark() {
  const mark = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (!mark.current) return;
    liveMarks.add(mark.current);
    for (const listener of [...listeners]) listener();
  }, []);
  return <span ref={mark} hidden data-hydrate-later="" />;
}

/** A part of the page that React may make live after the page's frame. */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <PartMark />
    </Suspense>
  );
}

/**
 * Calls `live` once every `HydrateLater` part in the document is live (at once
 * when there are none, or all are). Returns a function that cancels the call.
 */
export function whenPageLive(live: () => void, root: ParentNode = document): () => void {
  const allLive = () =>
    Array.from(root.querySelectorAll(`[${MARK}]`)).every((m) => liveMarks.has(m));
  if (allLive()) {
    live();
    return () => {};
  }
  const check = () => {
    if (!allLive()) return;
    listeners.delete(check);
    live();
  };
  listeners.add(check);
  return () => listeners.delete(check);
}
