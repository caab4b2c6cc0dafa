import { cpSync, existsSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

// Most of a new PGlite database's opening goes on creating its cluster, before any
// migration. The test run creates one migrated data folder first (the project's
// globalSetup, pglite-template.setup.ts) and each suite's database starts as a copy of
// it, so the migrations find nothing left to apply. A run without that set-up creates
// each database from nothing.

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data folder test databases copy (pglite-template.setup.ts). */
    pgliteTemplate?: string;
  }
}

/**
 * Copies the run's migrated template into `dataDir` when there is one and the folder holds
 * no database yet, and answers whether it did; openDatabase then opens the copy.
 */
export function copyPgliteTemplate(dataDir: string): boolean {
  let template: string | undefined;
  try {
    template = inject('pgliteTemplate');
  } catch {
    // Outside a Vitest worker there is nothing to inject.
    return false;
  }
  const source = template && path.join(template, 'pglite');
  const target = path.join(dataDir, 'pglite');
  if (!source || !existsSync(source) || existsSync(target)) return false;
  cpSync(source, target, { recursive: true });
  return true;
}
