import { type CarType, type SearchRequest, searchRequestSchema, sortKeys } from '@forecourt/core';
import type { PageContextServer } from 'vike/types';
import { type CardCar, cardCar } from '../../src/site/cardCar';
import type { Crumb } from '../../src/site/contentPages';
import { searchRouteFor, slugOf } from '../../src/site/searchRoutes';

export type Data = Awaited<ReturnType<typeof data>>;

const typeWords: Record<CarType, string> = { new: 'New', used: 'Used', demo: 'Demo' };

/**
 * Server-rendered results, so the first paint has cars and search engines can
 * index them. The filter sidebar and the machine-driven search arrive with the
 * search page; this reads the path (car type, make, model) and query, page and
 * sortBy from the address.
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, now, urlParsed } = pageContext;
  const route = searchRouteFor(urlParsed.pathname, siteConfig.cars_path) ?? {
    carTypes: null,
    makeSlug: null,
    modelSlug: null,
  };
  const pageSize = siteConfig.search.page_size;
  const page = Math.max(
    1,
    Math.min(50_000, Number.parseInt(urlParsed.search.page ?? '1', 10) || 1),
  );
  const sortParam = urlParsed.search.sortBy ?? '';
  const sort = (sortKeys as readonly string[]).includes(sortParam) ? sortParam : 'relevance';
  const query = (urlParsed.search.query ?? '').slice(0, 200);

  const refinements: Record<string, string[]> = {};
  if (route.carTypes) refinements.car_type = route.carTypes;
  let make: string | null = null;
  let model: string | null = null;
  if (route.makeSlug) {
    // Makes are stored by name ('Land Rover'); the path carries its slug.
    const facets = await services.search(
      siteConfig,
      searchRequestSchema.parse({ hitsPerPage: 1, facets: ['make', 'make_model'] }),
      now,
    );
    make = facets.facets.make?.find((f) => slugOf(f.value) === route.makeSlug)?.value ?? null;
    if (make) refinements.make = [make];
    if (make && route.modelSlug) {
      const withModels = await services.search(
        siteConfig,
        searchRequestSchema.parse({
          hitsPerPage: 1,
          filters: { refinements: { make: [make] } },
          facets: ['model'],
        }),
        now,
      );
      model =
        withModels.facets.model?.find((f) => slugOf(f.value) === route.modelSlug)?.value ?? null;
      if (model) refinements.model = [model];
    }
  }
  const request: SearchRequest = searchRequestSchema.parse({
    query,
    filters: { refinements },
    sort,
    hitsPerPage: pageSize,
    offset: (page - 1) * pageSize,
    facets: [],
  });
  const result = await services.search(siteConfig, request, now);
  const cars: CardCar[] = result.hits.map((car) => cardCar(car));

  const what = route.carTypes
    ? `${route.carTypes.map((t) => typeWords[t]).join(', ')} cars`
    : 'cars';
  const title = [make, model].filter(Boolean).join(' ') || (route.carTypes ? what : 'Our Stock');
  const breadcrumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: 'Our Stock', href: siteConfig.cars_path },
  ];
  if (urlParsed.pathname !== siteConfig.cars_path) {
    breadcrumbs.push({ label: title, href: urlParsed.pathname });
  }
  const pageHref = (n: number) => {
    const params = new URLSearchParams();
    if (query) params.set('query', query);
    if (n > 1) params.set('page', String(n));
    if (sort !== 'relevance') params.set('sortBy', sort);
    const search = params.toString();
    return `${urlParsed.pathname}${search ? `?${search}` : ''}`;
  };
  return {
    title,
    breadcrumbs,
    query,
    count: result.count,
    countEstimated: result.countEstimated,
    page: result.page,
    pages: result.pages,
    previous: result.page > 1 ? pageHref(result.page - 1) : null,
    next: result.page < result.pages ? pageHref(result.page + 1) : null,
    cars,
  };
}
