import { type PhoneRevealLog, phoneRevealLogSchema, type SiteConfig } from '@forecourt/core';
import { LOGO_PATH, MODEL_IMAGE_PATH, photoCarId } from '../images/images';
import type { RendererServices } from '../services/services';

// Every id a request carries is checked here against the site its host
// resolved to, so no site reads or writes another's data
// (docs/decisions/0016-one-guard-for-requests.md). Pages, the PDF and the
// lead's car are scoped by the services themselves (carBySlug and carById
// answer only the site's own cars; the lead handler looks the car up among the
// site's dealerships); what remains are the ids a request names outright: the
// phone reveal's three and the image endpoint's source path.

export const scopeErrors = {
  revealInvalid: 'The phone reveal needs car_id, dealership_id and website_id.',
  revealCar: 'There is no such car on this site.',
  revealDealership: 'The dealership_id is not the dealership of this site.',
  revealWebsite: 'The website_id is not the id of this site.',
} as const;

/** The website_id a site's pages send (the slug when its configuration names none). */
export function websiteIdOf(site: SiteConfig): string {
  return String(site.website_id ?? site.slug);
}

export type RevealScope =
  | { ok: true; log: PhoneRevealLog }
  | { ok: false; status: 400 | 404; error: string };

/** A phone reveal's ids, when all three are this site's: its car, its dealership, itself. */
export async function revealOnSite(
  site: SiteConfig,
  services: Pick<RendererServices, 'carById'>,
  body: unknown,
): Promise<RevealScope> {
  const parsed = phoneRevealLogSchema.safeParse(body);
  if (!parsed.success) return { ok: false, status: 400, error: scopeErrors.revealInvalid };
  const log = parsed.data;
  if (log.website_id !== websiteIdOf(site)) {
    return { ok: false, status: 400, error: scopeErrors.revealWebsite };
  }
  if (log.dealership_id !== String(site.dealership_id)) {
    return { ok: false, status: 400, error: scopeErrors.revealDealership };
  }
  if (!(await services.carById(site, log.car_id))) {
    return { ok: false, status: 404, error: scopeErrors.revealCar };
  }
  return { ok: true, log };
}

/**
 * Whether the image endpoint may serve this source on this site: a make logo
 * (the catalogue is the same for every site), or a photo of one of the site's cars.
 */
export async function imageSourceOnSite(
  site: SiteConfig,
  services: Pick<RendererServices, 'carById'>,
  sourcePath: string,
): Promise<boolean> {
  // The catalogue's make logos and model pictures are every site's.
  if (LOGO_PATH.test(sourcePath) || MODEL_IMAGE_PATH.test(sourcePath)) return true;
  const carId = photoCarId(sourcePath);
  return carId !== null && (await services.carById(site, carId)) !== null;
}
