import { Alert, Button, Spinner } from '@forecourt/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useStorefront } from '../context';
import type { StartedReservation } from './answers';

// The card entered in Stripe's own Payment Element (docs/decisions/0012-payments-through-a-provider-interface.md). Stripe.js is
// loaded from Stripe (as Stripe requires) only here, only when a site that
// takes deposits through Stripe reaches its payment step; the page carries the
// publishable key and the payment's client secret, never a secret key. Stripe
// handles the bank's extra authentication step itself; the reservation is
// recorded from Stripe's webhook, which the page then polls for.

const STRIPE_JS = 'https://js.stripe.com/v3/';

/** The few parts of Stripe.js this page calls. */
type StripeJs = {
  elements(options: { clientSecret: string }): {
    create(kind: 'payment'): { mount(node: HTMLElement): void; destroy(): void };
  };
  confirmPayment(options: {
    elements: ReturnType<StripeJs['elements']>;
    redirect: 'if_required';
    confirmParams: { return_url: string };
  }): Promise<{ error?: { message?: string }; paymentIntent?: { status: string } }>;
};

declare global {
  interface Window {
    Stripe?: (publishableKey: string) => StripeJs;
  }
}

let loading: Promise<NonNullable<Window['Stripe']>> | null = null;

function loadStripe(): Promise<NonNullable<Window['Stripe']>> {
  loading ??= new Promise((resolve, reject) => {
    if (window.Stripe) return resolve(window.Stripe);
    const script = document.createElement('script');
    script.src = STRIPE_JS;
    script.async = true;
    script.onload = () =>
      window.Stripe ? resolve(window.Stripe) : reject(new Error('Stripe.js loaded without Stripe'));
    script.onerror = () => {
      loading = null;
      reject(new Error('Stripe.js could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

export type StripePaymentProps = {
  reservation: StartedReservation & {
    payment: { provider: 'stripe'; publishableKey: string };
  };
  onPaid(): void;
};

export function StripePayment({ reservation, onPaid }: StripePaymentProps) {
  const { logger } = useStorefront();
  const mountPoint = useRef<HTMLDivElement>(null);
  const stripe = useRef<{ js: StripeJs; elements: ReturnType<StripeJs['elements']> } | null>(null);
  const [ready, setReady] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { publishableKey, clientSecret } = reservation.payment;

  useEffect(() => {
    let element: { destroy(): void } | null = null;
    let cancelled = false;
    loadStripe().then(
      (Stripe) => {
        if (cancelled || !mountPoint.current) return;
        const js = Stripe(publishableKey);
        const elements = js.elements({ clientSecret });
        const payment = elements.create('payment');
        payment.mount(mountPoint.current);
        element = payment;
        stripe.current = { js, elements };
        setReady(true);
      },
      (error: unknown) => {
        logger({ level: 'error', message: 'reserve: Stripe.js did not load', data: error });
        setFailure('The card form could not be loaded. Please check your connection and reload.');
      },
    );
    return () => {
      cancelled = true;
      element?.destroy();
    };
  }, [publishableKey, clientSecret, logger]);

  const pay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const current = stripe.current;
    if (!current || busy) return;
    setBusy(true);
    setFailure(null);
    current.js
      .confirmPayment({
        elements: current.elements,
        redirect: 'if_required',
        confirmParams: { return_url: window.location.href },
      })
      .then(
        (result) => {
          if (result.error) setFailure(result.error.message ?? 'The payment was not made.');
          else if (result.paymentIntent?.status === 'succeeded') onPaid();
          else setFailure('The payment was not completed. Please try again.');
        },
        (error: unknown) => {
          logger({ level: 'error', message: 'reserve: Stripe confirmPayment failed', data: error });
          setFailure('The payment could not be sent. Please check your connection and try again.');
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <form noValidate onSubmit={pay} className="fc-card-payment" data-slot="stripe-payment">
      <div ref={mountPoint} className="fc-card-payment__stripe" aria-busy={!ready}>
        {ready ? null : (
          <p className="fc-card-payment__loading">
            <Spinner /> Loading the card form…
          </p>
        )}
      </div>
      {failure ? (
        <Alert tone="danger" title="Payment not made" data-slot="payment-error">
          {failure}
        </Alert>
      ) : null}
      <Button type="submit" loading={busy} disabled={!ready} fullWidth data-slot="pay">
        Pay {reservation.deposit} deposit
      </Button>
    </form>
  );
}
