import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chatPolicySources, type SiteConfig, templateNames } from '@forecourt/core';
import {
  clientAddressOf,
  GOOGLE_MAPS_EMBED_ORIGIN,
  parseTrustedProxies,
  SIMULATOR_WEBHOOK_PATH,
  type TrustedProxies,
} from '@forecourt/server';
import { createDevMiddleware, renderPage } from 'vike/server';
import type { Connect } from 'vite';
import { type SiteFrameData, siteFrameData } from '../page-data/site-frame';
import type { SiteRegistry } from '../site-registry/hosts';
import { apiErrors } from './api/context';
import { handleSimulatorWebhook } from './api/payments';
import { answerSiteRoute } from './api/routes';
import type { SitemapLimits } from './feeds/sitemap';
import { handleStockExport, isStockExportPath } from './feeds/stock-exports';
import { CACHE_HEADER, cacheablePageRequest, sendCachedAnswer } from './http/cached-answers';
import { devFsPlugin, devServerFs } from './http/dev-fs';
import {
  createExpensiveWork,
  DEFAULT_EXPENSIVE_WORK,
  type ExpensiveWorkOptions,
  WorkDropped,
  WorkRefused,
} from './http/expensive-work';
import { sendCompressed, sendError } from './http/http';
import { rendererLog } from './http/logger';
import { withProcessLock } from './http/process-lock';
import {
  type CachedAnswer,
  createRenderCache,
  DEFAULT_RENDER_CACHE,
  type RenderCache,
  type RenderCacheOptions,
  variantPicker,
} from './http/render-cache';
import { hostProblem, originFormTarget, pageTarget, targetUrl } from './http/request-target';
import {
  contentSecurityPolicy,
  createNonce,
  isServiceBookingPath,
  securityHeaders,
  serviceBookingSource,
} from './http/security';
import { spliceGzip } from './http/spliced-gzip';
import { createStaticHandler } from './http/static';
import {
  answerOverBudget,
  CAR_PDF_PATH,
  DEFAULT_TIME_BUDGETS,
  hasTimeBudget,
  requestKind,
  type TimeBudgets,
  watchTimeBudget,
} from './http/time-budget';
import { createImageCache, DEFAULT_IMAGE_CACHE, type ImageCache } from './images/image-cache';
import { type PageStyles, readPageStyles } from './render/inline-style';
import { scriptsAfterPhoto, waitsForPhoto } from './render/photo-first';
import { startPageHtml } from './render/start-page';
import { shopperLimiters } from './services/rate-limits';
import type { Readiness, RendererServices } from './services/services';

// The renderer's HTTP entry: answers the health probes on any host, resolves
// the site from the Host header once, then answers the API, the image endpoint, the make logos, the browser files (Vite's dev middleware,
// or the built dist/client) and finally the pages through Vike.

export type RendererMode = 'development' | 'production';

export type CreateAppOptions = {
  /** The renderer folder (vite.config.ts, pages/, dist/). */
  root: string;
  mode: RendererMode;
  registry: SiteRegistry;
  services: RendererServices;
  /**
   * The time every page, search answer, sitemap and feed is made for (sold window,
   * 'listed N days ago', years): the demo's FORECOURT_CLOCK, @forecourt/server's
   * clock.ts; the real clock by default.
   */
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
  /**
   * Development: the server the app is mounted on, so Vite's hot reload shares
   * its port; without it hot reload is off (tests), and no second port is opened.
   */
  httpServer?: Server;
  /**
   * The render cache (render-cache.ts): pages and search answers kept per
   * site and dropped when the site's stock changes. On by default in
   * production, off in development (the sources change under the server);
   * false turns it off.
   */
  renderCache?: RenderCacheOptions | false;
  /**
   * The reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY,
   * @forecourt/server's client-address.ts); none by default, so the socket's
   * address is the shopper's.
   */
  trustedProxies?: TrustedProxies;
  /** Phone reveals per shopper and minute (PHONE_REVEAL_RATE_LIMIT); 30 by default, 0 for none. */
  revealRateLimit?: number;
  /** Postcode lookups, rego lookups and valuations per shopper and minute, one allowance; 20 by default, 0 for none. */
  geocodeRateLimit?: number;
  /** When a site's sitemap is split into an index and parts (sitemap.ts); the protocol's limits by default. */
  sitemapLimits?: SitemapLimits;
  /**
   * How long each kind of request may take before it is answered 503
   * (http/time-budget.ts); on by default in production, off in development
   * (Vite compiles a page on its first request); false turns them off.
   */
  timeBudgets?: TimeBudgets | false;
  /** The limiter of photo resizing and PDF drawing (http/expensive-work.ts); its defaults otherwise. */
  expensiveWork?: ExpensiveWorkOptions;
};

/** Phone reveals a shopper may make in a minute: far above anyone reading car pages. */
export const DEFAULT_REVEAL_RATE_LIMIT = 30;
/** Postcode lookups a shopper may make in a minute (each may be a paid call to Google). */
export const DEFAULT_GEOCODE_RATE_LIMIT = 20;

export type RendererApp = {
  handle(req: IncomingMessage, res: ServerResponse): void;
  /** The app's render cache, or null when it keeps none. */
  renderCache: RenderCache | null;
  /**
   * The process is shutting down: from now on /readyz answers 503, so a load
   * balancer stops sending requests; the rest is answered as before.
   */
  drain(): void;
  close(): Promise<void>;
};

/** What a client refused expensive work is told (docs/operations.md#expensive-work). */
export const WORK_REFUSED_MESSAGES = {
  429: 'Too many images or documents have been asked for from your connection. Please wait a moment and try again.',
  503: 'The server is busy. Please try again shortly.',
} as const;

/** The probes load balancers and orchestrators send, answered on every host. */
export const PROBE_PATHS = { health: '/healthz', ready: '/readyz' } as const;

/** The production build's server entry; importing it hands the build to Vike. */
export function serverEntry(root: string): string {
  return path.join(root, 'dist', 'server', 'entry.mjs');
}

function badRequest(req: IncomingMessage, res: ServerResponse, reason: string): void {
  req.resume();
  const body = `Bad request: ${reason}\n`;
  res.writeHead(400, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
  });
  res.end(body);
}

function plainNotFound(res: ServerResponse): void {
  // Names no site: a stranger learns nothing about which hosts are served here.
  const body = 'Not found\n';
  res.writeHead(404, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
  });
  res.end(body);
}

export async function createApp(options: CreateAppOptions): Promise<RendererApp> {
  const { root, mode, registry, services } = options;
  const dev = mode === 'development';
  const now = options.now ?? (() => new Date());
  const log = options.log ?? rendererLog;
  // Each site's frame data is made once: the models and offers change only with a deploy or a
  // re-seed, like the site configurations.
  const [models, offers] = await Promise.all([services.models(), services.offers()]);
  const frames = new Map<string, SiteFrameData>(
    registry.sites.map((s) => [s.slug, siteFrameData(s, { models, offers })]),
  );
  const cacheOptions = options.renderCache ?? (dev ? false : DEFAULT_RENDER_CACHE);
  const cache = cacheOptions ? createRenderCache(cacheOptions) : null;
  // Resized photos, kept in development too (a photo's bytes are its key).
  const images = createImageCache(DEFAULT_IMAGE_CACHE);
  const work = createExpensiveWork(options.expensiveWork ?? DEFAULT_EXPENSIVE_WORK);
  const budgets = options.timeBudgets ?? (dev ? false : DEFAULT_TIME_BUDGETS);
  const trusted = options.trustedProxies ?? parseTrustedProxies(undefined);
  // Counted in the database, shared by every process (services/rate-limits.ts).
  const limiters = shopperLimiters(
    services.rateLimits,
    {
      reveal: options.revealRateLimit ?? DEFAULT_REVEAL_RATE_LIMIT,
      lookups: options.geocodeRateLimit ?? DEFAULT_GEOCODE_RATE_LIMIT,
    },
    log,
  );
  const revealLimiter = limiters.reveal;
  // Rego lookups and valuations share the postcode lookups' one allowance: each may be a paid call.
  const geocodeLimiter = limiters.lookups;
  const tradeInLimiter = limiters.lookups;
  // A stock change drops the pages and search answers of every site it touched.
  const stopInvalidating = cache
    ? services.onStockChange((sites) => {
        for (const slug of sites) cache.invalidateSite(slug);
      })
    : () => {};

  let devMiddleware: Connect.Server | null = null;
  let closeVite = async () => {};
  let serveStatic: ReturnType<typeof createStaticHandler> | null = null;
  let pageStyles: PageStyles | null = null;
  if (dev) {
    const fs = devServerFs(root);
    // Vike loads pages/+config.ts and each +route.ts by writing it, compiled, next
    // to itself under a name made from its content, and deletes that file once
    // imported. Two development servers of one checkout starting at once (the
    // test files run side by side) write the same file, and one can delete it
    // before the other has imported it: that server then answers every page
    // with a 500. They start one at a time instead.
    const created = await withProcessLock(`vike-config:${root}`, () =>
      createDevMiddleware({
        root,
        // Vite's own host check would refuse production domains; only hosts the
        // registry knows ever reach Vite (an unknown host is answered 404 first).
        viteConfig: {
          server: {
            allowedHosts: true,
            hmr: options.httpServer ? { server: options.httpServer } : false,
            // Only what the pages load; by default Vite serves the whole workspace.
            fs,
          },
          plugins: [devFsPlugin(fs)],
        },
      }),
    );
    devMiddleware = created.devMiddleware;
    closeVite = () => created.viteServer.close();
  } else {
    await import(pathToFileURL(serverEntry(root)).href);
    serveStatic = createStaticHandler(path.join(root, 'dist', 'client'));
    pageStyles = await readPageStyles(path.join(root, 'dist'), templateNames);
  }

  // A site's security headers are the same on every answer but for the nonce:
  // made once per site, with the nonce put into the policy per answer.
  const NONCE_MARK = '\u0000nonce\u0000';
  const headerTemplates = new Map<string, { headers: Record<string, string>; csp: string[] }>();
  function headersFor(site: SiteConfig | null, nonce: string | null, pathname = '') {
    // Service booking: only the page with the frame admits the booking system (docs/rules.md#service-booking).
    const bookingPage = site !== null && isServiceBookingPath(pathname);
    const key = `${site?.slug ?? ''} ${nonce === null ? 'none' : 'nonce'} ${bookingPage}`;
    let template = headerTemplates.get(key);
    if (!template) {
      const booking = bookingPage ? serviceBookingSource(site.service_booking.url) : null;
      // The interactive map's frame (Google's Maps Embed API), on sites with a key.
      const maps =
        site && services.places.hasInteractiveMap(site) ? GOOGLE_MAPS_EMBED_ORIGIN : null;
      const marked = nonce === null ? null : NONCE_MARK;
      // The same per-request nonce admits the style elements the dialogs add for their
      // scroll lock (src/client/browser-setup.ts hands it to them).
      // A site's chat provider widget, admitted only where the site names one.
      const chat = site ? chatPolicySources(site) : null;
      const headers = securityHeaders({
        nonce: marked,
        styleNonce: marked,
        dev,
        frameSources: [
          ...[booking, maps].filter((origin): origin is string => origin !== null),
          ...(chat?.frame ?? []),
        ],
        scriptSources: chat?.script,
        connectSources: chat?.connect,
        imgSources: chat?.img,
      });
      template = { headers, csp: (headers['content-security-policy'] ?? '').split(NONCE_MARK) };
      headerTemplates.set(key, template);
    }
    if (nonce === null) return template.headers;
    // A copy with this answer's nonce, name by name, as sendCachedAnswer copies (a spread
    // was measurably slower there, on the path every cached page takes).
    const headers: Record<string, string> = {};
    for (const name in template.headers) headers[name] = template.headers[name] as string;
    headers['content-security-policy'] = template.csp.join(nonce);
    return headers;
  }

  async function renderSitePage(req: IncomingMessage, res: ServerResponse, site: SiteConfig) {
    const nonce = createNonce();
    // The path as sent, without its query: '//' or '//x' is a path here, not another host.
    const pagePath = (req.url ?? '/').split(/[?#]/, 1)[0] || '/';
    // Per site by Host (the page names its own origin) and path with query.
    const key = `${(req.headers.host ?? '').toLowerCase()} ${req.url ?? '/'}`;
    const found = cache && cacheablePageRequest(req) ? cache.lookup(key, site.slug) : null;
    if (found?.kind === 'hit') {
      sendCachedAnswer(req, res, found.answer, nonce, headersFor(site, nonce, pagePath), 'hit');
      return;
    }
    if (found?.kind === 'wait') {
      const shared = await found.answer;
      if (shared) {
        sendCachedAnswer(req, res, shared, nonce, headersFor(site, nonce, pagePath), 'hit');
        return;
      }
    }
    const miss = found?.kind === 'miss' ? found : null;
    let kept: CachedAnswer | null = null;
    try {
      const pageContext = await renderPage({
        urlOriginal: pageTarget(req.url ?? '/'),
        headersOriginal: req.headers,
        cspNonce: nonce,
        site: frames.get(site.slug) ?? siteFrameData(site, { models, offers }),
        siteConfig: site,
        services,
        now: now(),
        pageVariant: miss?.variant ?? variantPicker(),
        pageStyles,
      });
      const response = pageContext.httpResponse;
      if (!response) {
        plainNotFound(res);
        return;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of response.headers) {
        // Ours replaces Vike's default policy (see security.ts).
        if (name.toLowerCase() !== 'content-security-policy') headers[name.toLowerCase()] = value;
      }
      // +config's 'private, no-cache': the browser may keep the page (back/forward
      // cache), no shared cache may, since each answer carries its own nonce.
      headers['cache-control'] ??= 'no-cache';
      const rendered = await response.getBody();
      // The car page asks for its scripts once its photo is on the screen (photo-first.ts).
      const body =
        !dev && waitsForPhoto(pageContext.pageId) ? scriptsAfterPhoto(rendered) : rendered;
      // A page drawn without a part it could not get (the home page's latest
      // cars while the site's hosted search fails) says so in its data and is
      // not kept: the next request draws it whole again.
      const incomplete =
        (pageContext as { data?: { incomplete?: unknown } }).data?.incomplete === true;
      if (miss && response.statusCode === 200 && !('set-cookie' in headers) && !incomplete) {
        kept = { headers, body: spliceGzip(Buffer.from(body), nonce) };
        sendCachedAnswer(req, res, kept, nonce, headersFor(site, nonce, pagePath), 'miss');
        return;
      }
      Object.assign(headers, headersFor(site, nonce, pagePath), { [CACHE_HEADER]: 'bypass' });
      await sendCompressed(req, res, response.statusCode, headers, body);
    } finally {
      miss?.done(kept);
    }
  }

  let draining = false;
  let wasReady = true;
  async function readiness(): Promise<Readiness> {
    if (draining) return { ready: false, reason: 'shutting down' };
    const answer = await services.readiness().catch((error: unknown) => {
      log('the readiness check failed', error);
      return { ready: false, reason: 'the readiness check failed' } as const;
    });
    // One line when the process stops or starts being ready, not one per probe.
    if (answer.ready !== wasReady) {
      log(answer.ready ? 'ready again' : `not ready: ${answer.reason}`);
      wasReady = answer.ready;
    }
    return answer;
  }

  /**
   * GET /healthz: the process is up. GET /readyz: it can serve (readiness above).
   * Before any site lookup, so a balancer probing by IP address gets them, and
   * never kept by a cache.
   */
  async function answerProbe(req: IncomingMessage, res: ServerResponse, pathname: string) {
    req.resume();
    for (const [name, value] of Object.entries(headersFor(null, null))) res.setHeader(name, value);
    res.setHeader('cache-control', 'no-store');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' });
      res.end();
      return;
    }
    let status = 200;
    let body: Record<string, string> = { status: 'ok' };
    if (pathname === PROBE_PATHS.ready) {
      const ready = await readiness();
      if (!ready.ready) {
        status = 503;
        body = { status: 'unavailable', reason: ready.reason };
      }
    }
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(text)),
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  }

  /** The image cache for one request: what it has to encode is the client's expensive work. */
  function imagesFor(client: string, signal: AbortSignal): ImageCache {
    return {
      get: (source, params, encode) =>
        images.get(source, params, (s, p) => work.run(client, () => encode(s, p), signal)),
      stats: images.stats,
    };
  }

  async function route(req: IncomingMessage, res: ServerResponse, signal: AbortSignal) {
    // Framing first, before anything reads the Host (http/request-target.ts).
    const refused = hostProblem(req.rawHeaders, req.url);
    if (refused !== null) {
      badRequest(req, res, refused);
      return;
    }
    const target = originFormTarget(req.url);
    if (target === null) {
      badRequest(req, res, 'this server answers paths only');
      return;
    }
    // Everything after this reads the path as the path (an absolute-form target's host is not the site's).
    req.url = target;
    const url = targetUrl(target);
    if (url.pathname === PROBE_PATHS.health || url.pathname === PROBE_PATHS.ready) {
      return answerProbe(req, res, url.pathname);
    }
    // The payment simulator posts its webhooks to the address this
    // server listens on, whatever the host (api/payments.ts, handleSimulatorWebhook).
    if (url.pathname === SIMULATOR_WEBHOOK_PATH) {
      for (const [name, value] of Object.entries(headersFor(null, null))) {
        res.setHeader(name, value);
      }
      return handleSimulatorWebhook(req, res, services);
    }
    const match = registry.resolve(req.headers.host);
    const site = match.kind === 'site' ? match.site : null;
    for (const [name, value] of Object.entries(headersFor(site, null))) res.setHeader(name, value);

    if (match.kind === 'unknown') {
      req.resume();
      plainNotFound(res);
      return;
    }
    if (match.kind === 'start') {
      req.resume();
      if (url.pathname !== '/') {
        plainNotFound(res);
        return;
      }
      const styleNonce = createNonce();
      res.setHeader(
        'content-security-policy',
        contentSecurityPolicy({ nonce: null, styleNonce, dev }),
      );
      const html = startPageHtml(registry.sites, req.headers.host ?? 'localhost', styleNonce);
      await sendCompressed(
        req,
        res,
        200,
        { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
        html,
      );
      return;
    }
    const clientAddress = clientAddressOf(
      req.socket.remoteAddress,
      req.headers['x-forwarded-for'],
      trusted,
    );
    const ctx = {
      req,
      res,
      url,
      site: match.site,
      services,
      now,
      log,
      cache,
      images: imagesFor(clientAddress, signal),
      clientAddress,
      revealLimiter,
      geocodeLimiter,
      tradeInLimiter,
    };
    // The API, the site's pictures and the demo's booking frame (api/routes.ts); a car's
    // PDF is drawn whole per request, so it is expensive work (http/expensive-work.ts).
    const siteRoute = () => answerSiteRoute(ctx);
    if (
      await (CAR_PDF_PATH.test(url.pathname)
        ? work.run(clientAddress, siteRoute, signal)
        : siteRoute())
    ) {
      return;
    }
    // robots.txt, the sitemap and the vehicle listing feed.
    if (isStockExportPath(url.pathname)) {
      return handleStockExport({ ...ctx, sitemapLimits: options.sitemapLimits });
    }
    if (devMiddleware) {
      const middleware = devMiddleware;
      const passed = await new Promise<boolean>((resolve, reject) => {
        middleware(req, res, (error?: unknown) => (error ? reject(error) : resolve(true)));
        res.once('finish', () => resolve(false));
      });
      if (!passed) return;
    } else if (serveStatic && (await serveStatic(req, res, url.pathname))) {
      return;
    }
    await renderSitePage(req, res, match.site);
  }

  function answerRefused(req: IncomingMessage, res: ServerResponse, refusal: WorkRefused) {
    req.resume();
    sendError(
      res,
      refusal.status,
      WORK_REFUSED_MESSAGES[refusal.status],
      {},
      {
        'retry-after': String(refusal.retryAfterSeconds),
      },
    );
  }

  return {
    handle(req, res) {
      // The path alone picks the budget; the query may hold what a shopper typed.
      const pathname = (req.url ?? '/').split(/[?#]/, 1)[0] || '/';
      const target = /^https?:\/\//i.test(pathname)
        ? (originFormTarget(pathname) ?? '/')
        : pathname;
      const kind = requestKind(target);
      const budget = budgets && hasTimeBudget(target) ? budgets[kind] : null;
      const watch = watchTimeBudget(res, budget, () => {
        log(
          `${req.method} ${pathname} ran past its ${kind} time budget (${budget} ms); answered 503`,
        );
        answerOverBudget(req, res, kind, headersFor(null, null));
      });
      route(req, res, watch.signal).catch((error: unknown) => {
        // Already answered 503: the handler's late failure is no news.
        if (watch.expired()) return;
        if (error instanceof WorkRefused) {
          if (!res.headersSent) answerRefused(req, res, error);
          return;
        }
        // Its request went away while the work waited: nobody is listening.
        if (error instanceof WorkDropped) {
          if (!res.writableEnded) res.destroy();
          return;
        }
        log(`${req.method} ${req.url} failed`, error);
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if ((req.url ?? '').startsWith('/api/')) {
          sendError(res, 500, apiErrors.internal);
          return;
        }
        const body = 'An unexpected error occured\n';
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end(body);
      });
    },
    renderCache: cache,
    drain() {
      draining = true;
    },
    async close() {
      stopInvalidating();
      await closeVite();
    },
  };
}
