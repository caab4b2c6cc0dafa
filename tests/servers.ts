import { tmpdir } from 'node:os';
import path from 'node:path';

// The demo servers the browser suites run against (two of the production build and
// the dev server), each on its own embedded database, and the production server
// of the page baselines, whose clock is frozen. Shared by the Playwright configs
// and the suites that read what a server wrote (lead delivery files).

export const PROD_PORT = Number(process.env.E2E_PROD_PORT ?? 3100);
export const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 3101);
export const VISUAL_PORT = Number(process.env.E2E_VISUAL_PORT ?? 3102);
/** The second production server: half of the production specs run against it, at the same time. */
export const PROD_2_PORT = Number(process.env.E2E_PROD_2_PORT ?? PROD_PORT + 3);
const dataRoot = process.env.E2E_DATA_DIR ?? path.join(tmpdir(), 'forecourt-e2e');

/** The data folder of a server (PGlite files, lead deliveries). */
export function dataDirFor(server: 'production' | 'production-2' | 'dev' | 'visual'): string {
  return path.join(dataRoot, server);
}

/** Which kind of server a browser project runs against: the production build or the dev server. */
export type ServerKind = 'production' | 'dev';

/** What a project's `metadata` says of its server (playwright.config.ts). */
export type ServerMetadata = { port: number; server: ServerKind; dataDir: string };

type WithProject = { project: { metadata: Record<string, unknown> } };

/** The kind of server the running test's project is served by. */
export function serverOf(info: WithProject): ServerKind {
  return (info.project.metadata as ServerMetadata).server;
}

/** The data folder of the server the running test's project is served by (its lead deliveries). */
export function dataDirOf(info: WithProject): string {
  return (info.project.metadata as ServerMetadata).dataDir;
}

/**
 * The instant the page baselines are drawn at, whatever today is: the visual
 * server's FORECOURT_CLOCK (its seed and its pages) and the browser's clock in
 * pages.visual.spec.ts. Changing it redraws every date on the pages: update the baselines.
 */
export const VISUAL_CLOCK = '2026-11-16T09:00:00+11:00';
export const VISUAL_NOW = new Date(VISUAL_CLOCK);
