import type { IncomingMessage, ServerResponse } from 'node:http';
import { isStockExportPath } from '../feeds/stock-exports';

// Every request has a time budget by kind (docs/operations.md#time-budgets).
// A request still unanswered when its budget runs out is answered 503 with
// Retry-After and the connection closed, rather than holding the socket; the
// handler may still be working, so the answer is sealed: nothing it writes
// later reaches the client (no late headers, no late body after the 503).

export type RequestKind = 'pages' | 'api' | 'images' | 'feeds';

/** Milliseconds per kind of request. */
export type TimeBudgets = Record<RequestKind, number>;

export const DEFAULT_TIME_BUDGETS: TimeBudgets = {
  pages: 10_000,
  // A lead waits for the database; the shopper's retry carries the same key.
  api: 15_000,
  images: 10_000,
  // Sitemaps, listing feeds and car PDFs are built whole before they are sent.
  feeds: 30_000,
};

/** Seconds a client is asked to wait before it tries again after a 503. */
export const OVER_BUDGET_RETRY_AFTER_SECONDS = 5;

export const OVER_BUDGET_MESSAGE = 'The server took too long to answer. Please try again shortly.';

/** A car's PDF: made whole per request, so it counts as a document, not an API answer. */
export const CAR_PDF_PATH = /^\/api\/cars\/[^/]+\/pdf$/;

/** The kind of a request by its path (the path alone: no site is resolved yet). */
export function requestKind(pathname: string): RequestKind {
  if (pathname.startsWith('/images/') || pathname.startsWith('/media/')) return 'images';
  if (CAR_PDF_PATH.test(pathname) || isStockExportPath(pathname)) return 'feeds';
  if (pathname === '/api' || pathname.startsWith('/api/')) return 'api';
  return 'pages';
}

/**
 * The built browser files (`/assets/`, named by their content hash) have no budget:
 * each is read once and kept in memory, so a slow answer there means a stalled
 * process, and a 503 would only cost the page its font or script.
 */
export function hasTimeBudget(pathname: string): boolean {
  return !pathname.startsWith('/assets/');
}

/** Whether the kind answers its errors as JSON (the API, the images and the PDF do). */
function answersJson(kind: RequestKind, pathname: string): boolean {
  return kind === 'api' || kind === 'images' || pathname.startsWith('/api/');
}

/** After the 503, whatever the handler still does to the answer goes nowhere. */
function seal(res: ServerResponse): void {
  const ignore = function (this: ServerResponse) {
    return this;
  };
  res.writeHead = ignore as unknown as ServerResponse['writeHead'];
  res.setHeader = ignore as unknown as ServerResponse['setHeader'];
  res.appendHeader = ignore as unknown as ServerResponse['appendHeader'];
  res.removeHeader = () => {};
  res.flushHeaders = () => {};
  res.write = ((...args: unknown[]) => {
    const done = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (done) queueMicrotask(done);
    return true;
  }) as ServerResponse['write'];
  res.end = ((...args: unknown[]) => {
    const done = args.find((arg) => typeof arg === 'function') as (() => void) | undefined;
    if (done) queueMicrotask(done);
    return res;
  }) as ServerResponse['end'];
}

/**
 * Answers a request that ran out of its budget: 503 with Retry-After and only
 * `baseHeaders` (the answer's security headers; nothing a handler set, such as
 * a cookie, goes out), then seals the answer. One already being sent cannot
 * change its status: its connection is cut instead.
 */
export function answerOverBudget(
  req: IncomingMessage,
  res: ServerResponse,
  kind: RequestKind,
  baseHeaders: Record<string, string>,
): void {
  if (res.writableEnded) return;
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const pathname = (req.url ?? '/').split('?', 1)[0] ?? '/';
  const json = answersJson(kind, pathname);
  const body = json ? JSON.stringify({ error: OVER_BUDGET_MESSAGE }) : `${OVER_BUDGET_MESSAGE}\n`;
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  res.writeHead(503, {
    ...baseHeaders,
    'content-type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    'retry-after': String(OVER_BUDGET_RETRY_AFTER_SECONDS),
    // The request's body may be unread and its handler still busy: the
    // connection carries nothing after this answer.
    connection: 'close',
  });
  res.end(req.method === 'HEAD' ? undefined : body);
  seal(res);
}

export type BudgetWatch = {
  /** Aborts once the budget runs out or the answer is finished or cut. */
  signal: AbortSignal;
  /** Whether the budget ran out before the answer was finished. */
  expired(): boolean;
};

/**
 * Starts the clock of one request: after `ms` without a finished answer,
 * `onExpired` runs and the signal aborts (dropping the request's waiting work).
 */
export function watchTimeBudget(
  res: ServerResponse,
  ms: number | null,
  onExpired: () => void,
): BudgetWatch {
  const controller = new AbortController();
  let expired = false;
  const timer =
    ms === null
      ? null
      : setTimeout(() => {
          // Ended by the handler: the rest is the client's reading, not ours to cut.
          if (res.writableEnded) return;
          expired = true;
          onExpired();
          controller.abort(new Error(`over its time budget of ${ms} ms`));
        }, ms);
  res.once('close', () => {
    if (timer) clearTimeout(timer);
    controller.abort(new Error('the answer is finished or the client went away'));
  });
  return { signal: controller.signal, expired: () => expired };
}
