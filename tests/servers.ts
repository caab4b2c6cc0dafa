import { tmpdir } from 'node:os';
import path from 'node:path';

// The two demo servers the browser suites run against (the production build and
// the dev server), each on its own embedded database. Shared by the Playwright
// config and the suites that read what a server wrote (lead delivery files).

export const PROD_PORT = Number(process.env.E2E_PROD_PORT ?? 3100);
export const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 3101);
const dataRoot = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), 'forecourt-e2e');

/** The data folder of the server a project runs against (PGlite files, lead deliveries). */
export function dataDirFor(project: 'production' | 'dev'): string {
  return path.join(dataRoot, project);
}
