import {
  addressLine,
  calendarDateIn,
  type Department,
  departmentHours,
  directionsHref,
  enquiryCategoryForLocation,
  holidayHours,
  holidayHoursRows,
  isSafeUrl,
  type LocationDetail,
  locationPageHref,
  locationPhone,
  locationRating,
  locationTimeZone,
  locationTypeLabels,
  ratingView,
  reviewItems,
  type SpecialHoursEntry,
  telHref,
  todayHours,
  weekTable,
} from '@forecourt/core';
import type {
  DepartmentHoursView,
  LocationDetailView,
  LocationHeroView,
  LocationSummaryView,
} from '@forecourt/storefront/locations';

// What the /dealerships and /contact-us/{slug} pages send the
// browser about each location, worked out here with core's rules on the
// server's clock (today and the week are the location's own, in its time zone):
// the card, the hero and the detail view, and nothing of the location the pages
// do not show (docs/rules.md#location-pages).

/** A location's static map, drawn by the server (api.ts `handleMap`). */
export function locationMapPath(slug: string): string {
  return `/media/maps/${slug}.svg`;
}

/** The special hours of a location with the built-in holiday list (docs/rules.md#holiday-hours). */
function specialHoursOf(location: LocationDetail): SpecialHoursEntry[] {
  return [...location.special_hours, ...holidayHours];
}

function weekOf(
  location: LocationDetail,
  department: Department,
  openingHours: LocationDetail['contact_detail']['opening_hours'],
  today: string,
): DepartmentHoursView {
  const rows = weekTable({
    openingHours,
    department,
    locationName: location.name,
    specialHours: specialHoursOf(location),
    weekOf: today,
  });
  return {
    department,
    label: locationTypeLabels[department],
    rows: rows.map((row) => ({
      days: row.days,
      hours: row.label,
      today: row.dates.includes(today),
      special: row.special,
      closed: row.status === 'Closed',
    })),
  };
}

export function locationSummary(location: LocationDetail, now: Date): LocationSummaryView {
  const where = addressLine(location.address);
  const { lat, long } = location.address;
  const map =
    lat !== null && long !== null
      ? {
          src: locationMapPath(location.slug),
          alt: `Map of ${location.name}${where ? `, ${where}` : ''}`,
        }
      : null;
  const photo = location.image?.url;
  const image =
    photo && isSafeUrl(photo) ? { src: photo, alt: `${location.name} dealership` } : map;
  const phone = locationPhone(location);
  const own = departmentHours(location).find((d) => d.department === location.location_type);
  const today = own
    ? todayHours({
        openingHours: own.openingHours,
        department: own.department,
        locationName: location.name,
        specialHours: specialHoursOf(location),
        now,
        timeZone: locationTimeZone(location),
      })
    : null;
  return {
    id: location.id,
    slug: location.slug,
    name: location.name,
    href: locationPageHref(location),
    type: location.location_type,
    typeLabel: locationTypeLabels[location.location_type],
    address: where,
    phone: phone ? { text: phone, href: telHref(phone) } : null,
    image,
    map,
    directionsHref: directionsHref(location),
    point: lat !== null && long !== null ? { lat, long } : null,
    today: today ? { hours: today.hours.label, status: today.status, state: today.state } : null,
    emailUs: {
      name: location.name,
      dealershipSlug: location.dealership_slug,
      category: enquiryCategoryForLocation(location.location_type),
    },
  };
}

export function locationHero(
  location: LocationDetail,
  now: Date,
  interactiveMapUrl: string | null,
): LocationHeroView {
  const summary = locationSummary(location, now);
  const today = calendarDateIn(now, locationTimeZone(location));
  const own = departmentHours(location).find((d) => d.department === location.location_type);
  return {
    ...summary,
    interactiveMapUrl,
    hours: own ? weekOf(location, own.department, own.openingHours, today) : null,
  };
}

export function locationDetailView(
  location: LocationDetail,
  options: { now: Date; interactiveMapUrl: string | null; minimumRating: number },
): LocationDetailView {
  const hero = locationHero(location, options.now, options.interactiveMapUrl);
  const today = calendarDateIn(options.now, locationTimeZone(location));
  const departments = departmentHours(location).map((d) =>
    weekOf(location, d.department, d.openingHours, today),
  );
  const licences = [
    location.dealer_license_number
      ? { label: 'Dealer licence', value: location.dealer_license_number }
      : null,
    location.motor_vehicle_repairer
      ? { label: 'Motor vehicle repairer', value: location.motor_vehicle_repairer }
      : null,
  ].filter((l): l is { label: string; value: string } => l !== null);
  return {
    ...hero,
    rating: ratingView(locationRating(location), options.minimumRating),
    reviews: reviewItems(location.reviews.list),
    licences,
    departments,
    defaultDepartment: departments.some((d) => d.department === location.location_type)
      ? location.location_type
      : (departments[0]?.department ?? null),
    holidays: holidayHoursRows(specialHoursOf(location), {
      from: today,
      departments: departments.map((d) => d.department),
    }),
  };
}
