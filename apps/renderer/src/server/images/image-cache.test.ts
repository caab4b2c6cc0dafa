import { describe, expect, it } from 'vitest';
import { createImageCache } from './image-cache';
import type { ImageParams } from './images';

const params = (width: number): ImageParams => ({ width, quality: 80, format: 'webp' });

function counter() {
  const calls: string[] = [];
  const encode = async (source: Buffer, p: ImageParams) => {
    calls.push(`${source.toString()}@${p.width}`);
    return Buffer.alloc(p.width ?? 1, 1);
  };
  return { calls, encode };
}

describe('the resized photo cache', () => {
  it('encodes a photo once per width, then answers from memory', async () => {
    const cache = createImageCache({ maxBytes: 10_000 });
    const { calls, encode } = counter();
    const a = await cache.get(Buffer.from('car'), params(320), encode);
    const b = await cache.get(Buffer.from('car'), params(320), encode);
    await cache.get(Buffer.from('car'), params(640), encode);
    expect(b).toBe(a);
    expect(calls).toEqual(['car@320', 'car@640']);
    expect(cache.stats()).toMatchObject({ entries: 2, hits: 1, misses: 2, bytes: 960 });
  });

  it('never answers a replaced photo with the old encoding', async () => {
    const cache = createImageCache({ maxBytes: 10_000 });
    const { calls, encode } = counter();
    await cache.get(Buffer.from('old photo'), params(320), encode);
    await cache.get(Buffer.from('new photo'), params(320), encode);
    expect(calls).toEqual(['old photo@320', 'new photo@320']);
  });

  it('shares one encoding between requests that arrive together', async () => {
    const cache = createImageCache({ maxBytes: 10_000 });
    const { calls, encode } = counter();
    const [a, b] = await Promise.all([
      cache.get(Buffer.from('car'), params(320), encode),
      cache.get(Buffer.from('car'), params(320), encode),
    ]);
    expect(a).toBe(b);
    expect(calls).toHaveLength(1);
  });

  it('drops the least recently used encodings past its byte budget', async () => {
    const cache = createImageCache({ maxBytes: 1_000 });
    const { calls, encode } = counter();
    await cache.get(Buffer.from('a'), params(400), encode);
    await cache.get(Buffer.from('b'), params(400), encode);
    await cache.get(Buffer.from('a'), params(400), encode); // a used again: b is now the oldest
    await cache.get(Buffer.from('c'), params(400), encode); // 1,200 bytes: b goes
    expect(cache.stats().bytes).toBeLessThanOrEqual(1_000);
    await cache.get(Buffer.from('a'), params(400), encode);
    await cache.get(Buffer.from('b'), params(400), encode);
    expect(calls).toEqual(['a@400', 'b@400', 'c@400', 'b@400']);
  });

  it('keeps nothing from a failed encoding', async () => {
    const cache = createImageCache({ maxBytes: 1_000 });
    const failing = async () => {
      throw new Error('corrupt image');
    };
    await expect(cache.get(Buffer.from('x'), params(320), failing)).rejects.toThrow('corrupt');
    const { calls, encode } = counter();
    await cache.get(Buffer.from('x'), params(320), encode);
    expect(calls).toEqual(['x@320']);
  });
});
