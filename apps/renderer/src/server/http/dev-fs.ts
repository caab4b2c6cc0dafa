import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// What Vite's dev server may send as files (`server.fs`). By default it serves
// anything under the workspace root, so a dev server reachable by anyone
// answered /package.json, /@fs/ paths into other packages and the like. Here
// it serves only what the pages load in a browser: the renderer's own source
// folders, the source and exported files of the workspace packages and
// templates the renderer depends on (never the server-only ones), and the
// installed dependencies; package manifests and secrets are refused even
// inside those, and so are workspace packages reached through a node_modules
// link (Vite checks the path asked for, not where a link leads).

/** Workspace packages that hold server code only: never served to a browser. */
const SERVER_ONLY = new Set(['@forecourt/server']);

/** The renderer's folders a page may load from. */
const RENDERER_FOLDERS = ['pages', 'components', 'src', 'public'];

/** Vite's own deny list (it is replaced, not extended, when set) and package manifests. */
export const DEV_FS_DENY = [
  '.env',
  '.env.*',
  '*.{crt,pem}',
  '**/.git/**',
  'package.json',
  'pnpm-lock.yaml',
  'tsconfig*.json',
  '**/node_modules/@forecourt/**',
];

type Manifest = {
  name?: string;
  dependencies?: Record<string, string>;
  exports?: string | Record<string, string>;
};

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** The folders and files of one workspace package a browser may load: src/ and its exports. */
function packageEntries(dir: string, manifest: Manifest): string[] {
  const exported =
    typeof manifest.exports === 'string'
      ? [manifest.exports]
      : Object.values(manifest.exports ?? {}).filter((v): v is string => typeof v === 'string');
  const files = exported.map((target) => path.join(dir, target));
  return [path.join(dir, 'src'), ...files.filter((file) => !file.startsWith(`${dir}/src/`))];
}

/**
 * The workspace packages `root` depends on, followed through their own
 * workspace dependencies, without the server-only ones: each one's folder.
 */
function workspaceDependencies(root: string): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (dir: string) => {
    const manifest = readManifest(dir);
    for (const [name, version] of Object.entries(manifest.dependencies ?? {})) {
      if (!version.startsWith('workspace:') || SERVER_ONLY.has(name) || found.has(name)) continue;
      const linked = realpathSync(path.join(dir, 'node_modules', name));
      found.set(name, linked);
      visit(linked);
    }
  };
  visit(root);
  return found;
}

export type DevFsOptions = { strict: true; allow: string[]; deny: string[] };

/**
 * Vite's `server.fs` for the renderer at `root`: strict, with an explicit allow
 * list. Installed dependencies are served from the workspace's package store
 * (`node_modules/.pnpm`, where their real paths are) and Vite's own cache;
 * a workspace package linked into node_modules is reachable only by its real
 * path, under the rules above.
 */
export function devServerFs(root: string): DevFsOptions {
  const rendererRoot = realpathSync(root);
  const repoRoot = path.resolve(rendererRoot, '../..');
  const allow = [
    ...RENDERER_FOLDERS.map((folder) => path.join(rendererRoot, folder)),
    ...[...workspaceDependencies(rendererRoot).values()].flatMap((dir) =>
      packageEntries(dir, readManifest(dir)),
    ),
    path.join(repoRoot, 'node_modules', '.pnpm'),
    path.join(rendererRoot, 'node_modules', '.vite'),
  ];
  return { strict: true, allow, deny: DEV_FS_DENY };
}

/**
 * Puts the allow list back after Vike's dev plugin has added the working
 * directory and the whole workspace to it (it does so unconditionally while
 * the configuration is resolved, and Vite runs those hooks side by side, so
 * this waits until the server is made). Vite reads the list on every request.
 */
export function devFsPlugin(fs: DevFsOptions): Plugin {
  return {
    name: 'forecourt:dev-fs',
    apply: 'serve',
    configureServer(server) {
      const allow = server.config.server.fs.allow;
      allow.splice(0, allow.length, ...fs.allow);
    },
  };
}
