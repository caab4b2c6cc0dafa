import path from 'node:path';
import { databaseOptionsFromEnv, openDatabase, resolveDataDir } from '../db/database';
import { fileMailTransport } from '../outbox/mail';
import { createOutboxWorker } from '../outbox/outbox';
import { createRateLimiter } from '../rate-limit/rate-limit';
import { createLeadServer, listen } from './server';

// The lead server as a process: `tsx src/http/main.ts`. Reads DATABASE_URL /
// DATA_DIR, PORT (0 picks a free one), LEAD_RATE_LIMIT (leads per client per
// minute, default 10), OUTBOX_BACKOFF_MS (first retry wait), OUTBOX_CLAIM_MS (how long a
// delivery stays claimed by a worker) and
// LEAD_STATE_API=1 (serve each lead's delivery state; loopback tests only). Prints
// `listening <port>` once it takes requests. The fault test runs it.

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
  });
  const server = createLeadServer({
    db: handle.db,
    rateLimiter: createRateLimiter({ limit: Number(env.LEAD_RATE_LIMIT ?? 10), windowMs: 60_000 }),
    onLeadStored: () => worker.wake(),
    exposeDeliveryState: env.LEAD_STATE_API === '1',
  });
  const port = await listen(server, Number(env.PORT ?? 0));
  worker.start();
  console.log(`listening ${port}`);
  const shutdown = async () => {
    server.close();
    await worker.stop();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
