import type http from 'node:http';
import { closeGracefully, exitOnSignal, type Logger } from '@forecourt/server';

// How a serving process stops on SIGTERM or SIGINT (the single server and each
// cluster worker): /readyz turns 503, the server takes no new connection, the
// requests in flight are answered, then the app (Vite in development) and the
// data side close (the lead outbox after the delivery round it is in, then the
// database); exit 0. A stop that takes longer than `timeoutMs` exits 1.

export type StopOnSignalOptions = {
  server: http.Server;
  app: { drain?(): void; close(): Promise<void> };
  services: { close(): Promise<void> };
  logger: Logger;
  timeoutMs: number;
  /** process.exit; tests pass their own. */
  exit?: (code: number) => void;
};

/** Wires the signals; returns the function that unwires them. */
export function stopOnSignal(options: StopOnSignalOptions): () => void {
  const { server, app, services } = options;
  return exitOnSignal(
    async () => {
      app.drain?.();
      await closeGracefully(server);
      options.logger.info('requests in flight answered');
      await app.close();
      await services.close();
    },
    {
      logger: options.logger,
      timeoutMs: options.timeoutMs,
      ...(options.exit ? { exit: options.exit } : {}),
    },
  );
}
