import { createHash } from 'node:crypto';
import { WorkNotRun } from '../http/expensive-work';
import type { ImageParams } from './images';

// Resized photos kept in memory, so a photo is encoded once per width, quality
// and format rather than on every request (encoding a card photo takes tens of
// milliseconds of CPU, more than rendering a cached page). The key holds a hash
// of the source's bytes, so a replaced photo is never answered from an older
// encoding. Least recently used answers go first once the cache holds more
// than its byte budget (each entry counted with its bookkeeping, so even many
// small copies stay within it); requests for the same encoding that arrive
// while it is being made share one encoding (docs/operations.md#expensive-work).

export type ImageCacheOptions = { maxBytes: number };

export const DEFAULT_IMAGE_CACHE: ImageCacheOptions = { maxBytes: 32 * 1024 * 1024 };

/** What an entry costs beside its bytes: its key and the map's bookkeeping. */
export const ENTRY_OVERHEAD_BYTES = 256;

export type Encode = (source: Buffer, params: ImageParams) => Promise<Buffer>;

export type ImageCache = {
  /** The encoding of `source` for `params`, made by `encode` only when not kept. */
  get(source: Buffer, params: ImageParams, encode: Encode): Promise<Buffer>;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
};

export function createImageCache(options: ImageCacheOptions): ImageCache {
  const kept = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;

  const cost = (image: Buffer) => image.length + ENTRY_OVERHEAD_BYTES;

  function keyOf(source: Buffer, params: ImageParams): string {
    const digest = createHash('sha1').update(source).digest('base64url');
    return `${digest} ${params.width} ${params.quality} ${params.format}`;
  }

  function keep(key: string, image: Buffer): void {
    if (cost(image) > options.maxBytes) return;
    kept.set(key, image);
    bytes += cost(image);
    for (const [oldKey, old] of kept) {
      if (bytes <= options.maxBytes) break;
      kept.delete(oldKey);
      bytes -= cost(old);
    }
  }

  async function get(source: Buffer, params: ImageParams, encode: Encode): Promise<Buffer> {
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
    if (running) {
      // An encoding another request started but never ran (that request was
      // refused or went away) is no answer for this one: it encodes for itself.
      return running.catch((error: unknown) => {
        if (error instanceof WorkNotRun) return get(source, params, encode);
        throw error;
      });
    }
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
  }

  return {
    get,
    stats() {
      return { entries: kept.size, bytes, hits, misses };
    },
  };
}
