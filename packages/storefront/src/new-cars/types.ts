import type { OfferButton } from '@forecourt/core';

/** A picture through the image endpoint, with its sized copies. */
export type NewCarImage = { src: string; srcSet?: string };

/** A model as the range's cards and its own page show it: picture, status badge, fuel and body. */
export type ModelTileView = {
  id: string;
  name: string;
  href: string;
  image: NewCarImage | null;
  /** all_new, coming_soon or empty, for templates to style. */
  status: string;
  /** 'All New', 'Coming Soon' (core's `modelStatusLabel`). */
  statusLabel: string | null;
  facts: readonly string[];
};

/**
 * An offer as its card and its page show it, made on the server: the description is
 * sanitised HTML with its collapsed text already cut (docs/rules.md#text-truncation).
 */
export type OfferView = {
  id: string;
  name: string;
  href: string;
  image: NewCarImage | null;
  description: { html: string; preview: string | null } | null;
  disclaimer: { text: string; preview: string | null } | null;
  buttons: readonly OfferButton[];
};
