import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// Graceful shutdown of a real serving process (src/testing/shutdown-test-server.ts:
// the app over Vite's dev middleware and slow in-memory searches, wired to the
// signals by stopOnSignal as `pnpm demo` wires its single process).

const rendererRoot = fileURLToPath(new URL('../../../', import.meta.url));
const serverScript = fileURLToPath(
  new URL('../../testing/shutdown-test-server.ts', import.meta.url),
);
const host = 'acme-motors.localhost';

type Started = {
  child: ChildProcess;
  port: number;
  /** Everything the child printed on stdout so far. */
  stdout(): string;
  /** Its log lines (stderr), parsed. */
  logs(): { level: string; msg: string; time: string; signal?: string }[];
  waitFor(text: string): Promise<void>;
  exited: Promise<{ code: number | null; at: number }>;
};

let running: ChildProcess | null = null;
afterEach(() => {
  if (running && running.exitCode === null && running.signalCode === null) {
    running.kill('SIGKILL');
  }
  running = null;
});

function start(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverScript], {
    cwd: rendererRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running = child;
  let out = '';
  let err = '';
  const waiters: { text: string; resolve: () => void }[] = [];
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    for (const waiter of waiters.filter((w) => out.includes(w.text))) waiter.resolve();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => {
    child.once('exit', (code) => resolve({ code, at: Date.now() }));
  });
  const waitFor = (text: string) =>
    new Promise<void>((resolve, reject) => {
      if (out.includes(text)) return resolve();
      waiters.push({ text, resolve });
      void exited.then(({ code }) => reject(new Error(`exited ${code} before "${text}": ${err}`)));
    });
  return waitFor('listening ').then(() => ({
    child,
    port: Number(/listening (\d+)/.exec(out)?.[1]),
    stdout: () => out,
    logs: () =>
      err
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line)),
    waitFor,
    exited,
  }));
}

type Answer = { status: number; text: string; endedAt: number };

function get(port: number, path: string, agent?: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path, headers: { host: `${host}:${port}` }, agent },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, endedAt: Date.now() }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('given a request in flight when SIGTERM arrives', () => {
  it('answers it, refuses new connections, closes the data side after it and exits 0', async () => {
    const server = await start({ SEARCH_DELAY_MS: '1500' });
    // A first page compiles the modules, so the held request waits on the search alone.
    expect((await get(server.port, '/search')).status).toBe(200);

    const agent = new http.Agent({ keepAlive: true });
    const inFlight = get(server.port, '/search', agent);
    const before = server.stdout().split('search started').length;
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (server.stdout().split('search started').length > before) {
          clearInterval(check);
          resolve();
        }
      }, 10);
    });
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));

    await expect(get(server.port, '/healthz')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(server.stdout()).not.toContain('services closed');

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.text).toContain('/cars/acme-hilux-1');
    agent.destroy();

    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(server.stdout()).toContain('services closed');
    const logs = server.logs();
    const messages = logs.map((line) => line.msg);
    expect(messages).toEqual(
      expect.arrayContaining(['shutting down', 'requests in flight answered', 'shut down']),
    );
    expect(logs.find((line) => line.msg === 'shutting down')).toMatchObject({
      level: 'info',
      signal: 'SIGTERM',
    });
    // The data side closed only after the held request was answered.
    const answered = logs.find((line) => line.msg === 'requests in flight answered');
    expect(Date.parse(answered?.time ?? '')).toBeGreaterThanOrEqual(answer.endedAt - 50);
  }, 90_000);
});

describe('given a request that never ends', () => {
  it('exits 1 once the shutdown timeout has passed', async () => {
    const server = await start({ SEARCH_DELAY_MS: 'never', SHUTDOWN_TIMEOUT_MS: '1000' });
    const hung = get(server.port, '/search').catch((error: unknown) => error);
    await server.waitFor('search started');
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const { code, at } = await server.exited;
    expect(code).toBe(1);
    expect(at - signalledAt).toBeGreaterThanOrEqual(900);
    expect(at - signalledAt).toBeLessThan(8_000);
    expect(server.stdout()).not.toContain('services closed');
    expect(server.logs().map((line) => line.msg)).toContain(
      'shutdown did not finish in time; exiting',
    );
    await hung;
  }, 90_000);
});
