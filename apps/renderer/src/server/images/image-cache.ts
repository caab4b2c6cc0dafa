import { createHash } from 'node:crypto';
import type { ImageParams } from './images';

// Resized photos kept in memory, so a photo is encoded once per width, quality
// and format rather than on every request (encoding a card photo takes tens of
// milliseconds of CPU, more than rendering a cached page). The key holds a hash
// of the source's bytes, so a replaced photo is never answered from an older
// encoding. Least recently used answers go first once the cache holds more
// than its byte budget; requests for the same encoding that arrive while it is
// being made share one encoding.

export type ImageCacheOptions = { maxBytes: number };

export const DEFAULT_IMAGE_CACHE: ImageCacheOptions = { maxBytes: 32 * 1024 * 1024 };

export type ImageCache = ReturnType<typeof createImageCache>;

export function createImageCache(options: ImageCacheOptions) {
  const kept = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  function keyOf(source: Buffer, params: ImageParams): string {
    const digest = createHash('sha1').update(source).digest('base64url');
    return `${digest} ${params.width ?? 'natural'} ${params.quality} ${params.format}`;
  }

  function keep(key: string, image: Buffer): void {
    if (image.length > options.maxBytes) return;
    kept.set(key, image);
    bytes += image.length;
    for (const [oldKey, old] of kept) {
      if (bytes <= options.maxBytes) break;
      kept.delete(oldKey);
      bytes -= old.length;
    }
  }

  return {
    /** The encoding of `source` for `params`, made by `encode` only when not kept. */
    async get(
      source: Buffer,
      params: ImageParams,
      encode: (source: Buffer, params: ImageParams) => Promise<Buffer>,
    ): Promise<Buffer> {
      const key = keyOf(source, params);
      const found = kept.get(key);
      if (found) {
        hits += 1;
        // Most recently used last.
        kept.delete(key);
        kept.set(key, found);
        return found;
      }
      const running = pending.get(key);
      if (running) return running;
      misses += 1;
      const made = encode(source, params).then(
        (image) => {
          pending.delete(key);
          keep(key, image);
          return image;
        },
        (error: unknown) => {
          pending.delete(key);
          throw error;
        },
      );
      pending.set(key, made);
      return made;
    },
    stats() {
      return { entries: kept.size, bytes, hits, misses };
    },
  };
}
