import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { processAlive } from '@forecourt/server';

// A lock that processes on one machine take in turn: a folder made with mkdir
// (which only one of them can make), holding the owner's process id. A folder
// left by a process that has died is taken over; one held longer than
// `staleAfterMs` is too, so a hung holder cannot stop every later start.

export type ProcessLockOptions = {
  /** Where the lock folders live; the system's temporary folder by default. */
  dir?: string;
  /** How often a waiting process looks again. */
  pollMs?: number;
  /** A lock held longer than this is taken over. */
  staleAfterMs?: number;
};

function lockPath(name: string, dir: string): string {
  const key = createHash('sha256').update(name).digest('hex').slice(0, 16);
  // Per user: another user's folder in a shared temporary folder could be
  // neither made nor removed by this one.
  return path.join(dir, `forecourt-lock-${process.getuid?.() ?? 0}-${key}`);
}

async function abandoned(folder: string, staleAfterMs: number): Promise<boolean> {
  try {
    const [owner, stat] = await Promise.all([
      fs.readFile(path.join(folder, 'pid'), 'utf8'),
      fs.stat(folder),
    ]);
    const pid = Number(owner);
    if (Number.isInteger(pid) && pid > 0 && !processAlive(pid)) return true;
    return Date.now() - stat.mtimeMs > staleAfterMs;
  } catch {
    // Made but its pid not yet written, or just released: look again later,
    // unless it has been like that for longer than a holder may take.
    const stat = await fs.stat(folder).catch(() => null);
    return stat !== null && Date.now() - stat.mtimeMs > staleAfterMs;
  }
}

/** Runs `work` while holding the machine-wide lock called `name`. */
export async function withProcessLock<T>(
  name: string,
  work: () => Promise<T>,
  { dir = os.tmpdir(), pollMs = 50, staleAfterMs = 120_000 }: ProcessLockOptions = {},
): Promise<T> {
  const folder = lockPath(name, dir);
  for (;;) {
    try {
      await fs.mkdir(folder);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await abandoned(folder, staleAfterMs)) {
        // Moved aside in one step, so that of two processes that found it
        // abandoned at the same moment only one removes it. (One that looked a
        // moment earlier could still move the folder a new holder has just
        // made: only when a holder has died or hung, and then two starts overlap.)
        const aside = `${folder}.abandoned-${process.pid}-${Date.now()}`;
        const moved = await fs.rename(folder, aside).then(
          () => true,
          () => false,
        );
        if (moved) {
          await fs.rm(aside, { recursive: true, force: true });
          continue;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
  }
  try {
    await fs.writeFile(path.join(folder, 'pid'), String(process.pid));
    return await work();
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}
