import { phoneDisplay } from '@forecourt/core';
import { lazy, Suspense, useState } from 'react';
import { PhoneRevealView } from './phone-reveal-view';
import './phone-reveal.css';

export type PhoneRevealProps = {
  /** The number to reveal; null or blank shows 'Phone not available' (docs/rules.md#phone-reveal). */
  phone: string | null;
  /** The car the reveal is logged against (docs/rules.md#phone-reveal: car_id). */
  carId: string;
  /** The words before the number, e.g. 'Call the dealer'. */
  label?: string;
};

// The reveal's machine (and XState) load when the shopper presses the button,
// not with the page; until then core's phone display draws the
// masked number exactly as the machine would.
const loadLive = () => import('./phone-reveal-live');
const PhoneRevealLive = lazy(loadLive);

/**
 * Phone reveal: the number shows masked (its first 5 characters); the
 * button logs the reveal (car_id, dealership_id, website_id) and then shows the
 * full number as a tel link (docs/rules.md#phone-reveal). A failing or slow log never blocks the reveal and
 * is only logged (docs/rules.md#phone-reveal). With no number, 'Phone not available' (the machine
 * starts at once there, to log the missing number).
 */
export function PhoneReveal({ phone, carId, label = 'Call the dealer' }: PhoneRevealProps) {
  const display = phoneDisplay(phone);
  const [pressed, setPressed] = useState(false);
  const masked = (
    <PhoneRevealView
      status={pressed ? 'revealing' : display.kind === 'missing' ? 'unavailable' : 'masked'}
      text={display.kind === 'missing' ? display.text : display.masked}
      label={label}
      onReveal={() => setPressed(true)}
      onPointerEnter={() => void loadLive().catch(() => {})}
    />
  );
  if (!pressed && display.kind !== 'missing') return masked;
  return (
    <Suspense fallback={masked}>
      <PhoneRevealLive phone={phone} carId={carId} label={label} revealOnMount={pressed} />
    </Suspense>
  );
}
