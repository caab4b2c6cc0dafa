import { IMAGE_WIDTHS } from '@forecourt/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { testPhotoSvg } from '../../testing/memory-services';
import { DEFAULT_QUALITY, LOGO_PATH, parseImageParams, resizeImage, WIDTH_ERROR } from './images';

const params = (query: string, accept?: string) =>
  parseImageParams(new URLSearchParams(query), accept);

describe('image parameters', () => {
  it('quality defaults to 80', () => {
    expect(DEFAULT_QUALITY).toBe(80);
    expect(params('w=320')).toEqual({
      ok: true,
      params: { width: 320, quality: 80, format: 'jpeg' },
    });
  });
  it('width: only the widths a srcset offers, and one is needed; quality from 1 to 100', () => {
    for (const width of IMAGE_WIDTHS) expect(params(`w=${width}`).ok).toBe(true);
    for (const w of ['', '16', '100', '319', '321', '1024', '2560', '0320', 'abc', '-5', '320.0']) {
      expect(params(`w=${w}`), w).toEqual({ ok: false, error: WIDTH_ERROR });
    }
    expect(params('')).toEqual({ ok: false, error: WIDTH_ERROR });
    expect(params('q=80')).toEqual({ ok: false, error: WIDTH_ERROR });
    expect(WIDTH_ERROR).toBe('w must be one of 320, 480, 640, 960, 1280.');
    expect(params('w=320&q=1').ok).toBe(true);
    expect(params('w=320&q=0').ok).toBe(false);
    expect(params('w=320&q=100').ok).toBe(true);
    expect(params('w=320&q=101').ok).toBe(false);
  });
  it('WebP for browsers that accept it', () => {
    expect(
      params('w=320', 'image/avif,image/webp,*/*').ok && params('w=320', 'image/webp'),
    ).toEqual({ ok: true, params: { width: 320, quality: 80, format: 'webp' } });
  });
});

describe('resizeImage', () => {
  it('draws an SVG at the asked width, keeping its shape', async () => {
    const out = await resizeImage(Buffer.from(testPhotoSvg), {
      width: 320,
      quality: 80,
      format: 'webp',
    });
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(320);
    expect(meta.height).toBe(180);
  });
  it('draws a vector larger than its own size without blurring it up from a bitmap', async () => {
    const out = await resizeImage(Buffer.from(testPhotoSvg), {
      width: 1280,
      quality: 60,
      format: 'jpeg',
    });
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1280, 720]);
  });
  it('lower quality makes a smaller file', async () => {
    const source = Buffer.from(testPhotoSvg);
    const high = await resizeImage(source, { width: 640, quality: 95, format: 'jpeg' });
    const low = await resizeImage(source, { width: 640, quality: 20, format: 'jpeg' });
    expect(low.length).toBeLessThan(high.length);
  });
});

describe('make logo paths', () => {
  it('match /media/logos/{slug}.svg and give the slug', () => {
    expect(LOGO_PATH.exec('/media/logos/mercedes-benz.svg')?.[1]).toBe('mercedes-benz');
    expect(LOGO_PATH.exec('/media/logos/bmw.svg')?.[1]).toBe('bmw');
  });
  it('match nothing that could leave the logo folder or name another file', () => {
    for (const path of [
      '/media/logos/../cars/1/0.svg',
      '/media/logos/..%2Fcars%2F1%2F0.svg',
      '/media/logos/%2e%2e.svg',
      '/media/logos/a/b.svg',
      '/media/logos/Toyota.svg',
      '/media/logos/toyota.svg.png',
      '/media/logos/-toyota.svg',
      '/media/logos/.svg',
      '/media/logos/toyota.svg\n',
      '/images/media/logos/toyota.svg',
    ]) {
      expect(LOGO_PATH.test(path), path).toBe(false);
    }
  });
});
