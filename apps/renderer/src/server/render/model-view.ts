import {
  imageSrcSet,
  imageUrl,
  type Model,
  modelFullName,
  modelPageHref,
  modelStatusLabel,
} from '@forecourt/core';

// What a model card and a model's page show (docs/rules.md#model-range, docs/rules.md#model-and-manufacturer-records): the picture
// through the image endpoint, the status badge, the fuel and body facts.

export type ModelTile = {
  id: string;
  name: string;
  href: string;
  image: { src: string; srcSet?: string } | null;
  status: Model['status'];
  statusLabel: string | null;
  facts: string[];
};

/** A model as the range lists it; `withMake` on a range of several makes (a group's). */
export function modelTile(model: Model, withMake: boolean, imageWidth = 640): ModelTile {
  const src = imageUrl(model.image?.url, imageWidth);
  const srcSet = imageSrcSet(src);
  return {
    id: model.id,
    name: withMake ? modelFullName(model) : model.name,
    href: modelPageHref(model),
    image: src ? { src, ...(srcSet ? { srcSet } : {}) } : null,
    status: model.status,
    statusLabel: modelStatusLabel(model.status),
    facts: [...new Set([...model.fuel, ...(model.body.length > 0 ? model.body : model.bodyStyle)])],
  };
}
