import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

// `pnpm demo` builds the production bundle only when it is missing or older
// than any source it is made from.

/** Folders and files whose changes need a new build, relative to the repository root. */
// Every workspace package: pages bundle the storefront, search, machines, ui and
// core, and a missed one serves yesterday's widgets from a fresh-looking build.
export const buildInputs = [
  'apps/renderer/pages',
  'apps/renderer/components',
  'apps/renderer/src',
  'apps/renderer/public',
  'apps/renderer/vite.config.ts',
  'templates',
  'packages',
];

async function newestIn(target: string): Promise<number> {
  let info: Awaited<ReturnType<typeof stat>>;
  try {
    info = await stat(target);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of await readdir(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, await newestIn(path.join(target, entry.name)));
  }
  return newest;
}

/** Whether `builtFile` is missing or older than any build input. */
export async function buildIsStale(repoRoot: string, builtFile: string): Promise<boolean> {
  let built: number;
  try {
    built = (await stat(builtFile)).mtimeMs;
  } catch {
    return true;
  }
  for (const input of buildInputs) {
    if ((await newestIn(path.join(repoRoot, input))) > built) return true;
  }
  return false;
}
