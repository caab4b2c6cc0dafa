import { describe, expect, it } from 'vitest';
import { type CachedAnswer, type CacheLookup, createRenderCache } from './render-cache';
import { spliceGzip } from './spliced-gzip';

// The render cache's bookkeeping: least recently used out past the byte cap,
// the maximum age, a site's entries dropped on invalidation (and a render that
// began before it never kept), requests for a page being rendered waiting for
// that render, and pages that come in several versions.

function answer(text: string): CachedAnswer {
  return { headers: { 'content-type': 'text/html' }, body: spliceGzip(Buffer.from(text), '') };
}

function miss(found: CacheLookup) {
  if (found.kind !== 'miss') throw new Error(`expected a miss, got a ${found.kind}`);
  return found;
}

function render(cache: ReturnType<typeof createRenderCache>, key: string, site: string) {
  miss(cache.lookup(key, site)).done(answer(`${key} of ${site}`));
}

describe('render cache', () => {
  it('answers what it kept, until the maximum age', () => {
    let clock = 0;
    const cache = createRenderCache({ maxBytes: 1e6, maxAgeMs: 1_000, clock: () => clock });
    render(cache, 'a /', 'a');
    expect(cache.lookup('a /', 'a')).toMatchObject({ kind: 'hit' });
    clock = 999;
    expect(cache.lookup('a /', 'a')).toMatchObject({ kind: 'hit' });
    clock = 1_000;
    miss(cache.lookup('a /', 'a')).done(null);
    expect(cache.stats()).toMatchObject({ entries: 0, bytes: 0, hits: 2, misses: 2 });
  });

  it('drops the least recently used entries past its byte cap', () => {
    const one = answer('1 of s').body.bytes + 512;
    const cache = createRenderCache({ maxBytes: one * 2, maxAgeMs: 60_000 });
    render(cache, '1', 's');
    render(cache, '2', 's');
    expect(cache.lookup('1', 's').kind).toBe('hit'); // 1 is now the most recent
    render(cache, '3', 's');
    miss(cache.lookup('2', 's')).done(null);
    expect(cache.lookup('1', 's').kind).toBe('hit');
    expect(cache.lookup('3', 's').kind).toBe('hit');
    expect(cache.stats().bytes).toBeLessThanOrEqual(one * 2);
  });

  it('drops only the invalidated site, and never keeps a render that began before', async () => {
    const cache = createRenderCache({ maxBytes: 1e6, maxAgeMs: 60_000 });
    render(cache, 'a /', 'a');
    render(cache, 'b /', 'b');
    const during = miss(cache.lookup('a /cars/x', 'a'));
    const waiting = cache.lookup('a /cars/x', 'a');
    expect(waiting.kind).toBe('wait');
    cache.invalidateSite('a');
    during.done(answer('stale'));
    // The request that waited renders for itself: it may have come after the change.
    expect(await (waiting as { answer: Promise<CachedAnswer | null> }).answer).toBeNull();
    miss(cache.lookup('a /cars/x', 'a')).done(null);
    miss(cache.lookup('a /', 'a')).done(null);
    expect(cache.lookup('b /', 'b').kind).toBe('hit');
  });

  it('lets requests for a page being rendered wait for that render', async () => {
    const cache = createRenderCache({ maxBytes: 1e6, maxAgeMs: 60_000 });
    const first = miss(cache.lookup('a /search', 'a'));
    const others = [cache.lookup('a /search', 'a'), cache.lookup('a /search', 'a')];
    expect(others.map((o) => o.kind)).toEqual(['wait', 'wait']);
    const rendered = answer('the page');
    first.done(rendered);
    for (const other of others) {
      expect(await (other as { answer: Promise<CachedAnswer | null> }).answer).toBe(rendered);
    }
    expect(cache.stats()).toMatchObject({ misses: 1, waits: 2 });
    // An answer that is not kept (a 404, an error) is not handed on either.
    const notFound = miss(cache.lookup('a /cars/gone', 'a'));
    const waiter = cache.lookup('a /cars/gone', 'a') as { answer: Promise<CachedAnswer | null> };
    notFound.done(null);
    expect(await waiter.answer).toBeNull();
  });

  it('keeps one answer per version of a page and draws a version on every lookup', () => {
    const cache = createRenderCache({ maxBytes: 1e6, maxAgeMs: 60_000 });
    const seen = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const found = cache.lookup('a /search', 'a');
      if (found.kind === 'hit') {
        seen.add(found.answer.body.lengths[0] as number);
        continue;
      }
      // The page draws among three versions, as the search page draws its promotional tile.
      const drawn = miss(found).variant.pick(3);
      miss(found).done(answer('v'.repeat(drawn + 1)));
    }
    expect([...seen].sort()).toEqual([1, 2, 3]);
    expect(cache.stats()).toMatchObject({ entries: 1, misses: 3 });
  });
});
