import type {
  Department,
  HolidayHoursRow,
  LocationType,
  RatingView,
  ReviewItem,
} from '@forecourt/core';
import type { HoursRow, LocationToday } from '@forecourt/ui';
import type { LeadLocation } from '../lead/types';

// What the locations widgets draw (docs/rules.md#location-pages), worked out on the server
// from the site's locations with core's rules (the renderer's page data): no
// widget decides an order, an hour or a rating itself.

export type { LeadLocation, LocationToday };

/** One location as a card, the hero and the detail page all show it. */
export type LocationSummaryView = {
  id: string;
  slug: string;
  name: string;
  /** Its page: /contact-us/{slug}. */
  href: string;
  type: LocationType;
  /** 'Sales', 'Service', 'Parts'. */
  typeLabel: string;
  /** One line: '412 Parramatta Road, Homebush NSW 2140'. */
  address: string;
  phone: { text: string; href: string } | null;
  /** Its photo, or its static map when it has none; null when it has neither. */
  image: { src: string; alt: string } | null;
  /** Its static map (the maps service's embedded default); null when it has no point to mark. */
  map: { src: string; alt: string } | null;
  /** Get Directions opens the location's place link in a new tab (docs/rules.md#get-directions). */
  directionsHref: string | null;
  /** Where it is, for ordering by distance from a postcode. */
  point: { lat: number; long: number } | null;
  /** Today's hours of its own department, in its own time zone. */
  today: LocationToday | null;
  /** Where its 'Email Us' enquiry goes. */
  emailUs: LeadLocation;
};

/** One department's tab of the opening-hours table. */
export type DepartmentHoursView = {
  department: Department;
  /** 'Sales', 'Service', 'Parts'. */
  label: string;
  rows: HoursRow[];
};

/** The /dealerships hero: the primary location with its map and its own department's week. */
export type LocationHeroView = LocationSummaryView & {
  /** The interactive map's frame address, when the site has a maps key. */
  interactiveMapUrl: string | null;
  hours: DepartmentHoursView | null;
};

/** The /contact-us/{slug} page. */
export type LocationDetailView = LocationHeroView & {
  /** Stars only above the site's minimum rating (docs/rules.md#ratings-and-reviews). */
  rating: RatingView;
  /** Up to 12 (docs/rules.md#location-pages). */
  reviews: ReviewItem[];
  /** Dealer licence and motor vehicle repairer numbers, where the location has them. */
  licences: { label: string; value: string }[];
  departments: DepartmentHoursView[];
  /** The tab the table opens on: the location's own department. */
  defaultDepartment: Department | null;
  /** The holiday opening-hours dialog's rows, from today on. */
  holidays: HolidayHoursRow[];
};
