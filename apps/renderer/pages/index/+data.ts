import { searchRequestSchema } from '@forecourt/core';
import type { PageContextServer } from 'vike/types';
import { type CardCar, cardCar } from '../../src/site/cardCar';

export type Data = Awaited<ReturnType<typeof data>>;

const carTypeLinks = {
  new: { label: 'New cars', segment: 'new-cars' },
  used: { label: 'Used cars', segment: 'used-cars' },
  demo: { label: 'Demo cars', segment: 'demo-cars' },
} as const;

/** The home page: the search entry, links by car type and the first few cars in stock. */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, now } = pageContext;
  const result = await services.search(
    siteConfig,
    searchRequestSchema.parse({ hitsPerPage: 6 }),
    now,
  );
  const featured: CardCar[] = result.hits.map((car) => cardCar(car));
  return {
    carsPath: siteConfig.cars_path,
    count: result.count,
    countEstimated: result.countEstimated,
    carTypes: siteConfig.search.car_types.map((type) => ({
      label: carTypeLinks[type].label,
      href: `${siteConfig.cars_path}/${carTypeLinks[type].segment}`,
    })),
    featured,
  };
}
