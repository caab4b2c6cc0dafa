import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// What a page makes the browser download before a shopper does anything, read
// from the production build's manifest (dist/assets.json, Vite's manifest under
// Vike's name): its entry script with every chunk that entry imports statically,
// and the files of its page type's stylesheet. A page with its own +client.ts
// loads that file as its entry and nothing of Vike (`clientHooks: false`); any
// other page loads Vike's page entry and client runtime. Chunks behind a dynamic
// import() load on interaction and are listed apart.

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

const pageEntryPrefix = 'virtual:vike:page-entry:client:';

/** The page ids the build has a browser entry for: '/pages/cars/@slug', … */
export function pageIds(manifest: Manifest): string[] {
  return Object.keys(manifest)
    .filter((key) => key.startsWith(pageEntryPrefix))
    .map((key) => key.slice(pageEntryPrefix.length))
    .sort();
}

/** Vike's client runtime entry, which a page without its own +client.ts loads. */
function runtimeEntries(manifest: Manifest): string[] {
  return Object.keys(manifest).filter(
    (key) =>
      manifest[key]?.isEntry &&
      !key.startsWith(pageEntryPrefix) &&
      key.endsWith('.js') &&
      key.includes('/vike/dist/client/'),
  );
}

/** The manifest key of a page's own browser entry: '/pages/search' → 'pages/search/+client.ts'. */
function clientEntryOf(manifest: Manifest, pageId: string): string | null {
  const base = `${pageId.slice(1)}/+client.`;
  return (
    Object.keys(manifest).find((key) => key.startsWith(base) && manifest[key]?.isEntry) ?? null
  );
}

/** The scripts a page starts from. */
function entryRoots(manifest: Manifest, pageId: string): string[] {
  const own = clientEntryOf(manifest, pageId);
  return own ? [own] : [`${pageEntryPrefix}${pageId}`, ...runtimeEntries(manifest)];
}

function walk(manifest: Manifest, roots: readonly string[], follow: 'static' | 'all'): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk "${key}"`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
    if (follow === 'all') stack.push(...(chunk.dynamicImports ?? []));
  }
  return seen;
}

export interface PageFiles {
  /** Scripts loaded with the page. */
  scripts: string[];
  /** Scripts only a dynamic import() loads (on interaction). */
  deferred: string[];
}

/**
 * The stylesheets of everything a page may ever draw, in the order a browser
 * would apply them: first the CSS of the chunks the page loads with it (each
 * chunk after the chunks it imports), then that of each chunk a dynamic
 * import() loads, as Vite would append it on interaction. The server carries
 * them in the page's head as one stylesheet (src/server/render/inline-style.ts), and
 * the build keeps Vite from loading them again (vite.config.ts).
 */
export function pageStyleFiles(manifest: Manifest, pageId: string): string[] {
  if (!manifest[`${pageEntryPrefix}${pageId}`]) {
    throw new Error(`the build has no browser entry for ${pageId}`);
  }
  const seen = new Set<string>();
  const later: string[] = [];
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk "${key}"`);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const css of chunk.css ?? []) if (!files.includes(css)) files.push(css);
    later.push(...(chunk.dynamicImports ?? []));
  };
  for (const root of entryRoots(manifest, pageId)) visit(root);
  // Breadth first over the dynamic imports: what loads on a first interaction
  // comes before what only loads from inside it.
  for (let next = later.shift(); next !== undefined; next = later.shift()) visit(next);
  return files;
}

/** A page's stylesheet from its files' texts, in pageStyleFiles' order. */
export function joinStyles(texts: readonly string[]): string {
  return texts.map((text) => text.trim()).join('\n');
}

export function pageFiles(manifest: Manifest, pageId: string): PageFiles {
  const entry = `${pageEntryPrefix}${pageId}`;
  if (!manifest[entry]) throw new Error(`the build has no browser entry for ${pageId}`);
  const roots = entryRoots(manifest, pageId);
  const initial = walk(manifest, roots, 'static');
  const everything = walk(manifest, roots, 'all');
  const fileOf = (key: string) => (manifest[key] as ManifestChunk).file;
  return {
    scripts: [...initial].map(fileOf).sort(),
    deferred: [...everything]
      .filter((key) => !initial.has(key))
      .map(fileOf)
      .sort(),
  };
}

/** Bytes of a file as a browser receives it gzipped (level 9, the figure bundlers print). */
export function gzippedSize(file: string): number {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

export function totalGzipped(clientDir: string, files: readonly string[]): number {
  return files.reduce((sum, file) => sum + gzippedSize(path.join(clientDir, file)), 0);
}
