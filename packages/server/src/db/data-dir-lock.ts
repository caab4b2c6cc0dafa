import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

/** Whether process `pid` is running on this machine (under any user). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * One process at a time on an embedded data folder. A lock left by a process
 * that died (SIGKILL, crash) is taken over, so a restart after a kill works.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = path.join(dataDir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(holder) && holder > 0 && processAlive(holder)) {
        throw new Error(
          `data folder "${dataDir}" is in use by process ${holder}; stop it or set DATA_DIR to another folder`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`data folder "${dataDir}": could not take the lock file ${file}`);
}
