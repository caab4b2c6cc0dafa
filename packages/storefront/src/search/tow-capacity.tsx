import {
  formatKg,
  type RangeRefinements,
  readTowCapacity,
  TOW_VEHICLE_NOTE,
  towCapacityOf,
  towingRange,
  towVehicleLabel,
  towVehicles,
} from '@forecourt/core';
import { Button, FilterSection, NativeSelect, TextField } from '@forecourt/ui';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import type { SearchSend } from './search-filters';
import { TOW_CAPACITY_KEY, type Towing, TowingContext, useTowing } from './towing-context';

// Can my car tow it? (docs/rules.md#towing-capacity): the shopper's braked towing
// capacity narrows a caravan search to the vans whose ATM is within it, through the
// search's own ATM range, and is remembered for the browsing session.

function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage turned off: the capacity lasts for this page only.
    return null;
  }
}

function readRemembered(): number | null {
  const raw = sessionStore()?.getItem(TOW_CAPACITY_KEY);
  if (!raw) return null;
  const reading = readTowCapacity(raw);
  return reading.ok ? reading.kg : null;
}

function remember(kg: number | null): void {
  try {
    const store = sessionStore();
    if (kg === null) store?.removeItem(TOW_CAPACITY_KEY);
    else store?.setItem(TOW_CAPACITY_KEY, String(kg));
  } catch {
    // A full or refused store: the capacity still applies to this search.
  }
}

export type TowingScopeProps = {
  /** Whether the site sells caravans: elsewhere there is nothing to tow. */
  enabled: boolean;
  ranges: RangeRefinements;
  send: SearchSend;
  children: ReactNode;
};

/**
 * Holds the capacity for the filters and the cards below. The server draws the page
 * without one (it cannot see the session); once hydrated, a capacity kept from earlier
 * in the session is read and, when the address names no ATM range, applied.
 */
export function TowingScope({ enabled, ranges, send, children }: TowingScopeProps) {
  const [remembered, setRemembered] = useState<number | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;
  const atm = ranges.atm_kg;
  const atmRef = useRef(atm);
  atmRef.current = atm;
  useEffect(() => {
    if (!enabled) return;
    const kept = readRemembered();
    if (kept === null) return;
    setRemembered(kept);
    if (atmRef.current === undefined) {
      sendRef.current({ type: 'range.set', facet: 'atm_kg', range: towingRange(kept) });
    }
  }, [enabled]);
  const active = remembered !== null && towCapacityOf(ranges) === remembered ? remembered : null;
  // Clearing the filters clears the capacity too: it is not brought back on the next page.
  const wasActive = useRef(false);
  useEffect(() => {
    if (active !== null) wasActive.current = true;
    else if (wasActive.current && atm === undefined) {
      wasActive.current = false;
      remember(null);
      setRemembered(null);
    }
  }, [active, atm]);
  const value = useMemo<Towing | null>(
    () =>
      enabled
        ? {
            capacity: active,
            remembered,
            apply: (kg) => {
              remember(kg);
              setRemembered(kg);
              sendRef.current({ type: 'range.set', facet: 'atm_kg', range: towingRange(kg) });
            },
            remove: () => {
              remember(null);
              setRemembered(null);
              wasActive.current = false;
              sendRef.current({ type: 'filter.clear', facet: 'atm_kg' });
            },
          }
        : null,
    [enabled, active, remembered],
  );
  return <TowingContext.Provider value={value}>{children}</TowingContext.Provider>;
}

const OWN = '';

/**
 * The 'Can my car tow it?' filter: a tow vehicle from the shipped table, or the
 * capacity typed in kg, checked as the shopper submits it (a message under the field
 * says the range allowed). Nothing on a site without caravans.
 */
export function TowingFilter() {
  const towing = useTowing();
  const [vehicle, setVehicle] = useState(OWN);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const shown = towing?.remembered ?? null;
  // The field shows the capacity kept for the session once it is read.
  useEffect(() => {
    if (shown !== null) setText(String(shown));
  }, [shown]);
  if (!towing) return null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reading = readTowCapacity(text);
    if (!reading.ok) {
      setError(reading.message);
      return;
    }
    setError(undefined);
    towing.apply(reading.kg);
  };
  const options = [
    { value: OWN, label: 'I’ll enter its capacity' },
    ...towVehicles.map((v) => ({ value: v.id, label: towVehicleLabel(v) })),
  ];
  return (
    <FilterSection title="Can my car tow it?">
      <form className="fc-towing" data-slot="towing-filter" onSubmit={submit} noValidate>
        <NativeSelect
          label="Your tow vehicle"
          options={options}
          value={vehicle}
          onValueChange={(id) => {
            setVehicle(id);
            const chosen = towVehicles.find((v) => v.id === id);
            if (chosen) {
              setText(String(chosen.brakedKg));
              setError(undefined);
            }
          }}
        />
        <TextField
          label="Braked towing capacity (kg)"
          name="tow_capacity"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          error={error}
          hint={TOW_VEHICLE_NOTE}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setVehicle(OWN);
          }}
        />
        <Button type="submit" variant="outline" fullWidth>
          Show what I can tow
        </Button>
        <div className="fc-towing__applied" aria-live="polite">
          {towing.capacity !== null ? (
            <p>
              Showing caravans with an ATM up to {formatKg(towing.capacity)}.{' '}
              <button type="button" className="fc-search-link-button" onClick={towing.remove}>
                Remove towing capacity
              </button>
            </p>
          ) : null}
        </div>
      </form>
    </FilterSection>
  );
}
