import type { SiteAddress, SiteLocation } from '@forecourt/core';

/**
 * How a dealership is reached, as the lead records it: the name, phone and
 * address of one of its locations in the site configuration. The ADF vendor
 * element needs a contact with a phone or an e-mail address (docs/decisions/0011-leads-through-an-outbox.md), and a
 * delivery retried later must send what was true when the lead was filed.
 */
export interface DealershipContact {
  /** The location's name ('Harbour Toyota Sales'), or the dealership's when it has none. */
  name: string;
  phone: string | null;
  address: SiteAddress | null;
}

/** The location the lead points at: the car's (by id) or the one the shopper chose (by name). */
export interface PreferredLocation {
  id?: string | null;
  name?: string | null;
}

const typeOrder: Record<SiteLocation['location_type'], number> = { sales: 0, service: 1, parts: 2 };

/**
 * The contact of the dealership a lead goes to, from the site's locations:
 * the location the lead points at when it is this dealership's, else its
 * sales locations, then its service and parts ones, each in configuration
 * order. The first of them with a phone gives the name and phone; the address
 * is that location's, else the next one's that has an address. A dealership
 * with no location on the site is named only.
 */
export function dealershipContact(
  locations: readonly SiteLocation[],
  dealership: { slug: string; name: string },
  preferred: PreferredLocation = {},
): DealershipContact {
  const isPreferred = (l: SiteLocation) =>
    (preferred.id != null && l.id === preferred.id) ||
    (preferred.name != null && l.name === preferred.name);
  const own = locations
    .filter((l) => l.dealership_slug === dealership.slug)
    .map((location, index) => ({ location, index }))
    .sort(
      (a, b) =>
        Number(isPreferred(b.location)) - Number(isPreferred(a.location)) ||
        typeOrder[a.location.location_type] - typeOrder[b.location.location_type] ||
        a.index - b.index,
    )
    .map(({ location }) => location);
  const reached = own.find((l) => l.phone !== null) ?? own[0];
  return {
    name: reached?.name ?? dealership.name,
    phone: reached?.phone ?? null,
    address: reached?.address ?? own.find((l) => l.address !== null)?.address ?? null,
  };
}
