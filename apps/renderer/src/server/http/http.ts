import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

// Small helpers over node:http: bounded body reading, JSON answers and
// compression of text answers.

export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`The request body is larger than ${limit} bytes.`);
  }
}

/** Reads the whole body, or throws BodyTooLarge as soon as it passes `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.reject(new BodyTooLarge(limit));
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        req.resume();
        reject(new BodyTooLarge(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) resolve(Buffer.concat(chunks));
    });
    req.on('error', (error) => {
      if (!done) reject(error);
    });
  });
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

/** A JSON error answer: `{ error }` plus any field errors. */
export function sendError(
  res: ServerResponse,
  status: number,
  error: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { error, ...extra }, headers);
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip' | null;

/** The content codings an Accept-Encoding header allows, with their weights. */
function acceptedCodings(acceptEncoding: string | string[] | undefined): Map<string, number> {
  const value = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding) ?? '';
  const accepted = new Map<string, number>();
  for (const part of value.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  return accepted;
}

function allows(accepted: Map<string, number>, name: string): boolean {
  return (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
}

/** The best encoding the client accepts (brotli, then gzip), or none. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const accepted = acceptedCodings(acceptEncoding);
  if (allows(accepted, 'br')) return 'br';
  if (allows(accepted, 'gzip')) return 'gzip';
  return null;
}

/** Whether the client takes gzip (the render cache keeps its answers gzipped). */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  return allows(acceptedCodings(acceptEncoding), 'gzip');
}

/** Below this a compressed answer saves less than the work of compressing it. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * How hard to compress: 'fast' for answers made per request, 'best' for files
 * compressed once and kept (the build's scripts and styles), where every byte
 * saved is saved on every phone that loads them.
 */
export type Effort = 'fast' | 'best';

export async function compress(
  body: Buffer,
  encoding: Encoding,
  effort: Effort = 'fast',
): Promise<{ body: Buffer; encoding: Encoding }> {
  if (encoding === null || body.length < MIN_COMPRESS_BYTES) return { body, encoding: null };
  if (encoding === 'br') {
    const out = await brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: effort === 'best' ? 11 : 5 },
    });
    return { body: out, encoding };
  }
  return { body: await gzip(body, { level: effort === 'best' ? 9 : 6 }), encoding };
}

/** Sends a text body, compressed when the client accepts it. */
export async function sendCompressed(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  text: string | Buffer,
): Promise<void> {
  const raw = typeof text === 'string' ? Buffer.from(text) : text;
  const { body, encoding } = await compress(raw, chooseEncoding(req.headers['accept-encoding']));
  res.writeHead(status, {
    ...headers,
    vary: 'Accept-Encoding',
    ...(encoding ? { 'content-encoding': encoding } : {}),
    'content-length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
