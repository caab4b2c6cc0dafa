import { sendError } from '../http/http';
import { IMMUTABLE } from '../http/static';
import { LOGO_CSP, LOGO_PATH, parseImageParams, resizeImage } from '../images/images';
import { type ApiContext, apiErrors } from './context';
import type { RouteInput } from './gate';
import { imageSourceOnSite } from './site-scope';

// The site's pictures: its cars' photos resized (images/images.ts) and the
// catalogue's make logos.

/** GET /images/{source}?w=&q=: one of the site's photos at the asked width and quality. */
export async function carImage(
  ctx: ApiContext,
  { query, params: path }: RouteInput<'carImage'>,
): Promise<void> {
  const { req, res } = ctx;
  // The gate checked w and q are digits; which widths and qualities are made is the image module's.
  const asked = new URLSearchParams();
  if (query.w !== undefined) asked.set('w', query.w);
  if (query.q !== undefined) asked.set('q', query.q);
  const params = parseImageParams(asked, req.headers.accept);
  if (!params.ok) {
    sendError(res, 400, params.error);
    return;
  }
  const sourcePath = path.source;
  // Only photos of this site's cars (and the catalogue's make logos).
  const onSite = await imageSourceOnSite(ctx.site, ctx.services, sourcePath);
  const source = onSite ? await ctx.services.sourceImage(sourcePath) : null;
  if (!source) {
    sendError(res, 404, apiErrors.imageNotFound);
    return;
  }
  const image = ctx.images
    ? await ctx.images.get(source, params.params, resizeImage)
    : await resizeImage(source, params.params);
  res.writeHead(200, {
    'content-type': `image/${params.params.format}`,
    'content-length': String(image.length),
    'cache-control': IMMUTABLE,
    vary: 'Accept',
  });
  res.end(req.method === 'HEAD' ? undefined : image);
}

/**
 * GET /media/logos/{slug}.svg: a make's logo as the catalogue gives it. Served
 * as SVG, so it stays sharp at any size and screen density; only catalogue
 * slugs match, so no path reaches anything else.
 */
export async function makeLogo(ctx: ApiContext): Promise<void> {
  const { req, res, url } = ctx;
  const logo = LOGO_PATH.test(url.pathname) ? await ctx.services.sourceImage(url.pathname) : null;
  if (!logo) {
    sendError(res, 404, apiErrors.logoNotFound);
    return;
  }
  res.writeHead(200, {
    'content-type': 'image/svg+xml',
    'content-length': String(logo.length),
    'cache-control': IMMUTABLE,
    'content-security-policy': LOGO_CSP,
  });
  res.end(req.method === 'HEAD' ? undefined : logo);
}
