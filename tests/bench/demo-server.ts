// The production demo as the server benchmarks use it (`pnpm bench:ssr`, `pnpm bench:load`):
// started on a new temporary data folder and the first free port from 4700 (the demo
// builds first when the build is stale), or one already running on a given port; asked
// for a site's pages over loopback; stopped as an orchestrator stops it (SIGTERM to its
// process group, then SIGKILL to what is left after a grace period).

import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Every process group started here and not yet stopped, killed outright on exit. */
const groups = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of groups) {
    try {
      process.kill(-(child.pid as number), 'SIGKILL');
    } catch {
      // already gone
    }
  }
});

async function portIsFree(port: number): Promise<boolean> {
  const probe = net.createServer();
  // events.once would reject on 'error': a port in use is an answer here, not a failure.
  const listening = await new Promise<boolean>((resolve) => {
    probe.once('error', () => resolve(false));
    probe.once('listening', () => resolve(true));
    probe.listen(port);
  });
  if (listening) {
    probe.close();
    await once(probe, 'close');
  }
  return listening;
}

export async function firstFreePort(from: number): Promise<number> {
  for (let port = from; port < from + 100; port++) if (await portIsFree(port)) return port;
  throw new Error(`no free port from ${from} to ${from + 99}`);
}

export type SiteAnswer = { status: number; headers: http.IncomingHttpHeaders; text: string };

/** Node does not resolve *.localhost as browsers do: ask loopback, naming the site. */
export function siteRequest(
  port: number,
  host: string,
  method: 'GET' | 'POST',
  pathname: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<SiteAnswer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        headers: {
          host: `${host}:${port}`,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
        timeout: 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${host}${pathname}: timed out`)));
    req.on('error', reject);
    req.end(payload);
  });
}

async function answers(port: number): Promise<boolean> {
  try {
    return (await siteRequest(port, 'localhost', 'GET', '/')).status === 200;
  } catch {
    return false;
  }
}

/**
 * Whether any process of the group is still running. Linux: from /proc, leaving out
 * zombies (an exited process nobody has reaped yet still answers a signal); elsewhere
 * whether the group answers signal 0.
 */
async function groupRuns(group: number): Promise<boolean> {
  let entries: string[] | null = null;
  try {
    entries = await readdir('/proc');
  } catch {
    // no /proc
  }
  if (entries === null) {
    try {
      process.kill(-group, 0);
      return true;
    } catch {
      return false;
    }
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    // Fields after the command name (which may hold spaces) in its parentheses.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (Number(fields[2]) === group && fields[0] !== 'Z') return true; // pgrp, state
  }
  return false;
}

/** How a started demo stopped. */
export type DemoStop = {
  /** From SIGTERM to the last process of the group gone. */
  seconds: number;
  /** Whether something was still running after the grace period and was killed. */
  killed: boolean;
};

/**
 * Stops a process group started with `detached: true`: SIGTERM to every process of it
 * (as a terminal's Ctrl-C or an orchestrator does), then waits until every one has
 * exited, not just the one started here (pnpm may exit before the server it ran has
 * drained); SIGKILL to whatever is left after `graceMs`.
 */
async function stopGroup(child: ChildProcess, graceMs: number): Promise<DemoStop> {
  const started = Date.now();
  const group = child.pid;
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-(group as number), sig);
    } catch {
      // already gone
    }
  };
  let killed = false;
  if (group !== undefined) {
    signal('SIGTERM');
    while (await groupRuns(group)) {
      if (Date.now() - started > graceMs) {
        killed = true;
        break;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    signal('SIGKILL'); // anything of the group left behind
    if (child.exitCode === null && child.signalCode === null) await once(child, 'exit');
  }
  groups.delete(child);
  return { seconds: (Date.now() - started) / 1000, killed };
}

export type Demo = {
  port: number;
  /** The process group of the demo started here; null for one already running. */
  group: number | null;
  /** The data folder of the demo started here; null for one already running. */
  dataDir: string | null;
  /** Stops the demo started here (nothing for one already running); once. */
  stop(): Promise<DemoStop | null>;
  /** Stops it, then removes its data folder when it is a temporary one made here. */
  dispose(): Promise<void>;
};

export type StartDemoOptions = {
  /** Use the demo already serving on this port: it is neither started nor stopped. */
  port?: number | undefined;
  /** The temporary data folder's name starts with this (DATA_DIR, when set, is used instead). */
  dataPrefix: string;
  /** More environment for the demo. */
  env?: Record<string, string>;
  /** How long the demo has to stop before what is left is killed. */
  graceMs?: number;
  /** Progress messages. */
  log: (message: string) => void;
  /** Each line the demo writes, stdout and stderr alike (its logs are JSON lines on stderr). */
  onLine?: (line: string) => void;
};

/** Lines from a stream of chunks. */
function lineReader(onLine: (line: string) => void): (chunk: Buffer) => void {
  let rest = '';
  return (chunk) => {
    const lines = (rest + chunk.toString()).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) onLine(line);
  };
}

export async function startDemo(options: StartDemoOptions): Promise<Demo> {
  const { log } = options;
  if (options.port !== undefined) {
    const port = options.port;
    if (!(await answers(port))) throw new Error(`nothing answers on port ${port}`);
    log(`using the demo already on port ${port}`);
    return { port, group: null, dataDir: null, stop: async () => null, dispose: async () => {} };
  }
  const port = await firstFreePort(4700);
  const dataDir =
    process.env.DATA_DIR ?? (await mkdtemp(path.join(os.tmpdir(), options.dataPrefix)));
  log(`starting the demo on port ${port} (data ${dataDir}); the first start seeds and builds…`);
  const child = spawn('pnpm', ['--filter', '@forecourt/renderer', 'demo'], {
    cwd: repoRoot,
    env: { ...process.env, ...options.env, PORT: String(port), DATA_DIR: dataDir },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  groups.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', keep);
    if (options.onLine) stream?.on('data', lineReader(options.onLine));
  }
  let stopping: Promise<DemoStop> | null = null;
  const stop = () => {
    stopping ??= stopGroup(child, options.graceMs ?? 15_000);
    return stopping;
  };
  const dispose = async () => {
    await stop();
    if (process.env.DATA_DIR === undefined) await rm(dataDir, { recursive: true, force: true });
  };
  // The demo prints its start page once every serving process listens.
  const deadline = Date.now() + 600_000;
  while (!/Start page: /.test(output) || !(await answers(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await dispose();
      throw new Error(`the demo did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  log(output.match(/Start page: .*/)?.[0] ?? 'started');
  return { port, group: child.pid ?? null, dataDir, stop, dispose };
}
