import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AlgoliaRecord } from '@forecourt/search/server';
import { type AlgoliaStandInIndex, createAlgoliaStandInIndex } from '@forecourt/search/testing';

// Algolia's search API on loopback, for tests that run the renderer against a
// hosted search over real HTTP: the same evaluation as the in-process fake of
// @forecourt/search/testing (createAlgoliaStandInIndex: the documented request
// and answer shapes, the filter syntax, Algolia's 403 for a wrong key), served
// by node:http on 127.0.0.1. It keeps every request it was sent, and can be
// told to fail like an unhealthy host (an error status for every request).

export type StandInSeen = {
  method: string;
  /** Path and query as sent. */
  url: URL;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
};

export type AlgoliaHttpStandIn = {
  /** The address to configure as the site's `server.search.host`. */
  host: string;
  port: number;
  /** Every request received, in order. */
  seen: StandInSeen[];
  index: AlgoliaStandInIndex;
  /** From now on every request is answered with this status (null: answer normally). */
  failWith(status: number | null): void;
  close(): Promise<void>;
};

export async function startAlgoliaStandIn(options: {
  appId: string;
  apiKey: string;
  records?: readonly AlgoliaRecord[];
  indexName?: string;
}): Promise<AlgoliaHttpStandIn> {
  const index = createAlgoliaStandInIndex(options.records ?? [], {
    credentials: { appId: options.appId, apiKey: options.apiKey },
    ...(options.indexName ? { indexName: options.indexName } : {}),
  });
  const seen: StandInSeen[] = [];
  let failing: number | null = null;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string') headers[name] = value;
        else if (Array.isArray(value)) headers[name] = value.join(', ');
      }
      const data = chunks.length === 0 ? undefined : Buffer.concat(chunks).toString('utf8');
      let body: unknown = data;
      try {
        body = data === undefined ? undefined : JSON.parse(data);
      } catch {
        // kept as text
      }
      seen.push({ method: req.method ?? 'GET', url, headers, body });
      const answer =
        failing === null
          ? index.answer({ method: req.method ?? 'GET', url, headers, data })
          : {
              status: failing,
              body: { message: 'The stand-in was told to fail', status: failing },
            };
      const text = JSON.stringify(answer.body);
      res.writeHead(answer.status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(text)),
      });
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: `http://127.0.0.1:${port}`,
    port,
    seen,
    index,
    failWith(status) {
      failing = status;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
