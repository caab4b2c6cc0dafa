import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type SiteConfig, validateSites } from '@forecourt/core';
import { repoRoot } from '../db/database';

/** The demo sites folder: `SITES_DIR`, or `sites/` at the repository root. */
export function demoSitesDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.SITES_DIR?.trim() ? path.resolve(env.SITES_DIR) : path.join(repoRoot, 'sites');
}

/** Reads and validates every site file with the core site rules; throws one line per problem. */
export async function loadDemoSites(dir: string): Promise<SiteConfig[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  const sources = await Promise.all(
    names.map(async (name) => ({
      data: JSON.parse(await readFile(path.join(dir, name), 'utf8')),
      source: name,
    })),
  );
  const result = validateSites(sources);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.sites;
}
