import { z } from 'zod';
import { REVIEWS_QUANTITY } from '../content/content';
import { DEFAULT_MIN_RATING, showsRatingStars } from '../content/rating';
import {
  type Department,
  departments,
  type OpeningHourEntry,
  openingHourEntrySchema,
  specialHoursEntrySchema,
} from '../hours/hours';
import { timeZoneOfState } from '../hours/today';
import { isSafeUrl } from '../url/safe-url';
import { type LocationType, locationSchema } from './location';
import { sortLocationsByType } from './location-rules';

// What the /dealerships cards and hero, and the
// /contact-us/{slug} detail page, show of a location, and in which order (docs/rules.md#location-pages).

/**
 * A location as the locations pages read it (docs/rules.md#location-record), with the opening
 * hours of each department it answers for and the special hours that apply to it
 * (docs/rules.md#hours-entries), and the time zone its hours are kept in.
 */
export const locationDetailSchema = locationSchema.extend({
  /**
   * The hours of each department at this location's premises (docs/rules.md#opening-hours: the
   * opening-hours table has a department switcher), sales, service, parts.
   */
  departments: z
    .array(
      z.object({
        department: z.enum(departments),
        opening_hours: z.array(openingHourEntrySchema),
      }),
    )
    .default([]),
  special_hours: z.array(specialHoursEntrySchema).default([]),
  /** IANA zone; left out, the address's state decides (core `timeZoneOfState`). */
  time_zone: z.string().trim().min(1).nullable().default(null),
});
export type LocationDetail = z.infer<typeof locationDetailSchema>;
export type LocationDetailInput = z.input<typeof locationDetailSchema>;

/** The time zone a location's hours are kept in. */
export function locationTimeZone(location: Pick<LocationDetail, 'time_zone' | 'address'>): string {
  return location.time_zone ?? timeZoneOfState(location.address.state);
}

/**
 * The locations a shopper sees, in the sort order sales 1,
 * service 2, parts 3 (an empty type is sales); hidden ones (visible false) never show (docs/rules.md#location-order).
 */
export function displayedLocations<T extends { visible?: boolean; location_type?: LocationType }>(
  locations: readonly T[],
): T[] {
  return sortLocationsByType(locations.filter((l) => l.visible !== false));
}

/**
 * The location of the /dealerships hero: the site's primary location when it is
 * shown, else the first location shown; null when none is.
 */
export function primaryLocation<
  T extends { visible?: boolean; primary?: boolean; location_type?: LocationType },
>(locations: readonly T[]): T | null {
  const shown = displayedLocations(locations);
  return shown.find((l) => l.primary) ?? shown[0] ?? null;
}

type AddressParts = {
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
};

/**
 * A location's address on one line ('412 Parramatta Road, Homebush NSW 2140'),
 * with whatever parts the feed has; an empty string when it has none.
 */
export function addressLine(address: AddressParts): string {
  const place = [address.city, address.state?.toUpperCase(), address.postcode]
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' ');
  return [address.street, place].filter((part) => Boolean(part?.trim())).join(', ');
}

/** Google Maps' documented cross-platform address for directions (developers.google.com/maps/documentation/urls). */
const DIRECTIONS_BASE = 'https://www.google.com/maps/dir/?api=1&destination=';

/**
 * 'Get Directions' opens the dealership's place link (the
 * location's place_url) in a new tab (docs/rules.md#get-directions). A location without a usable one gets
 * directions to its coordinates, else to its address; null when it has neither.
 * Only an absolute http(s) address is followed: a place link is put in an href.
 */
export function directionsHref(location: {
  address: AddressParts & { lat: number | null; long: number | null; place_url: string | null };
}): string | null {
  const { address } = location;
  const place = address.place_url?.trim();
  if (place && /^https?:\/\//i.test(place) && isSafeUrl(place)) return place;
  if (address.lat !== null && address.long !== null) {
    return `${DIRECTIONS_BASE}${address.lat},${address.long}`;
  }
  const line = addressLine(address);
  return line ? `${DIRECTIONS_BASE}${encodeURIComponent(line)}` : null;
}

/** A location's rating and how many reviews it rests on: its own fields first, then its reviews block's. */
export function locationRating(location: {
  average_rating: number | null;
  review_count: number | null;
  reviews: { average_rating: number | null; count: number };
}): { average: number | null; count: number } {
  return {
    average: location.average_rating ?? location.reviews.average_rating,
    count: location.review_count ?? location.reviews.count,
  };
}

/** What a review reads as on the page. */
export type ReviewItem = {
  author: string;
  /** 1 to 5, or null when the review service gave none. */
  rating: number | null;
  text: string;
  /** When it was written, as the service words it ('2 weeks ago') or its date; null when unknown. */
  when: string | null;
};

function firstText(item: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = item[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/**
 * Up to 12 reviews (`REVIEWS_QUANTITY`) (docs/rules.md#ratings-and-reviews). Review items come as the review
 * service sends them (their shape varies); the usual field names of
 * Google's and the common review services' answers are read, and an item with no
 * text is left out.
 */
export function reviewItems(
  list: readonly Record<string, unknown>[],
  limit: number = REVIEWS_QUANTITY,
): ReviewItem[] {
  const items: ReviewItem[] = [];
  for (const item of list) {
    if (items.length >= limit) break;
    const text = firstText(item, ['text', 'comment', 'body', 'review', 'content']);
    if (!text) continue;
    const rating = Number(item.rating ?? item.stars ?? item.score);
    items.push({
      author: firstText(item, ['author_name', 'author', 'name', 'reviewer']) ?? 'A customer',
      rating: Number.isFinite(rating) && rating >= 1 && rating <= 5 ? rating : null,
      text,
      when: firstText(item, ['relative_time_description', 'date', 'created_at', 'time_ago']),
    });
  }
  return items;
}

/** The rating block of a location page: stars only above the site's minimum rating (docs/rules.md#ratings-and-reviews). */
export type RatingView =
  | { show: false }
  | { show: true; average: number; count: number; countLabel: string };

export function ratingView(
  rating: { average: number | null; count: number },
  minimum: number = DEFAULT_MIN_RATING,
): RatingView {
  if (!showsRatingStars(rating.average, minimum) || rating.average === null) return { show: false };
  const countLabel = `${rating.count.toLocaleString('en-AU')} ${rating.count === 1 ? 'review' : 'reviews'}`;
  return { show: true, average: rating.average, count: rating.count, countLabel };
}

/** The enquiry category an 'Email Us' to a location starts with: its department's. */
export function enquiryCategoryForLocation(type: LocationType): string {
  switch (type) {
    case 'sales':
      return 'Sales Enquiry';
    case 'service':
      return 'Service Enquiry';
    case 'parts':
      return 'Parts Enquiry';
    default:
      return type satisfies never;
  }
}

/**
 * The departments a location's hours table switches between, sales, service and
 * parts order, each with its week; the location's own type first when asked which
 * tab opens.
 */
export function departmentHours(
  location: Pick<LocationDetail, 'departments' | 'location_type' | 'contact_detail'>,
): { department: Department; openingHours: OpeningHourEntry[] }[] {
  const listed = new Map(location.departments.map((d) => [d.department, d.opening_hours]));
  // A feed that gives hours only in contact_detail gives its own department's.
  if (!listed.has(location.location_type) && location.contact_detail.opening_hours.length > 0) {
    listed.set(location.location_type, location.contact_detail.opening_hours);
  }
  return departments
    .filter((d) => listed.has(d))
    .map((department) => ({ department, openingHours: listed.get(department) ?? [] }));
}
