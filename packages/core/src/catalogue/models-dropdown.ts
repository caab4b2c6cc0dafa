import type { Model } from './catalogue';

// SPEC §2 Models dropdown grouped by body category. The categories are the
// manufacturer_body, manufacturer_body2 and manufacturer_body3 labels (SPEC §3), so a
// model can sit in several groups (a hybrid SUV is under SUV and under Hybrid).

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
