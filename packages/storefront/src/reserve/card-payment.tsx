import { Alert, Button, Dialog, DialogContent, TextField } from '@forecourt/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useStorefront } from '../context';
import { readCardAnswer, type StartedReservation } from './answers';

// The embedded payment simulator's card entry, our own accessible
// form over the kit's fields (the simulator stands in for the provider's card
// element) (docs/decisions/0012-payments-through-a-provider-interface.md). The card goes to the simulator only, never into a lead. A card
// that asks for the extra authentication step opens a dialog where the
// shopper completes or fails it, as a bank's page would.

type Fields = { name: string; number: string; expiry: string; cvc: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

export const cardFormMessages = {
  name: 'Please enter the name on the card.',
  number: 'Please enter the card number.',
  expiry: 'Please enter the expiry date as MM/YY.',
  cvc: 'Please enter the 3 or 4 digit security code.',
} as const;

function check(fields: Fields): FieldErrors {
  const errors: FieldErrors = {};
  if (!fields.name.trim()) errors.name = cardFormMessages.name;
  if (!/^[\d\s-]{12,23}$/.test(fields.number.trim())) errors.number = cardFormMessages.number;
  if (!/^\s*\d{1,2}\s*\/\s*(\d{2}|\d{4})\s*$/.test(fields.expiry)) {
    errors.expiry = cardFormMessages.expiry;
  }
  if (!/^\d{3,4}$/.test(fields.cvc.trim())) errors.cvc = cardFormMessages.cvc;
  return errors;
}

const serverField: Record<string, keyof Fields> = {
  card_number: 'number',
  expiry: 'expiry',
  cvc: 'cvc',
};

export type CardPaymentProps = {
  reservation: StartedReservation;
  /** The card was charged: the reservation waits for the provider's word. */
  onPaid(): void;
};

export function CardPayment({ reservation, onPaid }: CardPaymentProps) {
  const { client, logger } = useStorefront();
  const [fields, setFields] = useState<Fields>({ name: '', number: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [authenticating, setAuthenticating] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const ids = {
    payment_id: reservation.payment.paymentId,
    client_secret: reservation.payment.clientSecret,
  };

  const focusFirstInvalid = (found: FieldErrors) => {
    const first = (['name', 'number', 'expiry', 'cvc'] as const).find((f) => found[f]);
    if (first) form.current?.querySelector<HTMLInputElement>(`[name="card-${first}"]`)?.focus();
  };

  const settle = (answer: unknown) => {
    const read = readCardAnswer(answer);
    if (read.status === 'succeeded') {
      onPaid();
      return;
    }
    if (read.status === 'requires_action') {
      setAuthenticating(true);
      return;
    }
    const field = read.field ? serverField[read.field] : undefined;
    // A problem with what was typed goes on its field; a refusal of the card is said above the button.
    if (field && field !== 'number') {
      setErrors({ [field]: read.message });
      focusFirstInvalid({ [field]: read.message });
    } else {
      setFailure(read.message);
    }
  };

  const pay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const found = check(fields);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(found);
      return;
    }
    setBusy(true);
    client
      .confirmCardPayment({
        ...ids,
        card_number: fields.number,
        expiry: fields.expiry,
        cvc: fields.cvc,
      })
      .then(settle, (error: unknown) => {
        logger({ level: 'error', message: 'reserve: the card payment failed', data: error });
        setFailure('The payment could not be sent. Please check your connection and try again.');
      })
      .finally(() => setBusy(false));
  };

  const authenticate = (outcome: 'complete' | 'fail') => {
    setAuthenticating(false);
    setBusy(true);
    client
      .authenticateCardPayment({ ...ids, outcome })
      .then(settle, (error: unknown) => {
        logger({ level: 'error', message: 'reserve: the authentication failed', data: error });
        setFailure('The payment could not be sent. Please check your connection and try again.');
      })
      .finally(() => setBusy(false));
  };

  const field = (name: keyof Fields) => ({
    name: `card-${name}`,
    value: fields[name],
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) =>
      setFields((before) => ({ ...before, [name]: event.target.value })),
  });

  return (
    <form
      ref={form}
      noValidate
      onSubmit={pay}
      className="fc-card-payment"
      data-slot="card-payment"
      data-state={busy ? 'paying' : 'idle'}
    >
      <TextField label="Name on card" autoComplete="cc-name" {...field('name')} />
      <TextField
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        {...field('number')}
      />
      <div className="fc-card-payment__row">
        <TextField
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={7}
          {...field('expiry')}
        />
        <TextField
          label="Security code (CVC)"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          {...field('cvc')}
        />
      </div>
      <p className="fc-card-payment__test" data-slot="test-cards">
        Demo payments take test cards only: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is
        declined and 4000 0025 0000 3155 asks you to confirm the payment. Use any future expiry date
        and any 3-digit code.
      </p>
      {failure ? (
        <Alert tone="danger" title="Payment not made" data-slot="payment-error">
          {failure}
        </Alert>
      ) : null}
      <Button type="submit" loading={busy} fullWidth data-slot="pay">
        Pay {reservation.deposit} deposit
      </Button>
      <Dialog open={authenticating} onOpenChange={(open) => (open ? null : authenticate('fail'))}>
        <DialogContent
          title="Confirm this payment"
          description={`Your card issuer asks you to confirm the ${reservation.deposit} deposit.`}
          closeLabel="Cancel and fail the confirmation"
          size="sm"
        >
          <p className="fc-card-payment__auth">
            In the demo this stands in for your bank's own check: choose how it ends.
          </p>
          <div className="fc-card-payment__auth-actions">
            <Button onClick={() => authenticate('complete')} data-slot="authenticate-complete">
              Complete authentication
            </Button>
            <Button variant="outline" onClick={() => authenticate('fail')}>
              Fail authentication
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </form>
  );
}
