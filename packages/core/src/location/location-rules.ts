import type { Department } from '../hours/hours';
import type { LocationType } from './location';

// Sort order, the phone-link banner and the Locations dropdown (docs/rules.md#location-order).

/** How a location's department reads to a shopper. */
export const locationTypeLabels = {
  sales: 'Sales',
  service: 'Service',
  parts: 'Parts',
} as const satisfies Record<LocationType, string>;

/** A street address on one line: '88 Main North Road, Prospect SA 5082'. */
export function formatAddressLine(address: {
  street: string;
  city: string;
  state: string;
  postcode: string;
}): string {
  return `${address.street}, ${address.city} ${address.state.toUpperCase()} ${address.postcode}`;
}

/** Sales 1, service 2, parts 3; an empty type means sales (docs/rules.md#location-order). */
export function locationTypeRank(type: LocationType | '' | null | undefined): 1 | 2 | 3 {
  const t: LocationType = type ? type : 'sales';
  switch (t) {
    case 'sales':
      return 1;
    case 'service':
      return 2;
    case 'parts':
      return 3;
    default:
      return t satisfies never;
  }
}

type Typed = { location_type?: LocationType | '' | null };

/** Sorts by type (sales, service, parts); locations of the same type keep their order. */
export function sortLocationsByType<T extends Typed>(locations: readonly T[]): T[] {
  // Array.prototype.sort is stable (ES2019), so equal ranks keep the feed's order.
  return [...locations].sort(
    (a, b) => locationTypeRank(a.location_type) - locationTypeRank(b.location_type),
  );
}

type Phoned = Typed & {
  visible?: boolean;
  contact_detail: { phone: string | null; landline_phone: string | null };
};

/** The number to call a location on: its phone, else its landline. */
export function locationPhone(location: Pick<Phoned, 'contact_detail'>): string | null {
  return location.contact_detail.phone ?? location.contact_detail.landline_phone ?? null;
}

/** Digits only, with a leading + kept, for comparing numbers and building tel: links. */
export function normalisePhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/** A tel: link for a phone number as written ('(07) 3000 1234' → 'tel:0730001234'). */
export function telHref(phone: string): string {
  return `tel:${normalisePhone(phone)}`;
}

export type PhoneBannerEntry = {
  key: Department | 'service-parts';
  label: 'Sales' | 'Service' | 'Parts' | 'Service/Parts';
  phone: string;
  href: string;
};

function firstPhoneOf<T extends Phoned>(
  locations: readonly T[],
  type: LocationType,
): string | null {
  for (const location of locations) {
    if ((location.location_type || 'sales') !== type) continue;
    const phone = locationPhone(location);
    if (phone) return phone;
  }
  return null;
}

/**
 * The phone-link banner lists Sales, Service and Parts, or one combined
 * 'Service/Parts' entry when the service and parts numbers are equal (docs/rules.md#phone-banner). Each
 * department's number is the first visible location of that type with a phone;
 * a department with no number is left out.
 */
export function phoneBannerEntries<T extends Phoned>(locations: readonly T[]): PhoneBannerEntry[] {
  const shown = locations.filter((l) => l.visible !== false);
  const sales = firstPhoneOf(shown, 'sales');
  const service = firstPhoneOf(shown, 'service');
  const parts = firstPhoneOf(shown, 'parts');
  const entry = (
    key: PhoneBannerEntry['key'],
    label: PhoneBannerEntry['label'],
    phone: string,
  ) => ({
    key,
    label,
    phone,
    href: telHref(phone),
  });

  const entries: PhoneBannerEntry[] = [];
  if (sales) entries.push(entry('sales', 'Sales', sales));
  if (service && parts && normalisePhone(service) === normalisePhone(parts)) {
    entries.push(entry('service-parts', 'Service/Parts', service));
    return entries;
  }
  if (service) entries.push(entry('service', 'Service', service));
  if (parts) entries.push(entry('parts', 'Parts', parts));
  return entries;
}

/**
 * A location's slug from its name, for a location that has none of its own (a site
 * file names its locations without slugs): lower-case ASCII words joined by hyphens,
 * accents dropped and '&' read as 'and' ('Harbour Kia Auburn' → 'harbour-kia-auburn').
 */
export function locationSlugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A location's page, /contact-us/{location slug} (docs/rules.md#routes). */
export function locationPageHref(location: { slug: string }): string {
  return `/contact-us/${location.slug}`;
}

export type LocationsDropdownItem = {
  id: string;
  name: string;
  slug: string;
  type: LocationType;
  phone: string | null;
  /** The phone as a tel: link, or null when the location has no number. */
  phoneHref: string | null;
  /** The location's page (`locationPageHref`). */
  href: string;
};

/**
 * The Locations dropdown lists each location with its phone, in the
 * location sort order, each linking to its page (docs/rules.md#locations-dropdown). Hidden locations (visible false)
 * are left out.
 */
export function locationsDropdown<T extends Phoned & { id: string; name: string; slug: string }>(
  locations: readonly T[],
): LocationsDropdownItem[] {
  return sortLocationsByType(locations.filter((l) => l.visible !== false)).map((l) => {
    const phone = locationPhone(l);
    return {
      id: l.id,
      name: l.name,
      slug: l.slug,
      type: l.location_type || 'sales',
      phone,
      phoneHref: phone ? telHref(phone) : null,
      href: locationPageHref(l),
    };
  });
}
