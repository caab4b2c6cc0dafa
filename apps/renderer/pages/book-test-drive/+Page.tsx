import {
  DeferredLeadForm,
  LeadCar,
  type TestDriveSlotChoice,
  type TestDriveSlotLocation,
  TestDriveSlotPicker,
} from '@forecourt/storefront/lead';
import { Alert } from '@forecourt/ui';
import { useMemo, useState } from 'react';
import { useData } from 'vike-react/useData';
import { usePageContext } from 'vike-react/usePageContext';
import { PageShell } from '../../components/page-shell';
import type { Data } from './+data';
import './book-test-drive.css';

// SPEC §2 /book-test-drive/: a test drive booking about the car a result card
// linked, or about no car in particular. The site's locations and form flags
// come with the page; the car, when there is one, travels with the lead.
// SPEC §7 Test-drive appointments: the shopper may pick one of the free times;
// when another shopper booked it first, the server says so, the times are read
// again and everything typed stays in the form.
export default function Page() {
  const { car, leadCar, carUnavailable, slotLocations } = useData<Data>();
  const { site } = usePageContext();
  return (
    <PageShell
      title="Book a Test Drive"
      breadcrumbs={[
        { label: 'Home', href: '/' },
        { label: 'Book a Test Drive', href: '/book-test-drive' },
      ]}
      lead={`Choose a day that suits you and the ${site.name} team will have the car ready.`}
    >
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
          <SlotBooking locations={slotLocations} first={slotLocations[0]} hasCar={!!leadCar} />
        ) : (
          <DeferredLeadForm kind="test-drive" car={leadCar} settings={site.lead} />
        )}
      </section>
    </PageShell>
  );
}

function SlotBooking({
  locations,
  first,
  hasCar,
}: {
  locations: readonly TestDriveSlotLocation[];
  first: TestDriveSlotLocation;
  hasCar: boolean;
}) {
  const { leadCar } = useData<Data>();
  const { site } = usePageContext();
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
        settings={site.lead}
        location={hasCar ? undefined : location}
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
