import type http from 'node:http';
import type { Logger } from '../logging/logger';

// Graceful shutdown of a serving process: on SIGTERM (what an orchestrator
// sends) or SIGINT (Ctrl-C) the server stops taking connections, the requests
// in flight are answered, then whatever the process holds is closed in order.
// A hard timeout ends a shutdown that hangs with a non-zero exit code, so a
// supervisor sees it.

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** How often idle keep-alive connections are closed while a server drains. */
const IDLE_SWEEP_MS = 50;

/**
 * Stops taking connections and resolves once every request in flight has
 * been answered. Node's `close()` alone closes only the connections idle at
 * that moment: one answering a request would stay open for its keep-alive
 * timeout once answered, and could carry another request. So every answer from
 * now on asks the client to close, and connections that fall idle are closed.
 */
export function closeGracefully(server: http.Server): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!server.listening) {
      resolve();
      return;
    }
    const closeAfterAnswer = (_req: http.IncomingMessage, res: http.ServerResponse) => {
      if (!res.headersSent) res.setHeader('connection', 'close');
    };
    server.prependListener('request', closeAfterAnswer);
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
    server.close((error) => {
      clearInterval(sweep);
      server.off('request', closeAfterAnswer);
      if (error) reject(error);
      else resolve();
    });
  });
}

export type ShutdownSignal = 'SIGTERM' | 'SIGINT';

export type ExitOnSignalOptions = {
  logger: Logger;
  /** Beyond this the process exits with 1 whatever is still running. */
  timeoutMs?: number;
  signals?: readonly ShutdownSignal[];
  /** process.exit; tests pass their own. */
  exit?: (code: number) => void;
};

/**
 * Runs `shutdown` on the first of `signals`, then exits 0; exits 1 when it
 * throws or has not finished within the timeout. Later signals are ignored,
 * so a terminal's Ctrl-C reaching every process of a group, and the primary's
 * own SIGTERM to its workers after it, do not cut a drain short. Returns the
 * function that removes the handlers.
 */
export function exitOnSignal(
  shutdown: (signal: ShutdownSignal) => Promise<void>,
  options: ExitOnSignalOptions,
): () => void {
  const { logger } = options;
  const timeoutMs = options.timeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  const signals = options.signals ?? ['SIGTERM', 'SIGINT'];
  const exit = options.exit ?? ((code: number) => process.exit(code));
  let started = false;

  const onSignal = (signal: ShutdownSignal) => {
    if (started) {
      logger.info({ signal }, 'already shutting down');
      return;
    }
    started = true;
    const startedAt = Date.now();
    logger.info({ signal, timeoutMs }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ timeoutMs }, 'shutdown did not finish in time; exiting');
      exit(1);
    }, timeoutMs);
    shutdown(signal).then(
      () => {
        clearTimeout(timer);
        logger.info({ ms: Date.now() - startedAt }, 'shut down');
        exit(0);
      },
      (error: unknown) => {
        clearTimeout(timer);
        logger.error({ err: error }, 'shutdown failed');
        exit(1);
      },
    );
  };
  for (const signal of signals) process.on(signal, onSignal);
  return () => {
    for (const signal of signals) process.off(signal, onSignal);
  };
}
