import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { withProcessLock } from './process-lock';

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'process-lock-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Leaves the lock `name` held by process `pid`, as a holder that never released it would. */
async function leaveLock(name: string, pid: number): Promise<void> {
  let folder = '';
  await withProcessLock(
    name,
    async () => {
      folder = (await fs.readdir(dir))[0] ?? '';
    },
    { dir },
  );
  await fs.mkdir(path.join(dir, folder));
  await fs.writeFile(path.join(dir, folder, 'pid'), String(pid));
}

describe('withProcessLock', () => {
  it('lets one holder in at a time and hands over in turn', async () => {
    const events: string[] = [];
    const hold = (who: string) =>
      withProcessLock(
        'config',
        async () => {
          events.push(`${who} in`);
          await pause(30);
          events.push(`${who} out`);
          return who;
        },
        { dir, pollMs: 5 },
      );
    expect(await Promise.all([hold('a'), hold('b'), hold('c')])).toEqual(['a', 'b', 'c']);
    for (let i = 0; i < events.length; i += 2) {
      expect(events[i]?.replace(' in', '')).toBe(events[i + 1]?.replace(' out', ''));
    }
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it('releases the lock when the work throws', async () => {
    await expect(
      withProcessLock('config', () => Promise.reject(new Error('boom')), { dir }),
    ).rejects.toThrow('boom');
    expect(await withProcessLock('config', async () => 'next', { dir })).toBe('next');
  });

  it('other names do not wait', async () => {
    let inner = '';
    await withProcessLock(
      'one',
      async () => {
        inner = await withProcessLock('two', async () => 'two ran', { dir });
      },
      { dir },
    );
    expect(inner).toBe('two ran');
  });

  it('takes over a lock whose holder has died', async () => {
    // A process that took the lock and was killed before releasing it.
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    const dead = child.pid ?? 0;
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    await leaveLock('config', dead);
    expect(await withProcessLock('config', async () => 'taken over', { dir, pollMs: 5 })).toBe(
      'taken over',
    );
  });

  it('waits for a live holder, and takes over one held past staleAfterMs', async () => {
    await leaveLock('config', process.pid);
    const waited = withProcessLock('config', async () => 'in', {
      dir,
      pollMs: 5,
      staleAfterMs: 300,
    });
    const first = await Promise.race([waited, pause(100).then(() => 'still waiting')]);
    expect(first).toBe('still waiting');
    expect(await waited).toBe('in');
  });
});
