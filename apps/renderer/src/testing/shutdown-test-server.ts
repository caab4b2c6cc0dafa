import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { siteConfigSchema } from '@forecourt/core';
import { createApp } from '../server/app';
import { rendererLog, rendererLogger } from '../server/http/logger';
import { stopOnSignal } from '../server/http/stop-on-signal';
import { createSiteRegistry } from '../site-registry/hosts';
import { createMemoryServices, testCar } from './memory-services';

// A serving process for stop-on-signal.test.ts: the real app (through Vite's
// dev middleware, so no build is needed) over the in-memory data side, wired
// to the signals as `pnpm demo` wires its single process. Its searches are
// slow, so a test can hold a request in flight while it sends SIGTERM.
//
//   SEARCH_DELAY_MS    how long each search takes; `never` for one that never ends
//   SHUTDOWN_TIMEOUT_MS
//
// stdout: `listening <port>`, `search started` when a search begins, and
// `services closed` when the data side is closed. Logs go to stderr.

const root = fileURLToPath(new URL('../../', import.meta.url));
const delay = process.env.SEARCH_DELAY_MS ?? '1500';

const site = siteConfigSchema.parse({
  slug: 'acme-motors',
  template: 'heritage',
  name: 'Acme Motors',
  dealership_id: 41,
  address: { street: '10 Example Road', city: 'Brisbane', state: 'qld', postcode: '4000' },
  dealerships: ['acme-motors'],
});
const memory = createMemoryServices([
  testCar({
    id: '1',
    slug: 'acme-hilux-1',
    make: 'Toyota',
    model: 'Hilux',
    dealership_slug: 'acme-motors',
  }),
]);
const services: typeof memory = {
  ...memory,
  async search(...args) {
    process.stdout.write('search started\n');
    await new Promise((resolve) => {
      if (delay !== 'never') setTimeout(resolve, Number(delay));
    });
    return memory.search(...args);
  },
  async close() {
    await memory.close();
    process.stdout.write('services closed\n');
  },
};

const server = http.createServer();
const app = await createApp({
  root,
  mode: 'development',
  registry: createSiteRegistry([site]),
  services,
  log: rendererLog,
});
server.on('request', app.handle);
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
stopOnSignal({
  server,
  app,
  services,
  logger: rendererLogger(),
  timeoutMs: Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000),
});
process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`);
