import { z } from 'zod';
import { modelPageHref } from '../catalogue/models-dropdown';
import { optionalText, requiredText } from '../schema/feed';
import type { SiteConfig } from '../site-config/site-config';
import { newCarMakesOf, type SiteScope } from '../site-config/site-scope';
import { safeUrl } from '../url/safe-url';

// Offer; the single-offer page's buttons (docs/rules.md#offer-record, docs/rules.md#offer-page).

const feedId = z.union([z.number().int().positive(), z.string().trim().min(1)]).transform(String);

/** The offer's make: feeds send an object with a name, or just the name. */
export const offerManufacturerSchema = z.union([
  requiredText,
  z.looseObject({ name: requiredText }),
]);

export const offerModelSchema = z.object({
  name: requiredText,
  slug: optionalText.default(null),
  /** A page to send shoppers to instead of the model's own page. */
  override_url: optionalText.default(null),
});

export const offerSchema = z.object({
  id: feedId,
  name: requiredText,
  /** HTML, already sanitised by the feed. */
  sanitized_description: optionalText.default(null),
  disclaimer: optionalText.default(null),
  image_url: optionalText.default(null),
  image_or_model_image: z
    .object({ url: optionalText.default(null) })
    .nullable()
    .default(null),
  manufacturer: offerManufacturerSchema.nullable().default(null),
  model: offerModelSchema.nullable().default(null),
  excluded_website_ids: z.preprocess((v) => (v === null ? [] : v), z.array(feedId)).default([]),
});
export type OfferInput = z.input<typeof offerSchema>;
export type Offer = z.infer<typeof offerSchema>;

/** The offer's make name, whether the feed gave an object or a string. */
export function offerManufacturerName(offer: Pick<Offer, 'manufacturer'>): string | null {
  const m = offer.manufacturer;
  if (m === null) return null;
  return typeof m === 'string' ? m : m.name;
}

/** An offer is hidden on a site whose website id is in its excluded_website_ids. */
export function isOfferShownOnSite(
  offer: Pick<Offer, 'excluded_website_ids'>,
  websiteId: string | number,
): boolean {
  return !offer.excluded_website_ids.includes(String(websiteId));
}

export type OfferButton =
  | { kind: 'enquire'; label: 'Enquire Now' }
  | { kind: 'explore'; label: string; href: string };

/**
 * The single-offer page shows 'Enquire Now' and 'Explore {model}' (docs/rules.md#offer-page). Explore
 * goes to the model's override_url, else its model page; an offer with no model, or
 * a model with nowhere to go, has only Enquire Now.
 */
export function offerButtons(offer: Pick<Offer, 'model'>): OfferButton[] {
  const buttons: OfferButton[] = [{ kind: 'enquire', label: 'Enquire Now' }];
  const model = offer.model;
  if (model) {
    const href = model.slug
      ? modelPageHref({ slug: model.slug, override_url: model.override_url })
      : safeUrl(model.override_url);
    if (href) buttons.push({ kind: 'explore', label: `Explore ${model.name}`, href });
  }
  return buttons;
}

const makeKey = (make: string) => make.trim().toLowerCase();

/** A make's name as it reads in an address: 'Mercedes-Benz' → 'mercedes-benz'. */
export function offerMakeSlug(make: string): string {
  return makeKey(make)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * A single offer lives at /offers/{manufacturer}/{id} when it names
 * its make, else at /offers/{id} (docs/rules.md#offer-page).
 */
export function offerPagePath(offer: Pick<Offer, 'id' | 'manufacturer'>): string {
  const make = offerManufacturerName(offer);
  const slug = make ? offerMakeSlug(make) : '';
  const id = encodeURIComponent(offer.id);
  return slug ? `/offers/${slug}/${id}` : `/offers/${id}`;
}

export type OfferSite = SiteScope & Pick<SiteConfig, 'website_id'>;

/**
 * The offers a site shows (docs/rules.md#offers-on-a-site, docs/rules.md#offer-record). A site that sells new cars shows
 * the offers on the makes it sells new (the offer's make read from either shape of
 * `manufacturer`), and an offer naming no make; never one whose excluded_website_ids
 * holds the site's website id. A site that sells no new cars has none.
 */
export function offersOfSite<T extends Pick<Offer, 'manufacturer' | 'excluded_website_ids'>>(
  offers: readonly T[],
  site: OfferSite,
): T[] {
  if (!site.search.car_types.includes('new')) return [];
  const makes = newCarMakesOf(site);
  if (!makes) return [];
  const keys = new Set(makes.map(makeKey));
  return offers.filter((offer) => {
    if (site.website_id !== null && !isOfferShownOnSite(offer, site.website_id)) return false;
    const make = offerManufacturerName(offer);
    return make === null || keys.has(makeKey(make));
  });
}

/**
 * The offer an address names on a site: its id among the site's offers, and, when the
 * address names a make (/offers/{manufacturer}/{id}), the offer's own make; else null,
 * which the page answers with 404.
 */
export function siteOfferAt<T extends Pick<Offer, 'id' | 'manufacturer' | 'excluded_website_ids'>>(
  offers: readonly T[],
  site: OfferSite,
  id: string,
  manufacturerSlug: string | null = null,
): T | null {
  const offer = offersOfSite(offers, site).find((o) => o.id === id);
  if (!offer) return null;
  if (manufacturerSlug !== null) {
    const make = offerManufacturerName(offer);
    if (!make || offerMakeSlug(make) !== manufacturerSlug) return null;
  }
  return offer;
}
