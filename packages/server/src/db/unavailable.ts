// Whether a failure means the database cannot be reached right now (stopped,
// restarting, the network gone), as opposed to a fault of the request or the
// code: writes answer 503 and the shopper tries again (docs/operations.md#when-the-database-is-down).

/** Node's socket errors and PostgreSQL's connection classes (08: connection, 57P: shutdown, 53300: too many connections). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** node-postgres says these in words only. */
const UNREACHABLE_WORDS =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|the database system is (starting up|shutting down)/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  // drizzle wraps the driver's error (DrizzleQueryError's cause); an AggregateError holds several.
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const next = queue.shift();
    if (typeof next !== 'object' || next === null || seen.has(next)) continue;
    seen.add(next);
    const { code, message, cause, errors } = next as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) {
      return true;
    }
    if (typeof message === 'string' && UNREACHABLE_WORDS.test(message)) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}
