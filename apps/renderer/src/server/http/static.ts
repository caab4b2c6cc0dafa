import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { chooseEncoding, compress, type Encoding } from './http';

// The production build's browser files (dist/client). Vite names every file under
// /assets/ by its content hash, so those are cached for a year and never revalidated.

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

const compressible = /^(?:text\/|application\/json|image\/svg)/;

/**
 * Headers that only a document heeds (what it may load, who may frame it, what
 * it tells other sites). A script, stylesheet, font or bitmap image is never a
 * document, so its answer leaves them out: on a page's twenty-odd files they
 * would be some 10 KB a phone downloads for nothing. An SVG can be opened as a
 * document and keeps them.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'referrer-policy',
  'permissions-policy',
];
const neverDocument = /^(?:text\/javascript|text\/css|font\/|image\/(?:png|jpeg|webp|avif|x-icon))/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';

type Cached = { body: Buffer; encoding: Encoding };

export function createStaticHandler(root: string) {
  const base = path.resolve(root);
  // Compressed copies, made once per file and encoding (the build never changes under us).
  const cache = new Map<string, Cached>();

  /** Serves the file when there is one; false lets the caller go on (to the pages). */
  return async function serveStatic(
    req: IncomingMessage,
    res: ServerResponse,
    pathname: string,
  ): Promise<boolean> {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    if (decoded.includes('\0')) return false;
    const file = path.resolve(base, `.${path.posix.normalize(decoded)}`);
    if (!file.startsWith(`${base}${path.sep}`)) return false;
    const type = types[path.extname(file).toLowerCase()];
    if (!type) return false;
    try {
      if (!(await stat(file)).isFile()) return false;
    } catch {
      return false;
    }
    const hashed = decoded.startsWith('/assets/');
    const wanted = compressible.test(type) ? chooseEncoding(req.headers['accept-encoding']) : null;
    const key = `${file}\n${wanted ?? ''}`;
    let entry = cache.get(key);
    if (!entry) {
      entry = await compress(await readFile(file), wanted, 'best');
      cache.set(key, entry);
    }
    if (neverDocument.test(type)) for (const name of DOCUMENT_ONLY_HEADERS) res.removeHeader(name);
    res.writeHead(200, {
      'content-type': type,
      'content-length': String(entry.body.length),
      'cache-control': hashed ? IMMUTABLE : 'public, max-age=0, must-revalidate',
      vary: 'Accept-Encoding',
      ...(entry.encoding ? { 'content-encoding': entry.encoding } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : entry.body);
    return true;
  };
}
