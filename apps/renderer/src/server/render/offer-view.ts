import {
  imageSrcSet,
  imageUrl,
  type Offer,
  type OfferButton,
  offerButtons,
  offerManufacturerName,
  offerPagePath,
  truncateDescription,
  truncateDisclaimer,
} from '@forecourt/core';

// What an offer card and the single-offer page show (docs/rules.md#offer-page, docs/rules.md#offer-record), made
// on the server: the description is the HTML loadOffers sanitised, with its collapsed
// text cut by core's truncation rule (docs/rules.md#text-truncation) from its words, so no HTML parser reaches a browser.

export type OfferView = {
  id: string;
  name: string;
  href: string;
  manufacturer: string | null;
  image: { src: string; srcSet?: string } | null;
  description: { html: string; preview: string | null } | null;
  disclaimer: { text: string; preview: string | null } | null;
  buttons: OfferButton[];
};

/** `textOf` gives the words of the sanitised HTML (the services' `htmlText`). */
export function offerView(
  offer: Offer,
  textOf: (html: string) => string,
  imageWidth = 640,
): OfferView {
  const src = imageUrl(offer.image_url ?? offer.image_or_model_image?.url, imageWidth);
  const srcSet = imageSrcSet(src);
  const html = offer.sanitized_description;
  const words = html ? textOf(html) : '';
  const description = truncateDescription(words);
  const disclaimer = truncateDisclaimer(offer.disclaimer);
  return {
    id: offer.id,
    name: offer.name,
    href: offerPagePath(offer),
    manufacturer: offerManufacturerName(offer),
    image: src ? { src, ...(srcSet ? { srcSet } : {}) } : null,
    description:
      html && words ? { html, preview: description.truncated ? description.text : null } : null,
    disclaimer: offer.disclaimer
      ? { text: offer.disclaimer, preview: disclaimer.truncated ? disclaimer.text : null }
      : null,
    buttons: offerButtons(offer),
  };
}
