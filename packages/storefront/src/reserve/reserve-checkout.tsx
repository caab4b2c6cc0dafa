import {
  type LeadSettings,
  type LeadSubmission,
  leadEventId,
  leadKindForms,
} from '@forecourt/core';
import type { LeadCar } from '@forecourt/machines';
import { Alert, Button } from '@forecourt/ui';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useStorefront } from '../context';
import { DeferredLeadForm } from '../lead/deferred-lead-form';
import {
  readReservationState,
  readStartedReservation,
  reserveMessages,
  type StartedReservation,
} from './answers';
import './reserve.css';

// The page stays light (budgets): the contact form's live code comes
// with the shopper's first touch, and the payment step's code with the step.
const CardPayment = lazy(() => import('./card-payment').then((m) => ({ default: m.CardPayment })));
const StripePayment = lazy(() =>
  import('./stripe-payment').then((m) => ({ default: m.StripePayment })),
);

// The reserve page's journey. The shopper's contact details (the
// lead form's fields and rules, the terms checkbox where the site asks for
// it) start the reservation; then the deposit is paid with the site's
// provider; then the page waits for the provider's word, through our
// server, that the reservation is recorded, and shows the confirmation, or
// says that another shopper reserved the car first and the deposit is refunded.
// The lead's analytics event (docs/rules.md#reserve-deposit) is recorded at the confirmation, when
// the deposit is paid and the dealer's lead filed, not when the contact step
// starts the reservation (a shopper may never pay).

/** How often and how long the page asks whether the paid reservation is recorded. */
const POLL_MS = 400;
/** The category the dealer's reservation lead is filed under (docs/rules.md#reserve-deposit). */
const RESERVE_CATEGORY = 'Reserve Enquiry';
const POLL_FOR_MS = 30_000;

export type ReserveCheckoutProps = {
  car: LeadCar;
  /** The deposit as every page shows it (core's `reservePrice`). */
  deposit: string;
  settings?: LeadSettings;
  /** 'Find Me Something Similar' when the car is taken meanwhile. */
  similarHref: string;
};

type Step =
  | { kind: 'contact' }
  | { kind: 'payment'; reservation: StartedReservation }
  | { kind: 'confirming'; reservation: StartedReservation }
  | { kind: 'confirmed'; reservation: StartedReservation; reference: string | null }
  | { kind: 'taken'; message: string; refunded: boolean }
  | { kind: 'delayed'; reservation: StartedReservation };

export function ReserveCheckout({ car, deposit, settings, similarHref }: ReserveCheckoutProps) {
  const { client, logger, track } = useStorefront();
  const [step, setStep] = useState<Step>({ kind: 'contact' });
  const started = useRef<StartedReservation | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The analytics event of the paid reservation (docs/rules.md#lead-form), the
  // dealer's lead id as the lead form records it.
  const tracked = useRef<string | null>(null);
  const recordPaid = useRef<(leadId: string) => void>(() => {});
  recordPaid.current = (leadId: string) =>
    track({
      eventId: leadEventId({ form: leadKindForms.enquiry, car }),
      leadId,
      category: RESERVE_CATEGORY,
    });

  // The lead form reads a started reservation as a taken submission.
  const start = useCallback(
    async (submission: LeadSubmission) => {
      const answer = await client.startReservation(submission);
      const reservation = readStartedReservation(answer);
      if (!reservation) {
        const body = answer && typeof answer === 'object' ? answer : {};
        return 'error' in body ? body : { error: reserveMessages.failed };
      }
      started.current = reservation;
      return { lead_id: reservation.reservationId };
    },
    [client],
  );
  const toPayment = useCallback(() => {
    if (started.current) setStep({ kind: 'payment', reservation: started.current });
  }, []);

  // Each new step takes focus at its heading, so a screen reader hears where it is.
  useEffect(() => {
    if (step.kind !== 'contact') heading.current?.focus();
  }, [step.kind]);

  // After the card: wait for the provider's word that the reservation is recorded.
  useEffect(() => {
    if (step.kind !== 'confirming') return;
    const { reservation } = step;
    let stopped = false;
    const until = Date.now() + POLL_FOR_MS;
    const ask = async () => {
      while (!stopped && Date.now() < until) {
        try {
          const state = readReservationState(
            await client.reservationStatus(reservation.reservationId),
          );
          if (stopped) return;
          if (state?.status === 'paid') {
            // Once per reservation, whatever re-renders the page.
            if (tracked.current !== reservation.reservationId) {
              tracked.current = reservation.reservationId;
              recordPaid.current(state.leadId ?? reservation.reservationId);
            }
            setStep({ kind: 'confirmed', reservation, reference: state.reference });
            return;
          }
          if (state?.status === 'refunded' || state?.status === 'refund_pending') {
            setStep({ kind: 'taken', message: state.message, refunded: true });
            return;
          }
        } catch (error) {
          logger({ level: 'warn', message: 'reserve: the status check failed', data: error });
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      if (!stopped) setStep({ kind: 'delayed', reservation });
    };
    void ask();
    return () => {
      stopped = true;
    };
  }, [step, client, logger]);

  switch (step.kind) {
    case 'contact':
      return (
        <div className="fc-lead-panel" data-slot="reserve-contact">
          <h2 className="fc-lead-panel__title">Your details</h2>
          <p className="fc-lead-panel__intro">
            First your details, then you pay the {deposit} deposit by card.
          </p>
          <DeferredLeadForm
            kind="enquiry"
            car={car}
            settings={settings}
            category={RESERVE_CATEGORY}
            submitLabel="Continue to payment"
            privacyPurpose="reservation"
            submitLead={start}
            onSubmitted={toPayment}
            // Starting the reservation is not the lead yet: paying is (above).
            track={null}
          />
        </div>
      );
    case 'payment':
      return (
        <div className="fc-lead-panel" data-slot="reserve-payment">
          <h2 ref={heading} tabIndex={-1} className="fc-lead-panel__title">
            Pay your {step.reservation.deposit} deposit
          </h2>
          <p className="fc-lead-panel__intro">
            The car is reserved for you as soon as the payment is made.
          </p>
          <Suspense fallback={<p className="fc-card-payment__loading">Loading the card form…</p>}>
            {step.reservation.payment.provider === 'stripe' ? (
              <StripePayment
                reservation={{ ...step.reservation, payment: step.reservation.payment }}
                onPaid={() => setStep({ kind: 'confirming', reservation: step.reservation })}
              />
            ) : (
              <CardPayment
                reservation={step.reservation}
                onPaid={() => setStep({ kind: 'confirming', reservation: step.reservation })}
              />
            )}
          </Suspense>
        </div>
      );
    case 'confirming':
      return (
        <div className="fc-lead-panel" data-slot="reserve-confirming" aria-busy="true">
          <h2 ref={heading} tabIndex={-1} className="fc-lead-panel__title">
            Confirming your reservation…
          </h2>
          <p className="fc-lead-panel__intro">Your payment went through. This takes a moment.</p>
        </div>
      );
    case 'confirmed':
      return (
        <section
          className="fc-lead-panel fc-reserve-confirmed"
          data-slot="reserve-confirmed"
          aria-labelledby="fc-reserve-confirmed"
        >
          <h2
            ref={heading}
            id="fc-reserve-confirmed"
            tabIndex={-1}
            className="fc-lead-panel__title"
          >
            Your car is reserved
          </h2>
          <p>
            Thank you. Your {step.reservation.deposit} deposit is paid and the {car.name} is
            reserved for you.
          </p>
          {step.reference ? (
            <p>
              Payment reference: <strong data-slot="payment-reference">{step.reference}</strong>
            </p>
          ) : null}
          <p>We have e-mailed you a confirmation.</p>
          <h3>What happens next</h3>
          <ol>
            <li>Our team calls you within one business day.</li>
            <li>We arrange an inspection and a test drive, and the rest of the purchase.</li>
            <li>Your deposit comes off the drive-away price when you buy the car.</li>
          </ol>
        </section>
      );
    case 'taken':
      return (
        <div className="fc-lead-panel" data-slot="reserve-taken">
          <h2 ref={heading} tabIndex={-1} className="fc-lead-panel__title">
            This car was just reserved
          </h2>
          <Alert tone="warning" title={step.message}>
            {step.refunded
              ? 'Your deposit has been refunded in full; it reaches your card within a few business days.'
              : null}
          </Alert>
          <Button asChild variant="secondary">
            <a href={similarHref}>Find Me Something Similar</a>
          </Button>
        </div>
      );
    case 'delayed':
      return (
        <div className="fc-lead-panel" data-slot="reserve-delayed">
          <h2 ref={heading} tabIndex={-1} className="fc-lead-panel__title">
            Payment received
          </h2>
          <Alert tone="info">{reserveMessages.pendingTooLong}</Alert>
        </div>
      );
    default:
      return step satisfies never;
  }
}
