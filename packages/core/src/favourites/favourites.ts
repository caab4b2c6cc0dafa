import type { Car } from '../car/car';
import { idText, optionalText, plainObject, requiredText } from '../schema/plain-schema';
import { parseStoredList } from '../schema/stored-list';

/** Favourite: what is kept locally to draw a favourite without fetching the car (docs/rules.md#favourites). */
export interface Favourite {
  id: string;
  name: string;
  slug: string;
  make: string;
  model: string;
  primary_image_url: string | null;
}

/**
 * The favourite's shape. Favourites are read in the browser on every page (the
 * header's count), so this is a plain check rather than a zod schema: text is
 * trimmed and must not be blank, the id may be a positive whole number or text
 * and is kept as text, and an absent, null or blank photo means none.
 */
export const favouriteSchema = plainObject<Favourite>({
  id: idText,
  name: requiredText,
  slug: requiredText,
  make: requiredText,
  model: requiredText,
  primary_image_url: optionalText,
});

export const FAVOURITES_STORAGE_PREFIX = 'forecourt:favourites:';

/**
 * Favourites are stored per dealership, so group sites sharing one
 * browser origin keep separate lists (docs/rules.md#favourites). A blank slug would merge every
 * dealership's list into one, so it is refused.
 */
export function favouritesStorageKey(dealershipSlug: string): string {
  const slug = dealershipSlug.trim();
  if (slug === '') {
    throw new Error(
      'favouritesStorageKey: dealership slug is empty; pass the site dealership slug',
    );
  }
  return `${FAVOURITES_STORAGE_PREFIX}${slug}`;
}

export function favouriteFromCar(
  car: Pick<Car, 'id' | 'name' | 'slug' | 'make' | 'model' | 'primary_image_url'>,
): Favourite {
  return {
    id: car.id,
    name: car.name,
    slug: car.slug,
    make: car.make,
    model: car.model,
    primary_image_url: car.primary_image_url,
  };
}

export function isFavourite(list: readonly Favourite[], id: string): boolean {
  return list.some((f) => f.id === id);
}

/**
 * Favourites: toggle add and remove (docs/rules.md#favourites). A car already in the list (by id)
 * is removed; otherwise it is added at the end, so the list reads in the order
 * the shopper saved. The list given is never changed.
 */
export function toggleFavourite(list: readonly Favourite[], item: Favourite): Favourite[] {
  return isFavourite(list, item.id) ? list.filter((f) => f.id !== item.id) : [...list, item];
}

/**
 * Reads the stored list. Storage is shared with older code, extensions and the
 * shopper's own tinkering, so anything unreadable is dropped instead of
 * breaking the page: bad JSON or a non-list gives an empty list, bad entries
 * are skipped, and a repeated id keeps its first entry. Never throws.
 */
export function parseFavourites(text: string | null | undefined): Favourite[] {
  return parseStoredList(text, favouriteSchema, (f) => f.id);
}

export function serializeFavourites(list: readonly Favourite[]): string {
  return JSON.stringify(list);
}
