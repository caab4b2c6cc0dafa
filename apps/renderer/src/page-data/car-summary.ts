import {
  type Car,
  type CarStatus,
  carTitle,
  formatKm,
  imageUrl,
  priceDisplay,
} from '@forecourt/core';
import type { LeadCar } from '@forecourt/machines';

// The few fields a car card or car heading shows; +data sends these, never the
// whole car (no lender tables, valuation data or dealer-only fields).

export type CarSummary = {
  id: string;
  slug: string;
  title: string;
  price: string;
  km: string | null;
  image: string | null;
  location: string | null;
  status: CarStatus;
  carType: Car['car_type'];
};

export function carSummary(car: Car, imageWidth = 640): CarSummary {
  return {
    id: car.id,
    slug: car.slug,
    title: carTitle(car),
    price: priceDisplay(car).text,
    km: car.km === null ? null : formatKm(car.km),
    image: imageUrl(car.primary_image_url ?? car.images[0]?.image.url, imageWidth),
    location: car.location_name ?? car.city ?? null,
    status: car.status,
    carType: car.car_type,
  };
}

/**
 * A favourite's saved photo as a card shows it: widgets save the sized copy
 * (`/images/…`) or the source path; a source path is sized here.
 */
export function favouriteImageSrc(saved: string): string | null {
  if (saved.startsWith('/images/')) return saved;
  return imageUrl(saved, 640);
}

/** What a lead form files and /success shows about the car a lead is about: nothing more. */
export function leadCarOf(car: Car): LeadCar {
  return {
    id: car.id,
    dealership_id: car.dealership_id,
    car_type: car.car_type,
    tag: car.tag,
    name: carTitle(car),
    slug: car.slug,
    make: car.make,
    model: car.model,
    item_type: car.item_type,
    primary_image_url: carSummary(car, 320).image ?? undefined,
  };
}
