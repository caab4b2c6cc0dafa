import { isCarActive, locationTimeZone, testDriveLocations } from '@forecourt/core';
import type { TestDriveSlotLocation } from '@forecourt/storefront/lead';
import type { PageContextServer } from 'vike/types';
import { carSummary, leadCarOf } from '../../src/page-data/car-summary';

export type Data = Awaited<ReturnType<typeof data>>;

/**
 * /book-test-drive/: a booking about the car a result card linked
 * (`?car_id=`), or about no car in particular (docs/rules.md#test-drive-slots). The car travels with the lead,
 * so its event id follows the car (docs/rules.md#lead-event-ids: 17 new or demo, 48 used). A car the
 * site does not sell, or one no longer available, leaves a booking about no
 * car and says so. A site that does not book test drives has no such page
 * (pages/+guard.ts).
 * Test-drive appointments: the locations whose free times the shopper
 * may pick from: the car's own, else every sales location the site shows (docs/rules.md#test-drive-slots).
 */
export async function data(pageContext: PageContextServer) {
  const { siteConfig, services, urlParsed } = pageContext;
  const bookable = testDriveLocations(await services.locations(siteConfig));
  const slotLocations = (locationId: string | null): TestDriveSlotLocation[] => {
    const own = bookable.filter((l) => l.id === locationId);
    return (own.length > 0 ? own : bookable).map((l) => ({
      id: l.id,
      name: l.name,
      dealershipSlug: l.dealership_slug,
      timeZone: locationTimeZone(l),
    }));
  };
  const carId = urlParsed.search.car_id?.trim() ?? '';
  if (!carId) {
    return { car: null, leadCar: null, carUnavailable: false, slotLocations: slotLocations(null) };
  }
  const car = await services.carById(siteConfig, carId);
  if (!car || !isCarActive(car)) {
    return { car: null, leadCar: null, carUnavailable: true, slotLocations: slotLocations(null) };
  }
  return {
    car: carSummary(car, 640),
    leadCar: leadCarOf(car),
    carUnavailable: false,
    slotLocations: slotLocations(car.location_id ?? null),
  };
}
