import { randomInt } from 'node:crypto';
import type { SplicedGzip } from './spliced-gzip';

// The render cache (docs/decisions/0006-vike-ssr-with-render-cache.md): rendered pages and search answers, kept per
// site, compressed once (spliced-gzip.ts), least recently used first out when
// the byte cap is reached, and never older than the maximum age. A site's
// entries are dropped when its stock changes (stock-view.ts tells the app
// which sites a change touches). Nothing here knows HTTP or what a page is.
//
// Some pages pick one of a few versions at random on each answer (docs/rules.md#promotional-tiles: the
// search page's promotional tile). Such a page tells the render which of how
// many it drew (`PageVariant`); the entry keeps one body per version, filled
// as requests draw them, and each answer draws again, so shoppers still see
// every version in turn.

/** How a page draws one of `count` versions; the cache decides which on a cached path. */
export type PageVariant = {
  /** The version to render, 0 ≤ n < count. */
  pick(count: number): number;
};

/** A picker that draws at random, or renders version `forced` when there is one. */
export function variantPicker(forced?: number): PageVariant & {
  readonly count: number;
  readonly index: number;
} {
  let count = 1;
  let index = 0;
  return {
    pick(n) {
      count = Math.max(1, Math.floor(n));
      index = forced !== undefined && forced < count ? forced : randomInt(count);
      return index;
    },
    get count() {
      return count;
    },
    get index() {
      return index;
    },
  };
}

export type CachedAnswer = {
  /** Response headers to send again (content type, cache-control…), lower-case names. */
  readonly headers: Readonly<Record<string, string>>;
  /** The body, with the response's nonce spliced into its holes. */
  readonly body: SplicedGzip;
};

type Entry = {
  site: string;
  expires: number;
  /** One answer per version of the page; empty slots are drawn and rendered later. */
  versions: (CachedAnswer | undefined)[];
  bytes: number;
};

export type CacheLookup =
  /** The drawn version is kept: answer it. */
  | { kind: 'hit'; answer: CachedAnswer }
  /**
   * Another request is rendering the drawn version: answer what it renders,
   * or render after all when that gives null (its answer was not kept).
   */
  | { kind: 'wait'; answer: Promise<CachedAnswer | null> }
  /**
   * Render, with `variant` (forced to the drawn version when one was drawn),
   * then call `done` with the answer to keep, or null when it is not to be
   * kept; requests that came in meanwhile wait for it.
   */
  | {
      kind: 'miss';
      variant: ReturnType<typeof variantPicker>;
      done(answer: CachedAnswer | null): void;
    };

export type RenderCacheOptions = {
  /** Compressed bytes kept at most (bodies plus a small allowance per entry). */
  maxBytes: number;
  /** How long an entry may be answered, in milliseconds. */
  maxAgeMs: number;
  clock?: () => number;
};

/** 64 MB of compressed answers per process, none older than a minute. */
export const DEFAULT_RENDER_CACHE: RenderCacheOptions = {
  maxBytes: 64 * 1024 * 1024,
  maxAgeMs: 60_000,
};

export type RenderCacheStats = {
  entries: number;
  bytes: number;
  hits: number;
  misses: number;
  /** Requests that waited for another request's render of the same page. */
  waits: number;
  invalidations: number;
};

/** What an entry costs beyond its bodies: key, headers, bookkeeping. */
const ENTRY_OVERHEAD = 512;

export type RenderCache = ReturnType<typeof createRenderCache>;

export function createRenderCache(options: RenderCacheOptions) {
  const clock = options.clock ?? Date.now;
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, Entry>();
  // A site's generation moves on each invalidation, so a render that began
  // before a stock change is never stored after it.
  const generations = new Map<string, number>();
  let bytes = 0;
  const stats = { hits: 0, misses: 0, waits: 0, invalidations: 0 };

  const remove = (key: string, entry: Entry) => {
    entries.delete(key);
    bytes -= entry.bytes;
  };

  const generationOf = (site: string) => generations.get(site) ?? 0;

  /** Renders under way, by key and drawn version, with whoever waits for them. */
  const rendering = new Map<string, ((answer: CachedAnswer | null) => void)[]>();

  function store(
    key: string,
    site: string,
    variant: { count: number; index: number },
    answer: CachedAnswer,
  ): void {
    const size = answer.body.bytes + ENTRY_OVERHEAD;
    if (size > options.maxBytes) return;
    let entry = entries.get(key);
    if (entry && (entry.versions.length !== variant.count || entry.expires <= clock())) {
      remove(key, entry);
      entry = undefined;
    }
    if (!entry) {
      entry = {
        site,
        expires: clock() + options.maxAgeMs,
        versions: new Array(variant.count).fill(undefined),
        bytes: 0,
      };
    } else {
      entries.delete(key);
    }
    const previous = entry.versions[variant.index];
    const added = size - (previous ? previous.body.bytes + ENTRY_OVERHEAD : 0);
    entry.versions[variant.index] = answer;
    entry.bytes += added;
    bytes += added;
    entries.set(key, entry);
    for (const [oldest, old] of entries) {
      if (bytes <= options.maxBytes) break;
      remove(oldest, old);
    }
  }

  function miss(key: string, site: string, drawn: number | undefined): CacheLookup {
    // A page not seen yet has no versions to draw from: requests for it share one render.
    const slot = `${key}#${drawn ?? '?'}`;
    const waiting = rendering.get(slot);
    if (waiting) {
      stats.waits++;
      return { kind: 'wait', answer: new Promise((resolve) => waiting.push(resolve)) };
    }
    stats.misses++;
    const waiters: ((answer: CachedAnswer | null) => void)[] = [];
    rendering.set(slot, waiters);
    const generation = generationOf(site);
    const variant = variantPicker(drawn);
    return {
      kind: 'miss',
      variant,
      done(answer) {
        rendering.delete(slot);
        // A render that began before the site's stock changed is neither kept
        // nor handed to requests that came in after the change.
        const current = answer !== null && generation === generationOf(site) ? answer : null;
        if (current) store(key, site, variant, current);
        for (const resolve of waiters) resolve(current);
      },
    };
  }

  return {
    /** Finds the answer for `key`, drawing the version to answer when the page has several. */
    lookup(key: string, site: string): CacheLookup {
      const entry = entries.get(key);
      if (entry && entry.expires <= clock()) remove(key, entry);
      else if (entry) {
        const drawn = entry.versions.length > 1 ? randomInt(entry.versions.length) : 0;
        const answer = entry.versions[drawn];
        if (!answer) return miss(key, site, drawn);
        entries.delete(key);
        entries.set(key, entry);
        stats.hits++;
        return { kind: 'hit', answer };
      }
      return miss(key, site, undefined);
    },

    /** Drops every entry of the site, and any render of it under way is not stored. */
    invalidateSite(site: string): void {
      generations.set(site, generationOf(site) + 1);
      stats.invalidations++;
      for (const [key, entry] of entries) if (entry.site === site) remove(key, entry);
    },

    stats(): RenderCacheStats {
      return { entries: entries.size, bytes, ...stats };
    },
  };
}
