import {
  type Car,
  imageUrl,
  type PublicHit,
  type PublicSearchResult,
  publicHitFields,
  type SearchResult,
  type SiteConfig,
  TRUNCATE_OVER,
} from '@forecourt/core';

// The public hit projection: what a search answer carries of each car, for the
// search page's first paint (+data) and for POST /api/search alike. A result
// card shows title, image, location, tag, price, finance estimate, key facts,
// a short description and the buttons core's rules allow; the hit keeps the
// fields those rules read and nothing else (no VIN, stock number, private
// suburb or postcode, valuation data, payment processors, other providers'
// lender tables, feed bookkeeping).
//
// The browser keeps the answer as it travels (core's PublicSearchResult, read
// with `readPublicSearchResult`): the search machine and the result cards are
// typed against the public hit, so nothing in the browser can come to rely on a
// field the projection leaves out.

// The fields themselves are core's (`publicHitFields`), the one list the result
// cards are typed against.
export { type PublicHit, type PublicSearchResult, publicHitFields };

/** The width result cards ask the image endpoint for. */
export const CARD_IMAGE_WIDTH = 640;

/**
 * One car as a result card needs it:
 * - `primary_image_url` is the card-size copy from the image endpoint;
 * - `images` keeps at most 2 entries: cards read only whether there is more
 *   than 1 (SPEC §4: find similar needs more than 1 image);
 * - `description` keeps one character past core's truncation threshold, so
 *   core still cuts it to 160 and marks it cut (SPEC §9);
 * - `finance_lenders` keeps only the figures of the site's own provider that
 *   core's finance display reads (SPEC §5), and is left out when there are none:
 *   no other lender's table and no lender disclaimer (that is the car page's).
 */
export function publicHit(car: Car, site: Pick<SiteConfig, 'finance_provider'>): PublicHit {
  const provider = site.finance_provider;
  const lender = provider ? car.finance_lenders?.[provider] : undefined;
  const primary = car.primary_image_url ?? car.images[0]?.image.url ?? null;
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    car_type: car.car_type,
    item_type: car.item_type,
    status: car.status,
    tag: car.tag,
    reserved: car.reserved,
    certified: car.certified,
    preorder: car.preorder,
    created_at: car.created_at,
    sold_date_timestamp: car.sold_date_timestamp,
    price: car.price,
    before_price: car.before_price,
    price_type: car.price_type,
    km: car.km,
    fuel: car.fuel,
    simple_fuel: car.simple_fuel,
    simple_transmission: car.simple_transmission,
    simple_body: car.simple_body,
    description:
      car.description && car.description.length > TRUNCATE_OVER
        ? car.description.slice(0, TRUNCATE_OVER + 1)
        : car.description,
    primary_image_url: imageUrl(primary, CARD_IMAGE_WIDTH),
    images: car.images.slice(0, 2),
    location_name: car.location_name,
    city: car.city,
    dealership_id: car.dealership_id,
    dealership_slug: car.dealership_slug,
    ...(provider && lender
      ? { finance_lenders: { [provider]: { ...lender, disclaimer: null } } }
      : {}),
  };
}

export function publicSearchResult(
  result: SearchResult,
  site: Pick<SiteConfig, 'finance_provider'>,
): PublicSearchResult {
  return { ...result, hits: result.hits.map((car) => publicHit(car, site)) };
}
