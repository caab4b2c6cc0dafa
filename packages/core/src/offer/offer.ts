import { z } from 'zod';
import { modelPageHref } from '../catalogue/models-dropdown';
import { optionalText, requiredText } from '../schema/feed';
import { safeUrl } from '../url/safe-url';

// SPEC §3 Offer; SPEC §2 Offers: the single-offer page's buttons.

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
 * SPEC §2: the single-offer page shows 'Enquire Now' and 'Explore {model}'. Explore
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
