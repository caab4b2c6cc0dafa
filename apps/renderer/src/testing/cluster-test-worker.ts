import { runClusterWorker } from '../server/cluster/worker';
import { shopperLimiters } from '../server/services/rate-limits';

// A cluster worker for cluster.test.ts: the real worker side (its copy of the
// stock, stock changes from the primary, writes handed to the primary) under
// a small JSON app instead of the pages, so the test needs neither a build
// nor Vite. It answers which process it is, what its services say, and which
// sites' stock changes reached it.
//
//   GET  /car?site=&slug=     { pid, status, changed }   (status: the car's, or null)
//   GET  /ready?site=         { pid, readiness }          (asked of the primary's database)
//   POST /lead?site=          the primary's lead answer, with this worker's pid
//   GET  /throw?site=         throws outside any request's promise: an uncaught exception
//   POST /reveal-limit?site=  { pid, allowed }: one phone reveal against the shared limit of 3

await runClusterWorker({
  async createApp({ services, sites }) {
    // The limiter the app makes, over the store the worker's services have.
    const limiters = shopperLimiters(services.rateLimits, { reveal: 3, lookups: 3 });
    const changed: string[] = [];
    const stop = services.onStockChange((slugs) => changed.push(...slugs));
    return {
      handle(req, res) {
        const url = new URL(req.url ?? '/', 'http://localhost');
        const site = sites.find((s) => s.slug === url.searchParams.get('site'));
        const send = (status: number, body: unknown) => {
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ pid: process.pid, ...(body as object) }));
        };
        if (!site) return send(404, { error: 'no such site' });
        if (url.pathname === '/throw') {
          setImmediate(() => {
            throw new Error('a fault no handler caught');
          });
          return;
        }
        if (url.pathname === '/ready') {
          void services.readiness().then((readiness) => send(200, { readiness }));
          return;
        }
        if (url.pathname === '/reveal-limit') {
          void limiters.reveal
            ?.check('203.0.113.7')
            .then((decision) => send(200, { allowed: decision.allowed }));
          return;
        }
        if (url.pathname === '/car') {
          void services.carBySlug(site, url.searchParams.get('slug') ?? '').then((car) => {
            send(200, { status: car?.status ?? null, changed });
          });
          return;
        }
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          services
            .submitLead(site, {
              body: Buffer.concat(chunks),
              headers: req.headers,
              clientAddress: '127.0.0.1',
            })
            .then(
              (answer) => send(answer.status, { answer: answer.body }),
              (error: unknown) => send(500, { error: String(error) }),
            );
        });
      },
      async close() {
        stop();
      },
    };
  },
});
