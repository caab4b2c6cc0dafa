import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteConfig } from '@forecourt/core';
import { createDevMiddleware, renderPage } from 'vike/server';
import type { Connect } from 'vite';
import { type SiteChrome, siteChrome } from '../page-data/site-chrome';
import type { SiteRegistry } from '../site-registry/hosts';
import { apiErrors, handleApi, handleImage, handleLogo } from './api';
import { sendCompressed, sendError } from './http';
import { contentSecurityPolicy, createNonce, originOf, securityHeaders } from './security';
import type { RendererServices } from './services';
import { startPageHtml } from './start-page';
import { createStaticHandler } from './static';

// The renderer's HTTP entry: resolves the site from the Host header once, then
// answers the API, the image endpoint, the make logos, the browser files (Vite's dev middleware,
// or the built dist/client) and finally the pages through Vike.

export type RendererMode = 'development' | 'production';

export type CreateAppOptions = {
  /** The renderer folder (vite.config.ts, pages/, dist/). */
  root: string;
  mode: RendererMode;
  registry: SiteRegistry;
  services: RendererServices;
  now?: () => Date;
  log?: (message: string, error?: unknown) => void;
  /**
   * Development: the server the app is mounted on, so Vite's hot reload shares
   * its port; without it hot reload is off (tests), and no second port is opened.
   */
  httpServer?: Server;
};

export type RendererApp = {
  handle(req: IncomingMessage, res: ServerResponse): void;
  close(): Promise<void>;
};

/** The production build's server entry; importing it hands the build to Vike. */
export function serverEntry(root: string): string {
  return path.join(root, 'dist', 'server', 'entry.mjs');
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
  const log = options.log ?? ((m, e) => console.error(`[renderer] ${m}`, e ?? ''));
  const chromes = new Map<string, SiteChrome>(registry.sites.map((s) => [s.slug, siteChrome(s)]));

  let devMiddleware: Connect.Server | null = null;
  let closeVite = async () => {};
  let serveStatic: ReturnType<typeof createStaticHandler> | null = null;
  if (dev) {
    const created = await createDevMiddleware({
      root,
      // Vite's own host check would refuse production domains; only hosts the
      // registry knows ever reach Vite (an unknown host is answered 404 first).
      viteConfig: {
        server: {
          allowedHosts: true,
          hmr: options.httpServer ? { server: options.httpServer } : false,
        },
      },
    });
    devMiddleware = created.devMiddleware;
    closeVite = () => created.viteServer.close();
  } else {
    await import(pathToFileURL(serverEntry(root)).href);
    serveStatic = createStaticHandler(path.join(root, 'dist', 'client'));
  }

  function headersFor(site: SiteConfig | null, nonce: string | null) {
    const booking = site ? originOf(site.service_booking.url) : null;
    // The same per-request nonce admits the style elements the dialogs add for their
    // scroll lock (src/client/nonce.ts hands it to them).
    return securityHeaders({
      nonce,
      styleNonce: nonce,
      dev,
      frameSources: booking ? [booking] : [],
    });
  }

  async function renderSitePage(req: IncomingMessage, res: ServerResponse, site: SiteConfig) {
    const nonce = createNonce();
    const pageContext = await renderPage({
      urlOriginal: req.url ?? '/',
      headersOriginal: req.headers,
      cspNonce: nonce,
      site: chromes.get(site.slug) ?? siteChrome(site),
      siteConfig: site,
      services,
      now: now(),
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
    headers['cache-control'] ??= 'no-cache';
    Object.assign(headers, headersFor(site, nonce));
    const body = await response.getBody();
    await sendCompressed(req, res, response.statusCode, headers, body);
  }

  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
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
    const ctx = { req, res, url, site: match.site, services, now, log };
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return handleApi(ctx);
    if (url.pathname.startsWith('/images/')) return handleImage(ctx);
    if (url.pathname.startsWith('/media/logos/')) return handleLogo(ctx);
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

  return {
    handle(req, res) {
      route(req, res).catch((error: unknown) => {
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
    close: closeVite,
  };
}
