import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SiteSource, type SitesResult, validateSites } from '@forecourt/core';

/** The demo sites at the repository root (`sites/*.json`). */
export const defaultSitesDir = fileURLToPath(new URL('../../../../sites/', import.meta.url));

/** The folder to load sites from: env SITES_DIR when set, else the demo sites. */
export function sitesDir(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.SITES_DIR?.trim();
  return fromEnv ? path.resolve(fromEnv) : defaultSitesDir;
}

export type SiteFiles = {
  /** One entry per readable JSON file, named by its file name. */
  sources: SiteSource[];
  /** One line per file that could not be read or parsed. */
  problems: string[];
};

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Reads every `*.json` file of a folder, in file-name order. A file that cannot be
 * read or is not JSON becomes a problem line naming the file; the others still load,
 * so one run reports every broken site.
 */
export async function readSiteFiles(dir: string): Promise<SiteFiles> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    return { sources: [], problems: [`sites folder ${dir} cannot be read: ${reason(error)}`] };
  }
  const jsonNames = names.filter((name) => name.endsWith('.json')).sort();
  if (jsonNames.length === 0) {
    return { sources: [], problems: [`sites folder ${dir} holds no site files (*.json)`] };
  }
  const sources: SiteSource[] = [];
  const problems: string[] = [];
  for (const name of jsonNames) {
    let text: string;
    try {
      text = await readFile(path.join(dir, name), 'utf8');
    } catch (error) {
      problems.push(`${name}: cannot be read: ${reason(error)}`);
      continue;
    }
    try {
      sources.push({ data: JSON.parse(text), source: name });
    } catch (error) {
      problems.push(`${name}: is not valid JSON: ${reason(error)}`);
    }
  }
  return { sources, problems };
}

/**
 * Reads, resolves and validates every site of a folder (core merges and checks them,
 * one by one and against each other). Problem lines name a file with its folder
 * (`sites/b.json`), so they can be found from the repository root.
 */
export async function loadSites(dir: string): Promise<SitesResult> {
  const files = await readSiteFiles(dir);
  const folder = path.basename(dir);
  const result = validateSites(
    files.sources.map((entry) => ({ ...entry, source: `${folder}/${entry.source}` })),
  );
  const problems = [...files.problems, ...(result.ok ? [] : result.problems)];
  if (problems.length > 0) return { ok: false, problems };
  return result;
}
