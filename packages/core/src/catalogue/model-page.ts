import type { SiteScope } from '../site-config/site-scope';
import type { Model, ModelStatus } from './catalogue';
import { modelRangeOf } from './models-dropdown';

// The model range page's status badges and which model a
// /models/{slug} address names on a site (docs/rules.md#model-range, docs/rules.md#model-and-manufacturer-records).

/** Model status: all_new and coming_soon show as badges; a current model has none (docs/rules.md#model-range). */
export const modelStatusLabels = {
  all_new: 'All New',
  coming_soon: 'Coming Soon',
} as const satisfies Record<Exclude<ModelStatus, ''>, string>;

/** The badge of a model's status, or null for a current model. */
export function modelStatusLabel(status: ModelStatus): string | null {
  switch (status) {
    case '':
      return null;
    case 'all_new':
    case 'coming_soon':
      return modelStatusLabels[status];
    default:
      return status satisfies never;
  }
}

/**
 * The model of the site's range (core's `modelRangeOf`: the makes it sells new) whose
 * slug the address names, else null (the page answers 404). In a group's range two
 * makes may share a slug; the first make in the site's order wins.
 */
export function siteModelAt<T extends Pick<Model, 'manufacturer_name' | 'slug'>>(
  models: readonly T[],
  site: SiteScope,
  slug: string,
): T | null {
  return modelRangeOf(site, models).find((m) => m.slug === slug) ?? null;
}

/** A model's name with its make ('Kia Sportage'), unless the name already starts with it ('Mazda3'). */
export function modelFullName(model: Pick<Model, 'name' | 'manufacturer_name'>): string {
  const make = model.manufacturer_name?.trim();
  if (!make || model.name.toLowerCase().startsWith(make.toLowerCase())) return model.name;
  return `${make} ${model.name}`;
}
