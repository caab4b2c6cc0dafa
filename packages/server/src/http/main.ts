import path from 'node:path';
import { databaseOptionsFromEnv, openDatabase, resolveDataDir } from '../db/database';
import { createLogger, logFunction } from '../logging/logger';
import { fileMailTransport } from '../outbox/mail';
import { createOutboxWorker } from '../outbox/outbox';
import { createRateLimiter } from '../rate-limit/rate-limit';
import { databaseRateLimitStore } from '../rate-limit/rate-limit-store';
import { createLeadServer, listen } from './server';
import { closeGracefully, DEFAULT_SHUTDOWN_TIMEOUT_MS, exitOnSignal } from './shutdown';

// The lead server as a process: `tsx src/http/main.ts`. Reads DATABASE_URL /
// DATA_DIR, PORT (0 picks a free one), LEAD_RATE_LIMIT (leads per client per
// minute, default 10), OUTBOX_BACKOFF_MS (first retry wait), OUTBOX_CLAIM_MS (how long a
// delivery stays claimed by a worker),
// LEAD_STATE_API=1 (serve each lead's delivery state; loopback tests only) and
// SHUTDOWN_TIMEOUT_MS (how long a shutdown may take, default 10 s). Prints
// `listening <port>` once it takes requests. The fault test runs it. Logs are
// JSON lines on stderr (src/logging/logger.ts).
//
// SIGTERM or SIGINT: no new connections, the requests in flight are answered,
// the outbox finishes the delivery round it is in, the database closes, exit 0.

const logger = createLogger({ service: 'lead-server' });
const log = logFunction(logger);

async function main() {
  const env = process.env;
  const handle = await openDatabase(databaseOptionsFromEnv(env));
  const dataDir = resolveDataDir(env);
  const worker = createOutboxWorker({
    db: handle.db,
    context: {
      dataDir,
      mail: fileMailTransport(path.join(dataDir, 'mail')),
      mailFrom: 'leads@forecourt.localhost',
    },
    pollMs: 500,
    claimMs: Number(env.OUTBOX_CLAIM_MS ?? 60_000),
    // The embedded database belongs to this process alone (data folder lock).
    soleWorker: handle.backend === 'pglite',
    backoff: {
      baseMs: Number(env.OUTBOX_BACKOFF_MS ?? 30_000),
      maxMs: 3_600_000,
      maxAttempts: 15,
    },
    log,
  });
  const server = createLeadServer({
    db: handle.db,
    rateLimiter: createRateLimiter({
      name: 'leads',
      limit: Number(env.LEAD_RATE_LIMIT ?? 10),
      windowMs: 60_000,
      store: databaseRateLimitStore(handle.db, { log }),
      log,
    }),
    onLeadStored: () => worker.wake(),
    exposeDeliveryState: env.LEAD_STATE_API === '1',
    log,
  });
  const port = await listen(server, Number(env.PORT ?? 0));
  worker.start();
  console.log(`listening ${port}`);
  logger.info({ port }, 'listening');
  exitOnSignal(
    async () => {
      await closeGracefully(server);
      // After the round in progress: a lead it delivers is marked delivered
      // before the database closes, so the next start does not send it again.
      await worker.stop();
      await handle.close();
    },
    { logger, timeoutMs: Number(env.SHUTDOWN_TIMEOUT_MS ?? DEFAULT_SHUTDOWN_TIMEOUT_MS) },
  );
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'the lead server did not start');
  process.exit(1);
});
