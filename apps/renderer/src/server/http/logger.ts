import { createLogger, type LogFunction, type Logger, logFunction } from '@forecourt/server';

// The renderer's logger: the server package's (JSON lines on stderr, shopper
// data redacted, errors without query parameters), made on first use so a
// module that only imports this file opens nothing. Every serving process
// (the single server, a cluster's primary and each worker) has its own, and
// each line names its pid.

let shared: Logger | null = null;

export function rendererLogger(): Logger {
  shared ??= createLogger({ service: 'renderer' });
  return shared;
}

/** The default `log(message, error?)` of the app, the data side and the cluster. */
export const rendererLog: LogFunction = (message, error) =>
  logFunction(rendererLogger())(message, error);

let keeping = false;

/**
 * Keeps every line a serving process writes on stderr a JSON log line
 * (docs/operations.md#logs), where Node would print text of its own: an
 * uncaught exception or unhandled rejection becomes a `fatal` line and the
 * process exits 1, as Node would have it; a process warning becomes a `warn`
 * line. A closed stdout (its reader gone: EPIPE) is no reason to stop serving.
 * Called once, first thing, by each serving process (the single server, a
 * cluster's primary and each worker).
 */
export function keepLogsJson(): void {
  if (keeping) return;
  keeping = true;
  const logger = rendererLogger();
  process.on('uncaughtException', (error, origin) => {
    logger.fatal({ err: error, origin }, 'uncaught exception; exiting');
    process.exit(1);
  });
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason, origin: 'unhandledRejection' }, 'unhandled rejection; exiting');
    process.exit(1);
  });
  // Node's own listener prints warnings as text.
  process.removeAllListeners('warning');
  process.on('warning', (warning) => logger.warn({ err: warning }, 'process warning'));
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EPIPE') return;
      throw error;
    });
  }
}
