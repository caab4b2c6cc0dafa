import {
  belowMarket,
  CARD_IMAGE_WIDTH,
  type Car,
  carDealership,
  carDetails,
  carTag,
  carTitle,
  chatSetting,
  FULL_IMAGE_WIDTH,
  financeButtonLabel,
  financeDisplay,
  financeLink,
  imageUrl,
  reservePrice,
  type SiteConfig,
  siteFeatures,
} from '@forecourt/core';
import { searchStateToUrl } from '@forecourt/search';
import type { CarPageCar, CarPageSite } from './types';

// The car page's data, built on the server from the full car and the merged site
// config: the car's own fields the page shows, plus the verdicts of the core's
// rules that need what never reaches the browser (the lender table, the market
// valuation, the payment processors, the clock). Pure functions: the renderer's
// +data and the Car page story build the page with the same ones.

/** The carousel's photos at most; a page of 40 full-width photos helps nobody. */
export const MAX_PAGE_IMAGES = 24;

/** 'Find Me Something Similar': a search of the same make and model (docs/rules.md#car-buttons). */
export function similarSearchHref(car: Pick<Car, 'make' | 'model'>, carsPath: string): string {
  return searchStateToUrl(
    {
      query: '',
      page: 1,
      sortBy: 'relevance',
      refinements: { make: [car.make], model: [car.model] },
      ranges: {},
    },
    { basePath: carsPath },
  );
}

export function carPageCar(car: Car, site: SiteConfig, now: Date): CarPageCar {
  const title = carTitle(car);
  const sources = [...new Set(car.images.map((i) => i.image.url))].slice(0, MAX_PAGE_IMAGES);
  const images = sources.flatMap((source, index) => {
    const src = imageUrl(source, FULL_IMAGE_WIDTH);
    return src ? [{ src, alt: `${title}, photo ${index + 1} of ${sources.length}` }] : [];
  });
  const tag = carTag(car, {
    electricHybridTag: site.tags.electric_hybrid,
    certifiedMake: site.tags.certified_make,
    now,
    newTagWindowDays: site.tags.new_window_days,
  });
  const market = belowMarket(car);
  const finance = financeDisplay(
    car,
    {
      provider: site.finance_provider,
      manufacturer: site.manufacturer,
      showTermsLink: site.finance_terms_link,
    },
    now.getUTCFullYear(),
  );
  const dealer = carDealership(car, site);
  return {
    id: car.id,
    slug: car.slug,
    name: car.name,
    year: car.year,
    make: car.make,
    model: car.model,
    badge: car.badge,
    car_type: car.car_type,
    item_type: car.item_type,
    status: car.status,
    tag: car.tag,
    reserved: car.reserved,
    preorder: car.preorder,
    price: car.price,
    dealership_id: car.dealership_id,
    // Favourites keep this to draw the saved car later, so it is the sized copy.
    primary_image_url: imageUrl(car.primary_image_url ?? sources[0], CARD_IMAGE_WIDTH),
    description: car.description,
    file: car.file,
    title,
    images,
    details: carDetails(car),
    displayTag: { kind: tag.kind, label: tag.label },
    belowMarket: market.kind === 'shown' ? market : null,
    finance: finance.kind === 'shown' ? finance : null,
    // Core's one finance link, the same a result card's button follows (docs/rules.md#finance-link).
    financeHref: financeLink(car),
    sold_date_timestamp: car.sold_date_timestamp,
    reserveDeposit: reservePrice(car, site).text,
    dealer: { name: dealer.name, location: dealer.location, phone: dealer.phone },
  };
}

export function carPageSite(car: Pick<Car, 'make' | 'model'>, site: SiteConfig): CarPageSite {
  return {
    buttons: siteFeatures(site),
    financeButtonLabel: financeButtonLabel(site.finance_button_label),
    checkoutRoute: site.reserve.checkout_route,
    similarHref: similarSearchHref(car, site.cars_path),
    carsPath: site.cars_path,
    chat: chatSetting(site),
  };
}
