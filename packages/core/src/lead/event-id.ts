import type { Car } from '../car/car';
import { isTestDriveOnly } from '../car-status/car-status';

/** Lead event ids (docs/rules.md#lead-event-ids). */
export const leadEventIds = {
  newCar: 14,
  usedCar: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
  defaultForm: 22,
  careers: 51,
} as const;
export type LeadEventId = (typeof leadEventIds)[keyof typeof leadEventIds];

/** Which kind of form sent the lead. */
export type LeadForm = 'enquiry' | 'test-drive' | 'careers';

export type LeadEventInput = {
  form: LeadForm;
  /** The car the lead is about, or null for a form not tied to a car. */
  car: Pick<Car, 'car_type' | 'tag'> | null;
};

/**
 * Lead event ids: 14 new, 15 used, 17 new test drive or test-drive-only,
 * 48 used test drive, 22 for the default form, 51 for careers (docs/rules.md#lead-event-ids).
 *
 * Demo cars count as new: they are current-model stock sold by the new-car
 * department. A test-drive-only car is 17 whatever the form, grouped with
 * new test drives. A test-drive booking with no car (the /book-test-drive/
 * page picks a model from the new range) is 17 too. Any other lead without a car
 * uses the default form id.
 */
export function leadEventId({ form, car }: LeadEventInput): LeadEventId {
  if (form === 'careers') return leadEventIds.careers;
  if (car === null) {
    return form === 'test-drive' ? leadEventIds.newTestDrive : leadEventIds.defaultForm;
  }
  if (isTestDriveOnly(car)) return leadEventIds.newTestDrive;

  const testDrive = form === 'test-drive';
  switch (car.car_type) {
    case 'new':
    case 'demo':
      return testDrive ? leadEventIds.newTestDrive : leadEventIds.newCar;
    case 'used':
      return testDrive ? leadEventIds.usedTestDrive : leadEventIds.usedCar;
    default:
      return car.car_type satisfies never;
  }
}
