import { newCarMakesOf, type SiteScope } from '../site-config/site-scope';
import { safeUrl } from '../url/safe-url';
import type { Model } from './catalogue';

// Models dropdown grouped by body category (docs/rules.md#model-range). The categories are the
// manufacturer_body, manufacturer_body2 and manufacturer_body3 labels (docs/rules.md#model-range), so a
// model can sit in several groups (a hybrid SUV is under SUV and under Hybrid). The
// models are the site's range: the new-car models of the makes it sells new.

/** The group for models that carry no body-category label. */
export const UNCATEGORISED_LABEL = 'Other';

export type ModelGroup<T> = { label: string; models: T[] };

type Categorised = Pick<Model, 'manufacturer_body' | 'manufacturer_body2' | 'manufacturer_body3'>;

/** A model's body-category labels, trimmed, without repeats (compared ignoring case). */
export function bodyCategoriesOf(model: Categorised): string[] {
  const labels: string[] = [];
  for (const raw of [model.manufacturer_body, model.manufacturer_body2, model.manufacturer_body3]) {
    const label = raw?.trim();
    if (!label) continue;
    if (!labels.some((l) => l.toLowerCase() === label.toLowerCase())) labels.push(label);
  }
  return labels;
}

/**
 * Groups models by body category for the Models dropdown. Groups come in the order
 * their label is first met and keep the models' order; labels that differ only in
 * case share a group under the first spelling. Models without a label go to a last
 * group, 'Other', which is left out when empty.
 * A model is never listed twice in one group.
 */
export function groupModelsByBodyCategory<T extends Categorised>(
  models: readonly T[],
): ModelGroup<T>[] {
  const groups = new Map<string, ModelGroup<T>>();
  const uncategorised: T[] = [];
  for (const model of models) {
    const labels = bodyCategoriesOf(model);
    if (labels.length === 0) uncategorised.push(model);
    for (const label of labels) {
      const key = label.toLowerCase();
      let group = groups.get(key);
      if (!group) {
        group = { label, models: [] };
        groups.set(key, group);
      }
      group.models.push(model);
    }
  }
  if (uncategorised.length > 0) {
    // A feed label 'Other' and the uncategorised models share one group, placed last.
    const key = UNCATEGORISED_LABEL.toLowerCase();
    const other = groups.get(key);
    groups.delete(key);
    groups.set(key, {
      label: other?.label ?? UNCATEGORISED_LABEL,
      models: [...(other?.models ?? []), ...uncategorised],
    });
  }
  return [...groups.values()];
}

/**
 * A model's page is /models/{slug}; a model with a page of its own
 * elsewhere (override_url, when it is a safe address) goes there instead (docs/rules.md#model-range).
 */
export function modelPageHref(model: Pick<Model, 'slug' | 'override_url'>): string {
  return safeUrl(model.override_url) ?? `/models/${model.slug}`;
}

const makeKey = (make: string) => make.trim().toLowerCase();

/**
 * A site's model range: the catalogue's models of the makes the site sells new
 * (core's `newCarMakesOf`: a group's brands, else the franchise's make), the makes in
 * the site's order and each make's models in the catalogue's. A site that sells no new
 * cars (by its car types), or names no make (a used-car or caravan dealer), has none.
 */
export function modelRangeOf<T extends Pick<Model, 'manufacturer_name'>>(
  site: SiteScope,
  models: readonly T[],
): T[] {
  if (!site.search.car_types.includes('new')) return [];
  const makes = newCarMakesOf(site);
  if (!makes) return [];
  const keys = [...new Set(makes.map(makeKey))];
  return keys.flatMap((key) =>
    models.filter((m) => m.manufacturer_name !== null && makeKey(m.manufacturer_name) === key),
  );
}

/** A link of the Models dropdown: the model, its page, and the body category it is listed under. */
export type ModelsDropdownLink = { label: string; href: string; group: string };

/**
 * The Models dropdown's links: the range grouped by body category
 * (`groupModelsByBodyCategory`), each model to its page (`modelPageHref`). A range of
 * several makes (a group's) names each model with its make ('Kia Sportage'), unless
 * the model's name already starts with it ('Mazda3').
 */
export function modelsDropdownLinks(
  range: readonly Pick<
    Model,
    | 'name'
    | 'slug'
    | 'override_url'
    | 'manufacturer_name'
    | 'manufacturer_body'
    | 'manufacturer_body2'
    | 'manufacturer_body3'
  >[],
): ModelsDropdownLink[] {
  const makes = new Set(range.map((m) => makeKey(m.manufacturer_name ?? '')));
  const named = (model: (typeof range)[number]) => {
    const make = model.manufacturer_name?.trim();
    if (makes.size < 2 || !make) return model.name;
    return model.name.toLowerCase().startsWith(make.toLowerCase())
      ? model.name
      : `${make} ${model.name}`;
  };
  return groupModelsByBodyCategory(range).flatMap((group) =>
    group.models.map((model) => ({
      label: named(model),
      href: modelPageHref(model),
      group: group.label,
    })),
  );
}
