// The locations widgets (docs/rules.md#location-pages): the /dealerships and /contact
// pages, the hero and cards with the nearest-dealership finder, the /contact-us/{slug}
// detail, the opening-hours table with its department switcher and the holiday hours
// dialog, and 'Email Us' addressed to a location.
export { ContactPage, type ContactPageProps } from './contact-page';
export { DealershipsPage, type DealershipsPageProps } from './dealerships-page';
export { DirectionsLink, type DirectionsLinkProps } from './directions-link';
export { EmailUsButton, type EmailUsButtonProps } from './email-us';
export { HolidayHours, type HolidayHoursProps } from './holiday-hours-dialog';
export { LocationDetail, type LocationDetailProps } from './location-detail';
export { LocationHero, type LocationHeroProps } from './location-hero';
export { LocationList, type LocationListProps } from './location-list';
export { LocationReviews, type LocationReviewsProps } from './location-reviews';
export { NearestLocationFinder, type NearestLocationFinderProps } from './nearest-location-finder';
export { OpeningHours, type OpeningHoursProps } from './opening-hours';
export type {
  DepartmentHoursView,
  LeadLocation,
  LocationDetailView,
  LocationHeroView,
  LocationSummaryView,
  LocationToday,
} from './types';

import './locations.css';
