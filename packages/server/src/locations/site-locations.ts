import {
  type Department,
  departments as departmentOrder,
  describeIssues,
  type LocationDetail,
  locationDetailSchema,
  type SpecialHoursEntry,
} from '@forecourt/core';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { dealerships, locations, openingHours, specialHours } from '../db/schema';

// Locations and Opening hour entry, Special hours entry: the
// locations of a site's dealerships as the locations pages read them, each with the
// week of every department at its premises and the special hours that apply (docs/rules.md#opening-hours, docs/rules.md#location-record).
//
// A dealership lists its sales, service and parts departments as locations of their
// own (Harbour Toyota Sales, Service and Parts at one address), each with its own
// hours; a location may also carry rows for other departments itself. So a
// location's department switcher offers its own rows, then the departments of the
// dealership's other locations at the same street address, with their hours and
// their special hours (an entry for 'all' of theirs becomes one for that department
// here, so a service centre's closure does not close the showroom).

type LocationRow = typeof locations.$inferSelect & { dealershipSlug: string };
type HoursRow = typeof openingHours.$inferSelect;
type SpecialRow = typeof specialHours.$inferSelect;

function premisesKey(row: LocationRow): string | null {
  const address = (row.data as { address?: { street?: unknown; postcode?: unknown } }).address;
  const street = typeof address?.street === 'string' ? address.street.trim().toLowerCase() : '';
  const postcode = typeof address?.postcode === 'string' ? address.postcode.trim() : '';
  return street && postcode ? `${row.dealershipId} ${street} ${postcode}` : null;
}

function entryOf(row: SpecialRow, department?: Department): SpecialHoursEntry {
  return {
    date: row.date,
    status: row.status === 'Closed' ? 'Closed' : 'Open',
    start_hour: row.startHour,
    end_hour: row.endHour,
    department: department && row.department === 'all' ? department : (row.department as never),
    // Rows are kept per location: they apply to it whatever its name.
    location_name: null,
  };
}

function hoursOf(rows: readonly HoursRow[]) {
  return [...rows]
    .sort((a, b) => a.weekday - b.weekday)
    .map((h) => ({
      weekday: h.weekday,
      status: h.status,
      open: h.open,
      close: h.close,
      formated_hours: h.formatedHours,
    }));
}

export type LoadSiteLocationsResult = {
  locations: LocationDetail[];
  /** One line per stored location that does not read as a location (docs/rules.md#location-record; it is left out). */
  problems: string[];
};

/**
 * Every location of the given dealerships (a site's), hidden ones included (the
 * pages leave them out with core's `displayedLocations`), in the order stored.
 */
export async function loadSiteLocations(
  db: Database,
  dealershipIds: readonly string[],
): Promise<LoadSiteLocationsResult> {
  if (dealershipIds.length === 0) return { locations: [], problems: [] };
  const rows: LocationRow[] = (
    await db
      .select({ location: locations, dealershipSlug: dealerships.slug })
      .from(locations)
      .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId))
      .where(inArray(locations.dealershipId, [...dealershipIds]))
      .orderBy(asc(locations.id))
  ).map((r) => ({ ...r.location, dealershipSlug: r.dealershipSlug }));
  const ids = rows.map((r) => r.id);
  const hours =
    ids.length === 0
      ? []
      : await db.select().from(openingHours).where(inArray(openingHours.locationId, ids));
  const specials =
    ids.length === 0
      ? []
      : await db.select().from(specialHours).where(inArray(specialHours.locationId, ids));

  const hoursBy = new Map<string, Map<Department, HoursRow[]>>();
  for (const h of hours) {
    const byDepartment = hoursBy.get(h.locationId) ?? new Map<Department, HoursRow[]>();
    const department = h.department as Department;
    byDepartment.set(department, [...(byDepartment.get(department) ?? []), h]);
    hoursBy.set(h.locationId, byDepartment);
  }
  const specialsBy = new Map<string, SpecialRow[]>();
  for (const s of specials)
    specialsBy.set(s.locationId, [...(specialsBy.get(s.locationId) ?? []), s]);
  const premises = new Map<string, LocationRow[]>();
  for (const row of rows) {
    const key = premisesKey(row);
    if (key) premises.set(key, [...(premises.get(key) ?? []), row]);
  }

  const result: LoadSiteLocationsResult = { locations: [], problems: [] };
  for (const row of rows) {
    const own = hoursBy.get(row.id) ?? new Map<Department, HoursRow[]>();
    const weeks = new Map<Department, HoursRow[]>(own);
    const special: SpecialHoursEntry[] = (specialsBy.get(row.id) ?? []).map((s) => entryOf(s));
    const key = premisesKey(row);
    for (const sibling of key ? (premises.get(key) ?? []) : []) {
      if (sibling.id === row.id) continue;
      const department = sibling.locationType as Department;
      const theirs = hoursBy.get(sibling.id)?.get(department);
      if (weeks.has(department) || !theirs) continue;
      weeks.set(department, theirs);
      for (const s of specialsBy.get(sibling.id) ?? []) {
        if (s.department === 'all' || s.department === department) {
          special.push(entryOf(s, department));
        }
      }
    }
    const data = row.data as Record<string, unknown>;
    const contact = (data.contact_detail ?? {}) as Record<string, unknown>;
    const ownType = row.locationType as Department;
    const parsed = locationDetailSchema.safeParse({
      ...data,
      id: row.id,
      name: row.name,
      slug: row.slug,
      dealership_id: row.dealershipId,
      dealership_slug: row.dealershipSlug,
      location_type: row.locationType,
      primary: row.primary,
      visible: row.visible,
      contact_detail: { ...contact, opening_hours: hoursOf(own.get(ownType) ?? []) },
      departments: departmentOrder
        .filter((d) => weeks.has(d))
        .map((department) => ({
          department,
          opening_hours: hoursOf(weeks.get(department) ?? []),
        })),
      special_hours: special.sort((a, b) => a.date.localeCompare(b.date)),
    });
    if (parsed.success) result.locations.push(parsed.data);
    else {
      result.problems.push(
        `location "${row.id}" (${row.name}): ${describeIssues(parsed.error).join('; ')}`,
      );
    }
  }
  return result;
}
