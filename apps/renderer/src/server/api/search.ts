import { MAX_SUGGEST_INPUT, publicSearchResult } from '@forecourt/core';
import { isSearchUnavailable } from '../../page-data/search-unavailable';
import { sendCachedAnswer, wantsFreshAnswer } from '../http/cached-answers';
import { sendError, sendJson } from '../http/http';
import type { CachedAnswer } from '../http/render-cache';
import { spliceGzip } from '../http/spliced-gzip';
import { type ApiContext, apiErrors } from './context';
import type { RouteInput } from './gate';

// The search API: POST /api/search (the results page's filters and paging) and
// GET /api/suggest (the search box's suggestions), both answered from the
// site's own search and kept in the render cache.

/** Search bodies are filters and paging: a few hundred bytes, at most a few KB. */
export const MAX_SEARCH_BODY_BYTES = 16 * 1024;

export const searchErrors = { invalid: 'The search request is not valid.' } as const;

/**
 * Answers JSON made by `make`, kept in the render cache by `key` (per site) and
 * shared by requests that ask for it while it is being made. A hosted search
 * that fails gives a 503 (not kept): the shopper's page keeps what it showed
 * and offers to try again.
 */
async function answerKept(ctx: ApiContext, key: string, make: () => Promise<unknown>) {
  const cache = ctx.cache && !wantsFreshAnswer(ctx.req) ? ctx.cache : null;
  const found = cache?.lookup(key, ctx.site.slug);
  if (found?.kind === 'hit') {
    sendCachedAnswer(ctx.req, ctx.res, found.answer, '', {}, 'hit');
    return;
  }
  if (found?.kind === 'wait') {
    const shared = await found.answer;
    if (shared) {
      sendCachedAnswer(ctx.req, ctx.res, shared, '', {}, 'hit');
      return;
    }
  }
  const miss = found?.kind === 'miss' ? found : null;
  let kept: CachedAnswer | null = null;
  try {
    let answer: unknown;
    try {
      answer = await make();
    } catch (error) {
      if (!isSearchUnavailable(error)) throw error;
      sendError(ctx.res, 503, apiErrors.searchUnavailable, {}, { 'retry-after': '5' });
      return;
    }
    if (!miss) {
      sendJson(ctx.res, 200, answer, { 'x-render-cache': 'bypass' });
      return;
    }
    kept = {
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
      body: spliceGzip(Buffer.from(JSON.stringify(answer)), ''),
    };
    sendCachedAnswer(ctx.req, ctx.res, kept, '', {}, 'miss');
  } finally {
    miss?.done(kept);
  }
}

/** POST /api/search: one page of the site's search for the request's filters (parsed by the gate). */
export async function search(ctx: ApiContext, { body }: RouteInput<'search'>): Promise<void> {
  // The answer depends on the site and the parsed request alone (defaults
  // filled in, unknown fields dropped), so that is what it is kept by.
  await answerKept(ctx, `search ${ctx.site.slug} ${JSON.stringify(body)}`, async () => {
    // The services scope the search to the site's dealerships; the body cannot widen it.
    const result = await ctx.services.search(ctx.site, body, ctx.now());
    // Each hit carries only what a result card shows (core's public hit projection).
    return publicSearchResult(result, ctx.site);
  });
}

/**
 * GET /api/suggest?q=: the search box's suggestions for what the shopper has
 * typed, from the site's own search and counted by it.
 */
export async function suggest(ctx: ApiContext, { query }: RouteInput<'suggest'>): Promise<void> {
  const input = query.q;
  if (input.length > MAX_SUGGEST_INPUT) {
    sendError(ctx.res, 400, apiErrors.suggestTooLong);
    return;
  }
  await answerKept(ctx, `suggest ${ctx.site.slug} ${input}`, () =>
    ctx.services.suggest(ctx.site, input, ctx.now()),
  );
}
