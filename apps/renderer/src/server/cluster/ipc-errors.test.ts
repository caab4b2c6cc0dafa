import { spawn } from 'node:child_process';
import type { Worker } from 'node:cluster';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { sendToWorker } from './primary';

// A message to a worker that has just died, sent before its death is noticed,
// fails with EPIPE. Raised as an 'error' event nobody listens to, that is an
// uncaught exception: the primary would print a text trace into the JSON log
// and stop (docs/operations.md#logs). sendToWorker hands it to a callback.

describe('sending to a worker that has just died', () => {
  it('passes the broken channel (EPIPE) to the callback and raises nothing', async () => {
    const child = spawn(
      process.execPath,
      ['-e', "process.on('message', () => {}); process.send('up');"],
      { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] },
    );
    await once(child, 'message');
    const worker = {
      isConnected: () => child.connected,
      send: child.send.bind(child),
    } as unknown as Pick<Worker, 'isConnected' | 'send'>;
    const exited = once(child, 'exit');
    child.kill('SIGKILL');
    // The event loop is kept busy while the child dies, so its death is not
    // noticed yet when the messages go: each meets the broken channel.
    const until = Date.now() + 300;
    while (Date.now() < until) {
      // busy
    }
    const failures: NodeJS.ErrnoException[] = [];
    for (let i = 0; i < 5; i++) {
      sendToWorker(worker, { forecourt: 'readiness', id: i, readiness: { ready: true } }, (e) =>
        failures.push(e),
      );
    }
    await exited;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failures.length).toBeGreaterThan(0);
    expect(failures.map((e) => e.code)).toContain('EPIPE');
    // Once the death is noticed nothing is sent at all.
    sendToWorker(worker, { forecourt: 'readiness', id: 9, readiness: { ready: true } }, (e) =>
      failures.push(e),
    );
    const after = failures.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failures.length).toBe(after);
  });
});
