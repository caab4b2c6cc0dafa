import { belowMarket } from '@forecourt/core';
import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { cardCar, imageUrl } from '../../../src/site/cardCar';
import { carDetails, dealershipOf } from '../../../src/site/carFacts';

export type Data = Awaited<ReturnType<typeof data>>;

/** The car page's fields only: the full car stays on the server. */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, routeParams } = pageContext;
  const slug = routeParams.slug ?? '';
  const car = await services.carBySlug(siteConfig, slug);
  // CONVENTIONS "The renderer": a missing car is the template's 404 page.
  if (!car) throw render(404, `No car ${slug} on this site.`);
  const card = cardCar(car, 1024);
  const dealer = dealershipOf(car, siteConfig);
  return {
    car: {
      ...card,
      images: car.images.slice(0, 12).map((i) => imageUrl(i.image.url, 1024)),
      description: car.description,
      details: carDetails(car),
      belowMarket: belowMarket(car) !== null,
    },
    dealer,
    pdfHref: `/api/cars/${encodeURIComponent(car.slug)}/pdf`,
    breadcrumbs: [
      { label: 'Home', href: '/' },
      { label: 'Our Stock', href: siteConfig.cars_path },
      { label: card.title, href: `/cars/${encodeURIComponent(car.slug)}` },
    ],
  };
}
