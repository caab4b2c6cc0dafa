import { financeDisclaimerAnswer } from '@forecourt/core';
import { buildCarPdf, pdfDisposition } from '../feeds/pdf';
import { sendError, sendJson } from '../http/http';
import { type ApiContext, apiErrors } from './context';
import type { RouteInput } from './gate';

// What the car page fetches about one of the site's cars: its printable PDF
// and its finance disclaimer. A car of another site is not found.

/** GET /api/cars/{slug}/pdf: the car's details as a PDF to download (the gate decoded the slug). */
export async function carPdf(ctx: ApiContext, { params }: RouteInput<'carPdf'>): Promise<void> {
  const { slug } = params;
  const car = await ctx.services.carBySlug(ctx.site, slug);
  if (!car) {
    sendError(ctx.res, 404, apiErrors.carNotFound);
    return;
  }
  const photoPath = car.primary_image_url ?? car.images[0]?.image.url ?? null;
  const photo = photoPath?.startsWith('/') ? await ctx.services.sourceImage(photoPath) : null;
  const pageUrl = new URL(`/cars/${encodeURIComponent(car.slug)}`, ctx.url).toString();
  let bytes: Uint8Array;
  try {
    bytes = await buildCarPdf({ car, site: ctx.site, photo, url: pageUrl });
  } catch (error) {
    ctx.log(`PDF for ${slug} failed`, error);
    sendError(ctx.res, 500, apiErrors.pdfFailed);
    return;
  }
  ctx.res.writeHead(200, {
    'content-type': 'application/pdf',
    'content-disposition': pdfDisposition(car.slug),
    'content-length': String(bytes.byteLength),
    'cache-control': 'no-store',
  });
  ctx.res.end(Buffer.from(bytes));
}

/**
 * GET /api/finance-disclaimer?car_id=…: what the disclaimer dialog shows for a
 * car of this site (core's `financeDisclaimerAnswer` for the site's provider).
 */
export async function financeDisclaimer(
  ctx: ApiContext,
  { query }: RouteInput<'financeDisclaimer'>,
): Promise<void> {
  const carId = query.car_id;
  const car = carId ? await ctx.services.carById(ctx.site, carId) : null;
  if (!car) {
    sendError(ctx.res, 404, apiErrors.carNotFound);
    return;
  }
  const answer = financeDisclaimerAnswer(
    car,
    {
      provider: ctx.site.finance_provider,
      manufacturer: ctx.site.manufacturer,
      showTermsLink: ctx.site.finance_terms_link,
    },
    ctx.now().getUTCFullYear(),
  );
  sendJson(ctx.res, 200, answer, { 'cache-control': 'no-store' });
}
