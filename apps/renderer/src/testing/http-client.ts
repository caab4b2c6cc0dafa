import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';

// The HTTP side of the renderer's server tests: a server on a free port, and
// requests that name their site by Host header.

export type HostAnswer = {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  bytes: Buffer;
};

export type HostRequestInit = {
  method?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
};

/** One request to 127.0.0.1:port; fetch() may not set Host, node:http can. */
export function requestByHost(
  port: number,
  host: string,
  path: string,
  init: HostRequestInit = {},
): Promise<HostAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: { host, ...init.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const bytes = Buffer.concat(chunks);
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: bytes.toString('utf8'),
            bytes,
          });
        });
      },
    );
    req.on('error', reject);
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

/** An HTTP server over `handle`, listening on a free port of 127.0.0.1. */
export async function listenOnFreePort(
  handle: http.RequestListener,
): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** Drops the server's open connections and waits until it has closed. */
export async function closeServer(server: http.Server | undefined): Promise<void> {
  if (!server) return;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/**
 * Silences the given console methods (Vike logs every request in development)
 * and returns the function that restores them.
 */
export function quietConsole(
  methods: readonly ('log' | 'info' | 'warn')[] = ['log', 'info', 'warn'],
): () => void {
  const spies = methods.map((method) => vi.spyOn(console, method).mockImplementation(() => {}));
  return () => {
    for (const spy of spies) spy.mockRestore();
  };
}
