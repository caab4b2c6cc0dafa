import {
  leadKindCategories,
  SELL_YOUR_CAR_CATEGORY,
  TRADE_IN_ADJUSTMENT_LABELS,
  TRADE_IN_ADJUSTMENTS,
  TRADE_IN_OFFER_VALID_DAYS,
  tradeInContactFields,
  tradeInMessages,
} from '@forecourt/core';
import type { TradeInField, TradeInLeadRequest } from '@forecourt/machines';
import { useTradeIn } from '@forecourt/machines/react';
import { Alert, Button, Checkbox, RadioGroup, TextField } from '@forecourt/ui';
import { type FormEvent, useEffect, useRef } from 'react';
import { useStorefront } from '../context/storefront';
import { PrivacyNotice } from '../form/privacy-notice';
import { browserPage, newIdempotencyKey } from '../lead/page';
import type { TradeInFormProps } from './trade-in-form';
import { TradeInRegoStep } from './trade-in-rego-step';

// Trade-in screen: the trade-in machine (@forecourt/machines)
// drawn step by step (docs/rules.md#trade-in-steps). rego and state → the vehicle to confirm or correct →
// odometer and the five questions → contact details → the offer, which the
// shopper may accept (the offer-accepted lead, then the valuation saved through
// POST /api/miscellaneous, whose outcome is only logged, docs/rules.md#trade-in-steps). Over 7 years
// or 100,000 km, an unknown rego or a provider that fails: no online estimate;
// the shopper reads why and may send the same details for an in-person
// appraisal. The machine keeps everything typed; this file only draws it and
// hands the machine the API client's calls.

export type TradeInLiveProps = TradeInFormProps & {
  /** Step 1 as typed before the machine loaded; `submit`: 'Find my car' was pressed. */
  initial?: { rego: string; regoState: string; submit: boolean };
};

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const money = (n: number) => `$${n.toLocaleString('en-AU')}`;

export function TradeInLive({
  mode,
  car,
  defaultState,
  termsHref = '/terms-and-conditions',
  initial,
}: TradeInLiveProps) {
  const { client, logger, site } = useStorefront();
  const keys = useRef<{ lead: string; accept: string } | null>(null);
  keys.current ??= { lead: newIdempotencyKey(), accept: newIdempotencyKey() };
  const words = mode === 'sell' ? 'sell your car' : 'trade in your car';

  // The lead envelope (docs/rules.md#lead-submission) around the machine's userData; the server checks every field.
  const envelope = ({ kind, userData }: TradeInLeadRequest) => {
    const page = browserPage();
    return {
      userData,
      url: page.url,
      source: 'Website' as const,
      user_agent: page.userAgent,
      car_id: car?.id ?? null,
      car_dealership_id: car?.dealership_id ?? null,
      lead_attributes: {
        visited_pages: page.visitedPages ?? [],
        linked_query_params: page.linkedQueryParams ?? {},
      },
      idempotency_key: (kind === 'accept' ? keys.current?.accept : keys.current?.lead) ?? '',
    };
  };

  const trade = useTradeIn({
    category: mode === 'sell' ? SELL_YOUR_CAR_CATEGORY : (leadKindCategories['trade-in'] as string),
    defaultState,
    termsRequired: site.lead?.termsRequired ?? false,
    rego: initial?.rego,
    regoState: initial?.regoState,
    lookUpVehicle: (request) => client.tradeIn('vehicle', request),
    valueCar: (request) => client.tradeIn('valuation', request),
    sendLead: (request) => client.submitLead(envelope(request) as never),
    saveValuation: (payload) => client.tradeIn('miscellaneous', payload),
    logger,
  });
  const { send, step, busy, errors, problem, vehicle, contact, answers, noEstimate, offer } = trade;

  // 'Find my car' pressed before the machine loaded: look the rego up now.
  const pending = useRef(initial?.submit ?? false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    send({ type: 'rego.submit' });
  }, [send]);

  // A new step starts at its heading (or the closing message): keyboard and
  // screen-reader users are taken to it rather than left on a control that is
  // gone. The first step drawn keeps the focus the hand-over gave it.
  const root = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const start = root.current?.querySelector<HTMLElement>(
      '.fc-trade-in__heading, [data-slot="trade-in-accepted"], [data-slot="trade-in-appraisal-sent"]',
    );
    if (!start) return;
    if (!start.hasAttribute('tabindex')) start.tabIndex = -1;
    start.focus();
  }, [step]);

  const submit = (type: 'car.submit' | 'contact.submit') => (event: FormEvent) => {
    event.preventDefault();
    send({ type });
  };
  const field = (name: TradeInField) => (event: { target: { value: string } }) =>
    send({ type: 'field.change', field: name, value: event.target.value });

  const carLine = [vehicle.year, vehicle.make, vehicle.model, vehicle.badge]
    .filter(Boolean)
    .join(' ');
  const reasons = (noEstimate ?? []).map((r) =>
    r === 'too-old' || r === 'too-many-km' ? tradeInMessages[r] : tradeInMessages.noMarket,
  );

  return (
    <div ref={root} className="fc-trade-in" data-slot="trade-in" data-step={step} aria-busy={busy}>
      {problem ? (
        <Alert tone="danger" data-slot="trade-in-problem">
          {problem}
        </Alert>
      ) : null}

      {step === 'rego' ? (
        <TradeInRegoStep
          rego={trade.rego}
          regoState={trade.regoState}
          onRegoChange={(value) => send({ type: 'field.change', field: 'rego', value })}
          onRegoStateChange={(value) => send({ type: 'field.change', field: 'regoState', value })}
          onSubmit={() => send({ type: 'rego.submit' })}
          busy={busy}
          errors={errors}
          onAppraisal={problem ? () => send({ type: 'appraisal.choose' }) : null}
        />
      ) : null}

      {step === 'car' ? (
        <form
          className="fc-trade-in__step"
          onSubmit={submit('car.submit')}
          noValidate
          aria-label="Your car"
        >
          <h3 className="fc-trade-in__heading">Step 2 of 3: your car</h3>
          <p>
            {noEstimate === null
              ? 'Is this your car? Correct anything that is not right.'
              : 'Tell us about your car.'}
          </p>
          {errors.vehicle ? (
            <Alert tone="danger" data-slot="trade-in-vehicle-error">
              {errors.vehicle}
            </Alert>
          ) : null}
          <div className="fc-trade-in__row">
            <TextField
              label="Year"
              name="year"
              inputMode="numeric"
              maxLength={4}
              value={vehicle.year}
              onChange={field('year')}
            />
            <TextField label="Make" name="make" value={vehicle.make} onChange={field('make')} />
            <TextField label="Model" name="model" value={vehicle.model} onChange={field('model')} />
            <TextField label="Badge" name="badge" value={vehicle.badge} onChange={field('badge')} />
          </div>
          <TextField
            label="Odometer (km)"
            name="km"
            inputMode="numeric"
            value={trade.km}
            onChange={field('km')}
            error={errors.km}
            required
          />
          {TRADE_IN_ADJUSTMENTS.map((q) => (
            <RadioGroup
              key={q}
              label={TRADE_IN_ADJUSTMENT_LABELS[q]}
              name={q}
              options={yesNo}
              value={answers[q] ?? ''}
              onValueChange={(v) =>
                send({ type: 'answer.change', question: q, answer: v === 'no' ? 'no' : 'yes' })
              }
              orientation="horizontal"
            />
          ))}
          <div className="fc-trade-in__actions">
            <Button type="button" variant="secondary" onClick={() => send({ type: 'back' })}>
              Back
            </Button>
            <Button type="submit" disabled={busy}>
              Continue
            </Button>
          </div>
        </form>
      ) : null}

      {step === 'contact' ? (
        <form
          className="fc-trade-in__step"
          onSubmit={submit('contact.submit')}
          noValidate
          aria-label="Your details"
        >
          <h3 className="fc-trade-in__heading">Step 3 of 3: your details</h3>
          {noEstimate !== null ? (
            <Alert
              tone="info"
              title="No online estimate for this car"
              data-slot="trade-in-no-estimate"
            >
              {reasons.map((r) => (
                <span key={r}>{r} </span>
              ))}
              {tradeInMessages.appraisal}
            </Alert>
          ) : (
            <p>Your offer is ready. Tell us where to send it.</p>
          )}
          <div className="fc-trade-in__row">
            {tradeInContactFields.map((input) => (
              <TextField
                key={input.name}
                {...input}
                value={contact[input.name]}
                onChange={field(input.name)}
                error={errors[input.name]}
                required
              />
            ))}
          </div>
          {trade.termsRequired ? (
            <Checkbox
              name="terms_conditions"
              checked={trade.terms}
              onCheckedChange={(v) => send({ type: 'terms.change', value: v === true })}
              error={errors.terms_conditions}
              label={
                <>
                  I agree to the{' '}
                  <a href={termsHref} target="_blank" rel="noreferrer">
                    terms of use
                  </a>
                </>
              }
            />
          ) : null}
          <div className="fc-trade-in__actions">
            <Button type="button" variant="secondary" onClick={() => send({ type: 'back' })}>
              Back
            </Button>
            <Button type="submit" disabled={busy}>
              {noEstimate !== null ? 'Request an appraisal' : 'See my offer'}
            </Button>
          </div>
          <PrivacyNotice purpose="trade-in" />
        </form>
      ) : null}

      {step === 'offer' && offer !== null ? (
        <section
          className="fc-trade-in__step"
          aria-labelledby="fc-trade-in-offer"
          data-slot="trade-in-offer"
        >
          <h3 id="fc-trade-in-offer" className="fc-trade-in__heading">
            Your offer
          </h3>
          <p className="fc-trade-in__price" data-slot="trade-in-offer-price">
            {money(offer)}
          </p>
          <p>
            For your {carLine} with {Number(trade.km).toLocaleString('en-AU')} km. The offer depends
            on the make, model, year and odometer, and on your answers about service history,
            included components, 2 sets of keys, illegal modifications and condition; we confirm
            them when we see the car. It is valid for {TRADE_IN_OFFER_VALID_DAYS} days.
          </p>
          <div className="fc-trade-in__actions">
            <Button type="button" onClick={() => send({ type: 'offer.accept' })} disabled={busy}>
              Accept offer
            </Button>
          </div>
        </section>
      ) : null}

      {step === 'accepted' ? (
        <Alert tone="success" title="Offer accepted" data-slot="trade-in-accepted">
          Thank you, {contact.name}. We will call you to arrange a time to see your car and {words}.
        </Alert>
      ) : null}

      {step === 'sent' ? (
        <Alert tone="success" title="Appraisal requested" data-slot="trade-in-appraisal-sent">
          Thank you, {contact.name}. We will call you to arrange an in-person appraisal of your{' '}
          {carLine || 'car'}.
        </Alert>
      ) : null}
    </div>
  );
}
