import { modelRangeOf } from '@forecourt/core';
import type { PageContextServer } from 'vike/types';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * /parts/search and /vehicle-parts-and-accessories: the parts enquiry
 * (make, model, part, VIN optional), sent as a lead, and the accessories the
 * site's model range has, counted from the model data (docs/rules.md#model-and-manufacturer-records: Model
 * accessories_count); a model with none is left out (docs/rules.md#lead-form).
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, urlPathname } = pageContext;
  // A site that sells no new cars has no range (core's modelRangeOf), so no list.
  const accessories = modelRangeOf(siteConfig, await services.models())
    .filter((model) => model.accessories_count > 0)
    .map((model) => ({
      id: model.id,
      name: model.name,
      make: model.manufacturer_name,
      count: model.accessories_count,
    }));
  const accessoriesPage = urlPathname.startsWith('/vehicle-parts-and-accessories');
  const title = accessoriesPage ? 'Vehicle Parts and Accessories' : 'Parts';
  const path = accessoriesPage ? '/vehicle-parts-and-accessories' : '/parts/search';
  return {
    title,
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: title, href: path },
    ],
    accessories,
  };
}
