import { usePhoneReveal } from '@forecourt/machines/react';
import { useEffect, useRef } from 'react';
import { useStorefront } from '../../context';
import { PhoneRevealView } from './phone-reveal-view';

export type PhoneRevealLiveProps = {
  phone: string | null;
  carId: string;
  label: string;
  /** Reveal as soon as the machine starts: the shopper already pressed the button. */
  revealOnMount?: boolean;
};

/**
 * The phone reveal over its machine (a chunk of its own: see PhoneReveal). The
 * button the shopper pressed turns into the link, and their focus moves onto it.
 */
export default function PhoneRevealLive({
  phone,
  carId,
  label,
  revealOnMount = false,
}: PhoneRevealLiveProps) {
  const { client, logger, site } = useStorefront();
  const view = usePhoneReveal({
    phone,
    log: { car_id: carId, dealership_id: site.dealershipId, website_id: site.websiteId },
    logReveal: (payload) => client.logPhoneReveal(payload),
    logger,
  });
  const link = useRef<HTMLAnchorElement>(null);
  const asked = useRef(revealOnMount);
  const { reveal } = view;
  const started = useRef(false);

  useEffect(() => {
    if (revealOnMount && !started.current) {
      started.current = true;
      reveal();
    }
  }, [revealOnMount, reveal]);

  useEffect(() => {
    if (view.status === 'revealed' && asked.current) link.current?.focus();
  }, [view.status]);

  return (
    <PhoneRevealView
      status={view.status}
      text={view.text}
      href={view.status === 'revealed' ? view.href : undefined}
      label={label}
      linkRef={link}
      onReveal={() => {
        asked.current = true;
        reveal();
      }}
    />
  );
}
