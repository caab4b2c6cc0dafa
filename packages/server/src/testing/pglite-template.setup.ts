import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../db/database';

/**
 * Vitest globalSetup: one migrated PGlite data folder for the run, provided as
 * `pgliteTemplate` (pglite-template.ts) and removed when the run ends.
 */
export default async function setup(project: {
  provide: (key: 'pgliteTemplate', value: string) => void;
}): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'forecourt-pglite-template-'));
  const handle = await openDatabase({ dataDir, migrate: true });
  await handle.close();
  project.provide('pgliteTemplate', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
