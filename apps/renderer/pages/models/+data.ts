import { groupModelsByBodyCategory, modelRangeOf } from '@forecourt/core';
import type { PageContextServer } from 'vike/types';
import { modelTile } from '../../src/server/render/model-view';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * /models: the site's new-car range (core's modelRangeOf) grouped by the
 * manufacturer body labels (SUV, Hybrid, Electric, … Coming Soon), as the header's
 * Models dropdown groups it; a model may sit in several groups (docs/rules.md#model-range).
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services } = pageContext;
  const range = modelRangeOf(siteConfig, await services.models());
  const makes = new Set(range.map((m) => m.manufacturer_name?.toLowerCase() ?? ''));
  return {
    description: `The new-car range at ${siteConfig.name}.`,
    groups: groupModelsByBodyCategory(range).map((group) => ({
      label: group.label,
      models: group.models.map((model) => modelTile(model, makes.size > 1)),
    })),
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Models', href: '/models' },
    ],
  };
}
