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
