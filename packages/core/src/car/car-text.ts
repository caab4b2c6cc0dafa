import { IMAGE_WIDTHS } from '../image/image-widths';
import { formatCount } from '../money/money';
import type { Car } from './car';
import { formatFeet, formatKg, offRoadRatingLabel } from './caravan';
import { carTypeLabel } from './vehicle-words';

// How a car is named and measured wherever it is shown (result card, car page,
// reserve and test drive pages, favourites, PDF, lead e-mails), so no two
// screens spell the same car differently.

/** '2021 Toyota Hilux SR5': year, make, model and badge, the parts the car has. */
export function carTitle(car: Pick<Car, 'year' | 'make' | 'model' | 'badge'>): string {
  return [car.year, car.make, car.model, car.badge].filter(Boolean).join(' ');
}

/** '42,100 km': whole kilometres with thousands separators, the same on every runtime. */
export function formatKm(km: number): string {
  return `${formatCount(km)} km`;
}

/** Images come from the image endpoint with width and quality; quality defaults to 80 (docs/rules.md#car-text-and-images). */
export const IMAGE_QUALITY_DEFAULT = 80;

/**
 * A resized copy of a platform image from the image endpoint
 * (`/images/{source}?w=&q=`). Addresses elsewhere (an absolute URL from a feed)
 * are used as they are; a missing source is null.
 */
export function imageUrl(
  source: string | null | undefined,
  width: number,
  quality: number = IMAGE_QUALITY_DEFAULT,
): string | null {
  if (!source) return null;
  if (!source.startsWith('/') || source.startsWith('//')) return source;
  return `/images${source}?w=${width}&q=${quality}`;
}

/**
 * The srcset of an image the endpoint serves (`/images/{source}?w=&q=`, any
 * width): one candidate per IMAGE_WIDTHS entry, the quality kept. Null for an
 * address elsewhere, which the platform cannot resize.
 */
export function imageSrcSet(src: string | null | undefined): string | null {
  if (!src?.startsWith('/images/')) return null;
  const query = src.indexOf('?');
  const path = query === -1 ? src : src.slice(0, query);
  const quality = /[?&]q=(\d{1,3})(?:&|$)/.exec(src)?.[1];
  const q = quality ? Number(quality) : IMAGE_QUALITY_DEFAULT;
  return IMAGE_WIDTHS.map((width) => `${path}?w=${width}&q=${q} ${width}w`).join(', ');
}

// A car stored before the caravan fields existed has none of them: read absent as null.
const numberText = (n: number | null | undefined) => (typeof n === 'number' ? String(n) : null);
const measure = (n: number | null | undefined, format: (n: number) => string) =>
  typeof n === 'number' ? format(n) : null;

/** The rows of a car's details table (car page, PDF): only the facts the car has. */
export function carDetails(car: Car): [label: string, value: string][] {
  const rows: [string, string | null | undefined][] = [
    ['Condition', carTypeLabel(car.car_type)],
    ['Odometer', car.km === null ? null : formatKm(car.km)],
    ['Body', car.simple_body ?? car.bodyconfiguration],
    ['Transmission', car.simple_transmission],
    ['Fuel', car.simple_fuel ?? car.fuel],
    ['Drive', car.drive],
    // A caravan sleeps its berths; a feed that still sends them as seats is read the same.
    car.item_type === 'caravan'
      ? ['Berths', numberText(car.berths ?? car.seats)]
      : ['Seats', numberText(car.seats)],
    ['Length', measure(car.length_ft, formatFeet)],
    ['Tare', measure(car.tare_kg, formatKg)],
    ['ATM', measure(car.atm_kg, formatKg)],
    ['Axles', numberText(car.axles)],
    ['Off-road rating', car.off_road_rating ? offRoadRatingLabel(car.off_road_rating) : null],
    ['Colour', car.colour],
    ['Stock number', car.stocknum],
    ['VIN', car.vin],
  ];
  return rows.filter((row): row is [string, string] => Boolean(row[1]));
}
