import type { IncomingMessage, ServerResponse } from 'node:http';
import { type SiteConfig, sitePages } from '@forecourt/core';
import { requestOrigin } from '../../page-data/request-origin';
import { CACHE_HEADER, sendCachedAnswer, wantsFreshAnswer } from '../http/cached-answers';
import { sendCompressed } from '../http/http';
import type { CachedAnswer, RenderCache } from '../http/render-cache';
import { spliceGzip } from '../http/spliced-gzip';
import type { RendererServices } from '../services/services';
import { siteStock } from './site-stock';
import {
  CHILD_SITEMAP_PATH,
  dataPagePaths,
  robotsTxt,
  SITEMAP_LIMITS,
  SITEMAP_PATH,
  type SitemapLimits,
  sitemapEntries,
  sitemapFile,
} from './sitemap';
import { VEHICLE_FEED_PATH, vehicleFeedCsv, vehicleFeedRows } from './vehicle-feed';

// The addresses through which a site's stock leaves the platform (docs/decisions/0019-stock-leaves-as-sitemaps-and-listing-feeds.md):
// /robots.txt, /sitemap.xml (with /sitemap-{n}.xml once it is split) and the
// Google vehicle listings feed. Answered before the pages, on the site the
// Host resolved to, with addresses on the request's own origin: https on the
// site's configured domains, http otherwise ({slug}.localhost in the demo)
// (requestOrigin, the same the pages' canonical links use). The sitemap and
// the feed are kept in the render cache per Host and path, so they are built
// once a minute at most and again as soon as the site's stock changes.

export type StockExportContext = {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  site: SiteConfig;
  services: RendererServices;
  now: () => Date;
  cache?: RenderCache | null;
  /** The size of one sitemap file before it is split (the protocol's by default). */
  sitemapLimits?: SitemapLimits;
};

export const ROBOTS_PATH = '/robots.txt';

/** Whether a path is one of the stock exports (answered here, not by a page). */
export function isStockExportPath(pathname: string): boolean {
  return (
    pathname === ROBOTS_PATH ||
    pathname === SITEMAP_PATH ||
    pathname === VEHICLE_FEED_PATH ||
    CHILD_SITEMAP_PATH.test(pathname)
  );
}

/** Crawlers and feed readers may keep an answer five minutes. */
const CACHE_CONTROL = 'public, max-age=300';

type Built = { contentType: string; body: string } | null;

async function build(ctx: StockExportContext, origin: string): Promise<Built> {
  const path = ctx.url.pathname;
  const now = ctx.now();
  const stock = await siteStock(ctx.services, ctx.site, now);
  if (path === VEHICLE_FEED_PATH) {
    return {
      contentType: 'text/csv; charset=utf-8; header=present',
      body: vehicleFeedCsv(vehicleFeedRows(stock, ctx.site, origin)),
    };
  }
  const [locations, models, offers] = await Promise.all([
    ctx.services.locations(ctx.site),
    ctx.services.models(),
    ctx.services.offers(),
  ]);
  const dataPages = dataPagePaths(ctx.site, { locations, models, offers }, now);
  const pages = sitePages(ctx.site, { models, offers });
  const entries = sitemapEntries(ctx.site, stock, origin, now, pages, dataPages);
  const xml = sitemapFile(path, entries, origin, ctx.sitemapLimits ?? SITEMAP_LIMITS);
  return xml === null ? null : { contentType: 'application/xml; charset=utf-8', body: xml };
}

function notFound(res: ServerResponse): void {
  const body = 'Not found\n';
  res.writeHead(404, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
  });
  res.end(body);
}

export async function handleStockExport(ctx: StockExportContext): Promise<void> {
  const { req, res } = ctx;
  req.resume();
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD', 'cache-control': 'no-store' });
    res.end();
    return;
  }
  const host = req.headers.host;
  const origin = requestOrigin(host, ctx.site);
  const path = ctx.url.pathname;
  // Every address here is absolute; without an origin to name there is no answer.
  if (origin === '') {
    notFound(res);
    return;
  }
  if (path === ROBOTS_PATH) {
    await sendCompressed(
      req,
      res,
      200,
      { 'content-type': 'text/plain; charset=utf-8', 'cache-control': CACHE_CONTROL },
      robotsTxt(origin),
    );
    return;
  }

  // The answer names its origin, so it is kept by Host and path (any query is ignored).
  const cache = ctx.cache && !wantsFreshAnswer(req) ? ctx.cache : null;
  const key = `stock-export ${(host ?? '').toLowerCase()} ${path}`;
  const found = cache?.lookup(key, ctx.site.slug);
  if (found?.kind === 'hit') {
    sendCachedAnswer(req, res, found.answer, '', {}, 'hit');
    return;
  }
  if (found?.kind === 'wait') {
    const shared = await found.answer;
    if (shared) {
      sendCachedAnswer(req, res, shared, '', {}, 'hit');
      return;
    }
  }
  const miss = found?.kind === 'miss' ? found : null;
  let kept: CachedAnswer | null = null;
  try {
    const built = await build(ctx, origin);
    if (!built) {
      notFound(res);
      return;
    }
    const headers = { 'content-type': built.contentType, 'cache-control': CACHE_CONTROL };
    if (!miss) {
      await sendCompressed(req, res, 200, { ...headers, [CACHE_HEADER]: 'bypass' }, built.body);
      return;
    }
    kept = { headers, body: spliceGzip(Buffer.from(built.body), '') };
    sendCachedAnswer(req, res, kept, '', {}, 'miss');
  } finally {
    miss?.done(kept);
  }
}
