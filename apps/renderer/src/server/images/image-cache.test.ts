import type { ImageWidth } from '@forecourt/core';
import { describe, expect, it } from 'vitest';
import { WorkDropped, WorkRefused } from '../http/expensive-work';
import { createImageCache, ENTRY_OVERHEAD_BYTES } from './image-cache';
import type { ImageParams } from './images';

const params = (width: ImageWidth): ImageParams => ({ width, quality: 80, format: 'webp' });

function counter() {
  const calls: string[] = [];
  const encode = async (source: Buffer, p: ImageParams) => {
    calls.push(`${source.toString()}@${p.width}`);
    return Buffer.alloc(p.width, 1);
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
    expect(cache.stats()).toMatchObject({
      entries: 2,
      hits: 1,
      misses: 2,
      bytes: 960 + 2 * ENTRY_OVERHEAD_BYTES,
    });
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

  it('drops the least recently used encodings past its byte budget, counting each entry whole', async () => {
    // Two 480-byte copies and their bookkeeping fit in 1,500 bytes; a third does not.
    const cache = createImageCache({ maxBytes: 1_500 });
    const { calls, encode } = counter();
    await cache.get(Buffer.from('a'), params(480), encode);
    await cache.get(Buffer.from('b'), params(480), encode);
    await cache.get(Buffer.from('a'), params(480), encode); // a used again: b is now the oldest
    await cache.get(Buffer.from('c'), params(480), encode); // b goes
    expect(cache.stats().bytes).toBeLessThanOrEqual(1_500);
    expect(cache.stats().entries).toBe(2);
    await cache.get(Buffer.from('a'), params(480), encode);
    await cache.get(Buffer.from('b'), params(480), encode);
    expect(calls).toEqual(['a@480', 'b@480', 'c@480', 'b@480']);
  });

  it('a request that shared an encoding which never ran (refused or dropped) encodes for itself', async () => {
    for (const notRun of [new WorkRefused('client-window', 30), new WorkDropped('gone')]) {
      const cache = createImageCache({ maxBytes: 10_000 });
      const { calls, encode } = counter();
      let refuse: (error: unknown) => void = () => {};
      const refused = cache.get(Buffer.from('car'), params(320), () => {
        return new Promise<Buffer>((_, reject) => {
          refuse = reject;
        });
      });
      const shared = cache.get(Buffer.from('car'), params(320), encode);
      refuse(notRun);
      await expect(refused).rejects.toBe(notRun);
      expect((await shared).length).toBe(320);
      expect(calls).toEqual(['car@320']);
    }
  });

  it('a request that shared an encoding which failed gets the same failure', async () => {
    const cache = createImageCache({ maxBytes: 10_000 });
    const { calls, encode } = counter();
    const failing = cache.get(Buffer.from('x'), params(320), async () => {
      throw new Error('corrupt image');
    });
    const shared = cache.get(Buffer.from('x'), params(320), encode);
    await expect(failing).rejects.toThrow('corrupt');
    await expect(shared).rejects.toThrow('corrupt');
    expect(calls).toEqual([]);
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
