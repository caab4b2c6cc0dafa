import { IMAGE_WIDTHS, type ImageWidth } from '@forecourt/core';
import sharp from 'sharp';

// The image endpoint (docs/rules.md#car-text-and-images): GET /images/{source path}?w=&q= answers the source image
// resized to that width, as WebP for browsers that take it and JPEG otherwise.
// Only the widths a page's srcset offers (core's IMAGE_WIDTHS) are made: every
// other width is refused, so a request can neither ask for a huge drawing nor
// fill the cache with copies no page shows (docs/operations.md#expensive-work).

export const DEFAULT_QUALITY = 80;

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

export type ImageParams = { width: ImageWidth; quality: number; format: ImageFormat };

export type ImageParamsResult = { ok: true; params: ImageParams } | { ok: false; error: string };

function wholeNumber(value: string): number | null {
  return /^\d{1,5}$/.test(value) ? Number(value) : null;
}

/** Written as the pages write them ('0320' is no width), so each copy has one address. */
const WIDTHS: ReadonlyMap<string, ImageWidth> = new Map(IMAGE_WIDTHS.map((w) => [String(w), w]));

/** The error of a missing or unlisted width: it names the widths there are. */
export const WIDTH_ERROR = `w must be one of ${IMAGE_WIDTHS.join(', ')}.`;

/** Reads w (one of IMAGE_WIDTHS) and q (1 to 100, default 80); the format follows Accept. */
export function parseImageParams(
  query: URLSearchParams,
  accept: string | undefined,
): ImageParamsResult {
  const w = query.get('w');
  const q = query.get('q');
  const width = w === null ? undefined : WIDTHS.get(w);
  if (width === undefined) return { ok: false, error: WIDTH_ERROR };
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

/** Resizes to the asked width and encodes; vector sources are drawn at that width. */
export async function resizeImage(source: Buffer, params: ImageParams): Promise<Buffer> {
  let input = sharp(source);
  if (isSvg(source)) {
    const { width: natural } = await sharp(source).metadata();
    if (natural && params.width > natural) {
      // Draw the vector at a higher density instead of scaling a small bitmap up.
      input = sharp(source, { density: Math.min(2400, Math.ceil((72 * params.width) / natural)) });
    }
  }
  const resized = input.resize({ width: params.width });
  return params.format === 'webp'
    ? resized.webp({ quality: params.quality }).toBuffer()
    : resized
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: params.quality, mozjpeg: true })
        .toBuffer();
}
