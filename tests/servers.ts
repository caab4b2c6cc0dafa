import { tmpdir } from 'node:os';
import path from 'node:path';

// The demo servers the browser suites run against (the production build and
// the dev server), each on its own embedded database, and the production server
// of the page baselines, whose clock is frozen. Shared by the Playwright configs
// and the suites that read what a server wrote (lead delivery files).

export const PROD_PORT = Number(process.env.E2E_PROD_PORT ?? 3100);
export const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 3101);
export const VISUAL_PORT = Number(process.env.E2E_VISUAL_PORT ?? 3102);
const dataRoot = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), 'forecourt-e2e');

/** The data folder of the server a project runs against (PGlite files, lead deliveries). */
export function dataDirFor(project: 'production' | 'dev' | 'visual'): string {
  return path.join(dataRoot, project);
}

/**
 * The instant the page baselines are drawn at (issue 16), whatever today is: the visual
 * server's FORECOURT_CLOCK (its seed and its pages) and the browser's clock in
 * pages.visual.spec.ts. Changing it redraws every date on the pages: update the baselines.
 */
export const VISUAL_CLOCK = '2026-11-16T09:00:00+11:00';
export const VISUAL_NOW = new Date(VISUAL_CLOCK);
