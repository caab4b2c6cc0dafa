import {
  emptySearchState,
  isCarActive,
  modelRangeOf,
  searchStateToRequest,
  siteFeatures,
  siteModelAt,
} from '@forecourt/core';
import { searchStateToUrl } from '@forecourt/search';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { carSummary } from '../../src/page-data/car-summary';
import { modelTile } from '../../src/server/render/model-view';

export type Data = Awaited<ReturnType<typeof data>>;

/** How many of the model's cars the page lists before its link to the whole search. */
const STOCK_SHOWN = 6;

/**
 * /models/{slug}: a model of the site's range (core's siteModelAt; any other
 * slug is the template's 404 page) with its description (sanitised on the server by
 * loadModels), picture, fuel and body, the site's cars of the model (linking to the
 * search narrowed to the make and model), and its enquiry and test drive (docs/rules.md#model-range).
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, routeParams, now } = pageContext;
  const catalogue = await services.models();
  const model = siteModelAt(catalogue, siteConfig, routeParams.slug ?? '');
  if (!model) throw render(404, `No model ${routeParams.slug ?? ''} in this site's range.`);
  // Named as the header's Models dropdown and the range name it: with its make on a
  // range of several makes (a group's).
  const makes = new Set(
    modelRangeOf(siteConfig, catalogue).map((m) => m.manufacturer_name?.toLowerCase() ?? ''),
  );
  const tile = modelTile(model, makes.size > 1, 960);
  const make = model.manufacturer_name ?? '';
  const state = {
    ...emptySearchState(),
    refinements: make ? { make: [make], model: [model.name] } : { model: [model.name] },
  };
  // A search that fails leaves the page without its stock list, not without the model.
  const result = await services
    .search(siteConfig, searchStateToRequest(state, STOCK_SHOWN), now)
    .catch(() => null);
  const path = `/models/${model.slug}`;
  return {
    canonicalPath: path,
    description: `The ${tile.name} at ${siteConfig.name}.`,
    model: {
      ...tile,
      slug: model.slug,
      descriptionHtml: model.description,
      fuel: model.fuel,
      body: model.body.length > 0 ? model.body : model.bodyStyle,
    },
    stock: {
      count: result?.count ?? 0,
      cars: (result?.hits ?? []).filter(isCarActive).map((car) => carSummary(car, 480)),
      searchHref: searchStateToUrl(state, {
        basePath: siteConfig.cars_path,
        makes: make ? [make] : [],
        models: [model.name],
      }),
    },
    testDrive: siteFeatures(siteConfig).testDriveAllowed,
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Models', href: '/models' },
      { label: tile.name, href: path },
    ],
  };
}
