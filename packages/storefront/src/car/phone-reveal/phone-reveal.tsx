import { usePhoneReveal } from '@forecourt/machines/react';
import { useEffect, useRef } from 'react';
import { useStorefront } from '../../context';
import './phone-reveal.css';

export type PhoneRevealProps = {
  /** The number to reveal; null or blank shows 'Phone not available' (SPEC §4). */
  phone: string | null;
  /** The car the reveal is logged against (SPEC §7 Phone reveal log: car_id). */
  carId: string;
  /** The words before the number, e.g. 'Call the dealer'. */
  label?: string;
};

function PhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18">
      <path
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * SPEC §4 Phone reveal: the number shows masked (its first 5 characters); the
 * button logs the reveal (car_id, dealership_id, website_id) and then shows the
 * full number as a tel link. A failing or slow log never blocks the reveal and
 * is only logged (SPEC §8). With no number, 'Phone not available'.
 */
export function PhoneReveal({ phone, carId, label = 'Call the dealer' }: PhoneRevealProps) {
  const { client, logger, site } = useStorefront();
  const view = usePhoneReveal({
    phone,
    log: { car_id: carId, dealership_id: site.dealershipId, website_id: site.websiteId },
    logReveal: (payload) => client.logPhoneReveal(payload),
    logger,
  });
  const link = useRef<HTMLAnchorElement>(null);
  const asked = useRef(false);

  // The button the shopper pressed turns into the link: keep their focus on it.
  useEffect(() => {
    if (view.status === 'revealed' && asked.current) link.current?.focus();
  }, [view.status]);

  return (
    <div className="fc-phone-reveal" data-slot="phone-reveal" data-state={view.status}>
      <PhoneIcon />
      <span className="fc-phone-reveal__label">{label}</span>
      {view.status === 'unavailable' ? (
        <span className="fc-phone-reveal__number">{view.text}</span>
      ) : view.status === 'revealed' ? (
        <a ref={link} className="fc-phone-reveal__number" href={view.href}>
          {view.text}
        </a>
      ) : (
        <button
          type="button"
          className="fc-phone-reveal__button"
          aria-busy={view.status === 'revealing' || undefined}
          disabled={view.status === 'revealing'}
          onClick={() => {
            asked.current = true;
            view.reveal();
          }}
        >
          <span className="fc-phone-reveal__number">{view.text}</span>
          <span className="fc-phone-reveal__action">Show number</span>
        </button>
      )}
    </div>
  );
}
