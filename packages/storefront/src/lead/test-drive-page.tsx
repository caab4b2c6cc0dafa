// biome-ignore assist/source/organizeImports: the kit's component is imported after the widgets it sits with, so its styles keep their place in the page's stylesheet
import type { LeadSettings } from '@forecourt/core';
import type { LeadCar as LeadCarData } from '@forecourt/machines';
import { useMemo, useState } from 'react';
import { DeferredLeadForm } from './deferred-lead-form';
import { LeadCar, type LeadCarProps } from './lead-car';
import {
  type TestDriveSlotChoice,
  type TestDriveSlotLocation,
  TestDriveSlotPicker,
} from './test-drive-slot-picker';
import { Alert } from '@forecourt/ui';
import './test-drive-page.css';

export type TestDrivePageProps = {
  /** The car a result card linked, as the page shows it; null for a booking about no car. */
  car: (LeadCarProps['car'] & { price: string; km: string | null; location: string | null }) | null;
  /** The same car as the lead files it. */
  leadCar: LeadCarData | null;
  /** The linked car is not for sale any more: the booking is about no car, and says so. */
  carUnavailable: boolean;
  /** The locations whose free times the shopper may pick from; none for a form that asks a date. */
  slotLocations: readonly TestDriveSlotLocation[];
  settings?: LeadSettings;
};

/**
 * The /book-test-drive/ page's body: a booking about the car a result card linked, or
 * about no car in particular, at one of the free times (docs/rules.md#test-drive-slots).
 */
export function TestDrivePage({
  car,
  leadCar,
  carUnavailable,
  slotLocations,
  settings,
}: TestDrivePageProps) {
  return (
    <section className="fc-lead-panel fc-test-drive" aria-labelledby="fc-test-drive-heading">
      {car ? (
        <LeadCar car={car} slot="test-drive-car">
          <p className="fc-test-drive__car-meta">
            {[car.price, car.km, car.location].filter(Boolean).join(' · ')}
          </p>
        </LeadCar>
      ) : null}
      {carUnavailable ? (
        <Alert tone="warning" title="That car is no longer available">
          Tell us which model you would like to drive and we will find one for you.
        </Alert>
      ) : null}
      <h2 id="fc-test-drive-heading" className="fc-lead-panel__title">
        Request your test drive
      </h2>
      {slotLocations[0] ? (
        <SlotBooking
          locations={slotLocations}
          first={slotLocations[0]}
          leadCar={leadCar}
          settings={settings}
        />
      ) : (
        <DeferredLeadForm kind="test-drive" car={leadCar} settings={settings} />
      )}
    </section>
  );
}

// When another shopper booked the picked time first, the server says so, the times are
// read again and everything typed stays in the form.
function SlotBooking({
  locations,
  first,
  leadCar,
  settings,
}: {
  locations: readonly TestDriveSlotLocation[];
  first: TestDriveSlotLocation;
  leadCar: LeadCarData | null;
  settings?: LeadSettings;
}) {
  const [choice, setChoice] = useState<TestDriveSlotChoice>({ location: first, start: null });
  const [refresh, setRefresh] = useState(0);
  const [slotError, setSlotError] = useState<string | undefined>();
  const { name, dealershipSlug } = choice.location;
  // The lead names the picked location, so the form asks for none of its own.
  const location = useMemo(() => ({ name, dealershipSlug }), [name, dealershipSlug]);
  return (
    <>
      <TestDriveSlotPicker
        locations={locations}
        value={choice}
        onValueChange={(next) => {
          setChoice(next);
          setSlotError(undefined);
        }}
        refresh={refresh}
        error={slotError}
      />
      <DeferredLeadForm
        kind="test-drive"
        car={leadCar}
        settings={settings}
        location={leadCar ? undefined : location}
        testDriveSlot={choice.start}
        onSubmitFailed={(errors) => {
          const taken = errors.test_drive_date;
          if (!taken) return;
          // The time went to someone else: offer the day's free times again.
          setSlotError(taken);
          setChoice((current) => ({ ...current, start: null }));
          setRefresh((n) => n + 1);
        }}
      />
    </>
  );
}
