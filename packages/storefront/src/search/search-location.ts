// Where the search page's URLs go. A refinement pushes a history entry with the
// URL the search codec wrote; back and forward hand the restored URL to the
// search machine (`urlChanged`), which searches without routing again.
//
// The browser one uses the History API directly rather than the app router:
// the search machine already fetches the answer, so a router round trip would
// search twice. Vike leaves history entries pushed this way to the page when
// back/forward stays on the same page, and renders the other page otherwise.

export type SearchLocation = {
  push(url: string): void;
  /** Calls back with the new path and query after back/forward; returns the unsubscribe. */
  subscribe(listener: (url: string) => void): () => void;
};

function currentUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export const browserSearchLocation: SearchLocation = {
  push(url) {
    if (typeof window === 'undefined' || url === currentUrl()) return;
    window.history.pushState(null, '', url);
  },
  subscribe(listener) {
    if (typeof window === 'undefined') return () => {};
    const onPop = () => listener(currentUrl());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  },
};

/** An in-memory history for tests and previews: `back()` and `forward()` notify like popstate. */
export function memorySearchLocation(initial: string) {
  const entries = [initial];
  let index = 0;
  const listeners = new Set<(url: string) => void>();
  const go = (delta: number) => {
    const next = index + delta;
    if (next < 0 || next >= entries.length) return;
    index = next;
    for (const listener of listeners) listener(entries[index] as string);
  };
  return {
    push(url: string) {
      entries.splice(index + 1, entries.length, url);
      index = entries.length - 1;
    },
    subscribe(listener: (url: string) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    back: () => go(-1),
    forward: () => go(1),
    get url() {
      return entries[index] as string;
    },
    get entries() {
      return [...entries];
    },
  } satisfies SearchLocation & Record<string, unknown>;
}
