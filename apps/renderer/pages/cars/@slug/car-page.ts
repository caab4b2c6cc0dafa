import {
  belowMarket,
  type Car,
  carDealership,
  carDetails,
  carTag,
  carTitle,
  type carTypes,
  financeButtonLabel,
  financeDisplay,
  financeLink,
  type ItemType,
  imageUrl,
  itemTypes,
  priceDisplay,
  reservePrice,
  type SiteConfig,
  siteFeatures,
} from '@forecourt/core';
import { searchStateToUrl } from '@forecourt/search';
import type { CarPageCar, CarPageSite } from '@forecourt/storefront/car';

// The car page's data, built on the server from the full car and the merged site
// config: the car's own fields the page shows, plus the verdicts of the core's
// rules that need what never reaches the browser (the lender table, the market
// valuation, the payment processors, the clock). A pure function, so the trimming
// is tested without a server.

/** The carousel's photos at most; a page of 40 full-width photos helps nobody. */
export const MAX_PAGE_IMAGES = 24;

/** SPEC §2 'Find Me Something Similar': a search of the same make and model. */
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
    const src = imageUrl(source, 1280);
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
    primary_image_url: imageUrl(car.primary_image_url ?? sources[0], 640),
    description: car.description,
    file: car.file,
    title,
    images,
    details: carDetails(car),
    displayTag: { kind: tag.kind, label: tag.label },
    belowMarket: market.kind === 'shown' ? market : null,
    finance: finance.kind === 'shown' ? finance : null,
    // SPEC §2 Routes: core's one finance link, the same a result card's button follows.
    financeHref: financeLink(car),
    sold_date_timestamp: car.sold_date_timestamp,
    reserveDeposit: reservePrice(car, site).text,
    dealer: { name: dealer.name, location: dealer.location, phone: dealer.phone },
  };
}

/**
 * What the 410 page of a car that has left the site says (SPEC §4: after the
 * sold window): the car's title, whether it sold or was withdrawn, and where
 * the shopper goes next. It is the `abortReason` of `render(410)`, which the
 * error page's +data hands on (pages/_error/+data.ts).
 */
export type CarGone = {
  kind: 'car-gone';
  title: string;
  /** The car's own address, which the page keeps (the last breadcrumb). */
  path: string;
  /** Sold (SPEC §8 wording), or withdrawn for another reason. */
  sold: boolean;
  /** A car or a caravan: the page calls it by its own name (core's vehicle words). */
  itemType: ItemType;
  carsPath: string;
  similarHref: string;
};

export function carGoneReason(
  car: Pick<Car, 'slug' | 'year' | 'make' | 'model' | 'badge' | 'status' | 'item_type'>,
  site: Pick<SiteConfig, 'cars_path'>,
): CarGone {
  return {
    kind: 'car-gone',
    title: carTitle(car),
    path: `/cars/${encodeURIComponent(car.slug)}`,
    sold: car.status === 'sold',
    itemType: car.item_type,
    carsPath: site.cars_path,
    similarHref: similarSearchHref(car, site.cars_path),
  };
}

/** Whether an abort reason is a gone car's (anything else is another error). */
export function isCarGone(value: unknown): value is CarGone {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.kind === 'car-gone' &&
    typeof v.title === 'string' &&
    typeof v.path === 'string' &&
    typeof v.sold === 'boolean' &&
    (itemTypes as readonly unknown[]).includes(v.itemType) &&
    typeof v.carsPath === 'string' &&
    typeof v.similarHref === 'string'
  );
}

export function carPageSite(car: Pick<Car, 'make' | 'model'>, site: SiteConfig): CarPageSite {
  return {
    buttons: siteFeatures(site),
    financeButtonLabel: financeButtonLabel(site.finance_button_label),
    checkoutRoute: site.reserve.checkout_route,
    similarHref: similarSearchHref(car, site.cars_path),
    carsPath: site.cars_path,
  };
}

const availability = {
  in_stock: 'https://schema.org/InStock',
  coming_soon: 'https://schema.org/PreOrder',
  sold: 'https://schema.org/SoldOut',
  others: 'https://schema.org/Discontinued',
} as const satisfies Record<Car['status'], string>;

const condition = {
  new: 'https://schema.org/NewCondition',
  demo: 'https://schema.org/UsedCondition',
  used: 'https://schema.org/UsedCondition',
} as const satisfies Record<(typeof carTypes)[number], string>;

/**
 * schema.org `Car` structured data for search engines: what the page itself
 * says about the car (title, photos, details, price when shown, the dealer).
 * `origin` makes the addresses absolute, as the vocabulary expects.
 */
export function carStructuredData(car: Car, site: SiteConfig, origin: string) {
  const page = `${origin}/cars/${encodeURIComponent(car.slug)}`;
  const price = priceDisplay(car);
  const dealer = carDealership(car, site);
  const images = car.images.slice(0, MAX_PAGE_IMAGES).flatMap((i) => {
    const src = imageUrl(i.image.url, 1280);
    return src ? [src.startsWith('/') ? `${origin}${src}` : src] : [];
  });
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Car',
    '@id': `${page}#car`,
    url: page,
    name: carTitle(car),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    vehicleModelDate: String(car.year),
    itemCondition: condition[car.car_type],
  };
  if (car.description) data.description = car.description;
  if (images.length > 0) data.image = images;
  if (car.vin) data.vehicleIdentificationNumber = car.vin;
  if (car.km !== null) {
    data.mileageFromOdometer = { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' };
  }
  if (car.colour) data.color = car.colour;
  const body = car.simple_body ?? car.bodyconfiguration;
  if (body) data.bodyType = body;
  const fuel = car.simple_fuel ?? car.fuel;
  if (fuel) data.fuelType = fuel;
  if (car.simple_transmission) data.vehicleTransmission = car.simple_transmission;
  if (car.seats !== null) data.seatingCapacity = car.seats;
  data.offers = {
    '@type': 'Offer',
    url: page,
    availability: availability[car.status],
    ...(price.kind === 'price' ? { price: price.amount, priceCurrency: 'AUD' } : {}),
    seller: {
      '@type': 'AutoDealer',
      name: dealer.name,
      ...(dealer.phone ? { telephone: dealer.phone } : {}),
      ...(dealer.address
        ? {
            address: {
              '@type': 'PostalAddress',
              streetAddress: dealer.address.street,
              addressLocality: dealer.address.city,
              addressRegion: dealer.address.state.toUpperCase(),
              postalCode: dealer.address.postcode,
              addressCountry: 'AU',
            },
          }
        : {}),
    },
  };
  return data;
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>` and `&` are
 * escaped so no text in the car (a description with '</script>') can end the
 * element early, and the two line separators JavaScript parsers once rejected.
 */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

// The page's own origin, decided in one place for the pages and the stock
// exports (sitemap, feed): src/page-data/request-origin.ts.
export { requestOrigin } from '../../../src/page-data/request-origin';
