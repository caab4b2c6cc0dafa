import sharp from 'sharp';

// The image endpoint (docs/rules.md#car-text-and-images): GET /images/{source path}?w=&q= answers the source image
// resized to that width, as WebP for browsers that take it and JPEG otherwise.

export const DEFAULT_QUALITY = 80;
export const MIN_WIDTH = 16;
export const MAX_WIDTH = 2560;

/** A make's logo (docs/rules.md#model-and-manufacturer-records): `/media/logos/{slug}.svg`, the slug in group 1. */
export const LOGO_PATH = /^\/media\/logos\/([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

/** A model's picture in the demo catalogue (docs/rules.md#model-and-manufacturer-records: Model image.url): `/media/models/{slug}.svg`. */
export const MODEL_IMAGE_PATH = /^\/media\/models\/([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

/** A car's photo as the stock gives it: `/media/cars/{car id}/{n}.svg`. */
export const CAR_PHOTO_PATH = /^\/media\/cars\/([^/]+)\/(\d{1,2})\.svg$/;

/** The id of the car a photo path belongs to, or null when it is no car photo. */
export function photoCarId(path: string): string | null {
  // As the path carries it: the stock's photo paths are written from ids that need no escaping.
  return CAR_PHOTO_PATH.exec(path)?.[1] ?? null;
}

/**
 * What a logo SVG answer may do when opened on its own: nothing but draw
 * itself. It runs no script and loads nothing, whatever the file holds.
 */
export const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export type ImageFormat = 'webp' | 'jpeg';

export type ImageParams = { width: number | null; quality: number; format: ImageFormat };

export type ImageParamsResult = { ok: true; params: ImageParams } | { ok: false; error: string };

function wholeNumber(value: string): number | null {
  return /^\d{1,5}$/.test(value) ? Number(value) : null;
}

/** Reads w (16 to 2560, optional) and q (1 to 100, default 80); the format follows Accept. */
export function parseImageParams(
  query: URLSearchParams,
  accept: string | undefined,
): ImageParamsResult {
  const w = query.get('w');
  const q = query.get('q');
  let width: number | null = null;
  if (w !== null && w !== '') {
    width = wholeNumber(w);
    if (width === null || width < MIN_WIDTH || width > MAX_WIDTH) {
      return { ok: false, error: `w must be a whole number from ${MIN_WIDTH} to ${MAX_WIDTH}.` };
    }
  }
  let quality = DEFAULT_QUALITY;
  if (q !== null && q !== '') {
    const parsed = wholeNumber(q);
    if (parsed === null || parsed < 1 || parsed > 100) {
      return { ok: false, error: 'q must be a whole number from 1 to 100.' };
    }
    quality = parsed;
  }
  const format: ImageFormat = accept?.includes('image/webp') ? 'webp' : 'jpeg';
  return { ok: true, params: { width, quality, format } };
}

function isSvg(source: Buffer): boolean {
  const head = source.subarray(0, 512).toString('utf8').trimStart();
  return head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'));
}

/** Resizes (never past MAX_WIDTH) and encodes; vector sources are drawn at the asked width. */
export async function resizeImage(source: Buffer, params: ImageParams): Promise<Buffer> {
  let input = sharp(source);
  if (isSvg(source)) {
    const { width: natural } = await sharp(source).metadata();
    if (natural && params.width && params.width > natural) {
      // Draw the vector at a higher density instead of scaling a small bitmap up.
      input = sharp(source, { density: Math.min(2400, Math.ceil((72 * params.width) / natural)) });
    }
  }
  const resized = input.resize({
    width: params.width ?? MAX_WIDTH,
    withoutEnlargement: params.width === null,
  });
  return params.format === 'webp'
    ? resized.webp({ quality: params.quality }).toBuffer()
    : resized
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: params.quality, mozjpeg: true })
        .toBuffer();
}
