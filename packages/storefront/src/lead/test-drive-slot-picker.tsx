import { type TestDriveSlot, testDriveDayLabel, testDriveDays } from '@forecourt/core';
import { Button, NativeSelect, RadioGroup } from '@forecourt/ui';
import { useEffect, useState } from 'react';
import { useStorefront } from '../context';
import './test-drive-slot-picker.css';

/** A location a test drive can be booked at (core's `testDriveLocations`). */
export type TestDriveSlotLocation = {
  id: string;
  name: string;
  dealershipSlug: string;
  /** The zone its days and times are in. */
  timeZone: string;
};

/** What the shopper has picked: a location, and a slot's start when they chose a time. */
export type TestDriveSlotChoice = { location: TestDriveSlotLocation; start: string | null };

export type TestDriveSlotPickerProps = {
  /** Where the test drive can happen; a car's own location alone when it is about a car. */
  locations: readonly TestDriveSlotLocation[];
  value: TestDriveSlotChoice;
  onValueChange: (value: TestDriveSlotChoice) => void;
  /** Read the day's times again (a number that changes), e.g. after a time was just taken. */
  refresh?: number;
  /** A message about the picked time (the server's, when it was just taken). */
  error?: string;
};

type Times =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'loaded'; day: string; slots: TestDriveSlot[] }
  | { status: 'failed' };

/**
 * Test-drive appointments on the booking page: the shopper picks a
 * location (when there is a choice), a day and one of the times still free
 * there, read from the server as they choose, so a time someone else booked is
 * not offered (docs/rules.md#test-drive-slots). Days are the dealership's (core's `testDriveDays`), listed once
 * the page runs in the browser, whose clock says which day it is.
 */
export function TestDriveSlotPicker({
  locations,
  value,
  onValueChange,
  refresh = 0,
  error,
}: TestDriveSlotPickerProps) {
  const { client } = useStorefront();
  const location = value.location;
  const [days, setDays] = useState<string[]>([]);
  const [day, setDay] = useState('');
  const [times, setTimes] = useState<Times>({ status: 'idle' });
  const [retry, setRetry] = useState(0);

  useEffect(() => {
    setDays(testDriveDays(new Date(), location.timeZone));
  }, [location.timeZone]);

  useEffect(() => {
    if (!day || !client.testDriveSlots) {
      setTimes({ status: 'idle' });
      return;
    }
    let current = true;
    setTimes({ status: 'loading' });
    // refresh and retry read the day again.
    void [refresh, retry];
    client.testDriveSlots(location.id, day).then(
      (slots) => current && setTimes({ status: 'loaded', day, slots }),
      () => current && setTimes({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [client, location.id, day, refresh, retry]);

  const chooseLocation = (id: string) => {
    const next = locations.find((l) => l.id === id);
    if (next) onValueChange({ location: next, start: null });
  };
  const chooseDay = (next: string) => {
    setDay(next);
    if (value.start) onValueChange({ location, start: null });
  };

  return (
    <fieldset
      className="fc-slot-picker"
      data-slot="test-drive-slots"
      data-state={times.status}
      data-day={times.status === 'loaded' ? times.day : undefined}
    >
      <legend className="fc-slot-picker__legend">Choose a time (optional)</legend>
      {locations.length > 1 ? (
        <NativeSelect
          label="Location"
          options={locations.map((l) => ({ value: l.id, label: l.name }))}
          value={location.id}
          onValueChange={chooseLocation}
        />
      ) : (
        <p className="fc-slot-picker__location">{`At ${location.name}`}</p>
      )}
      <NativeSelect
        label="Day"
        placeholder="Choose a day"
        options={days.map((d) => ({ value: d, label: testDriveDayLabel(d) }))}
        value={day}
        onValueChange={chooseDay}
      />
      <div aria-live="polite" className="fc-slot-picker__times">
        {times.status === 'loading' ? <p>Finding free times…</p> : null}
        {times.status === 'failed' ? (
          <div className="fc-slot-picker__failed">
            <p>The free times could not be loaded.</p>
            <Button variant="outline" size="sm" onClick={() => setRetry((n) => n + 1)}>
              Try again
            </Button>
          </div>
        ) : null}
        {times.status === 'loaded' && times.slots.length === 0 ? (
          <p>No times are free on this day. Please choose another day.</p>
        ) : null}
        {times.status === 'loaded' && times.slots.length > 0 ? (
          <RadioGroup
            label="Time"
            className="fc-slot-picker__slots"
            orientation="horizontal"
            options={times.slots.map((slot) => ({ value: slot.start, label: slot.time }))}
            value={value.start ?? ''}
            onValueChange={(start) => onValueChange({ location, start })}
            error={error}
          />
        ) : null}
        {error && times.status !== 'loaded' ? (
          <p role="alert" className="fc-field__error">
            {error}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
