import {
  australianStates,
  leadKindCategories,
  OFFER_ACCEPTED_SUBCATEGORY,
  SELL_YOUR_CAR_CATEGORY,
  TRADE_IN_ADJUSTMENT_LABELS,
  TRADE_IN_ADJUSTMENTS,
  TRADE_IN_OFFER_VALID_DAYS,
  type TradeInAdjustment,
  tradeInMessages,
  VALUATION_COLUMN_NAME,
  VALUATION_SAVE_FAILED_LOG,
  VALUATION_SAVED_LOG,
} from '@forecourt/core';
import type { LeadCar } from '@forecourt/machines';
import { Alert, Button, Checkbox, NativeSelect, RadioGroup, TextField } from '@forecourt/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useStorefront } from '../context/storefront';
import { browserPage, newIdempotencyKey } from '../lead/page';
import './trade-in.css';

// Issue 19, SPEC §2 Trade-in screen: rego and state → the vehicle to confirm →
// odometer and the SPEC §9 questions → contact details → the offer, which the
// shopper may accept (the offer-accepted lead, then the valuation saved through
// POST /api/miscellaneous, whose outcome is only logged, SPEC §8). Over 7 years
// or 100,000 km, an unknown rego or a provider that fails: no online estimate;
// the shopper reads why and may send the same details for an in-person
// appraisal. Nothing typed is lost going back and forth between the steps.

export type TradeInFormProps = {
  /** 'trade-in': towards a car from the dealer; 'sell': selling outright (/sell-your-car). */
  mode: 'trade-in' | 'sell';
  /** The car being bought (/cars/trade-in?car_id=): carried in the lead. */
  car: LeadCar | null;
  /** SPEC §9: default state qld. */
  defaultState?: string;
  /** Where the terms of use are, for the sites that require the checkbox (SPEC §5). */
  termsHref?: string;
};

type Step = 'rego' | 'car' | 'contact' | 'offer' | 'accepted' | 'sent';
type Vehicle = { year: string; make: string; model: string; badge: string };
type Contact = { name: string; last_name: string; phone: string; email: string; postcode: string };

const yesNo = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

const errorOf = (body: unknown): string | null =>
  body && typeof body === 'object' && 'error' in body && typeof body.error === 'string'
    ? body.error
    : null;

function fieldErrorsOf(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  const raw = (
    'errors' in body ? body.errors : 'fieldErrors' in body ? body.fieldErrors : null
  ) as Record<string, string> | null;
  if (!raw || typeof raw !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(raw)) out[key.replace(/^userData\./, '')] = message;
  return out;
}

export function TradeInForm({
  mode,
  car,
  defaultState = 'QLD',
  termsHref = '/terms-and-conditions',
}: TradeInFormProps) {
  const { client, logger, site } = useStorefront();
  const termsRequired = site.lead?.termsRequired ?? false;
  const [terms, setTerms] = useState(false);
  const [step, setStep] = useState<Step>('rego');
  const [rego, setRego] = useState('');
  const [regoState, setRegoState] = useState(defaultState.toUpperCase());
  const [vehicle, setVehicle] = useState<Vehicle>({ year: '', make: '', model: '', badge: '' });
  const [km, setKm] = useState('');
  const [answers, setAnswers] = useState<Partial<Record<TradeInAdjustment, 'yes' | 'no'>>>({});
  const [contact, setContact] = useState<Contact>({
    name: '',
    last_name: '',
    phone: '',
    email: '',
    postcode: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  /** Why there is no online estimate (null: there is one). */
  const [noEstimate, setNoEstimate] = useState<string[] | null>(null);
  const [offer, setOffer] = useState<number | null>(null);
  const [leadId, setLeadId] = useState<string | null>(null);
  const keys = useRef<{ lead: string; accept: string } | null>(null);
  keys.current ??= { lead: newIdempotencyKey(), accept: newIdempotencyKey() };
  const category =
    mode === 'sell' ? SELL_YOUR_CAR_CATEGORY : (leadKindCategories['trade-in'] as string);
  const words = mode === 'sell' ? 'sell your car' : 'trade in your car';

  const adjustmentAnswers = () =>
    Object.fromEntries(Object.entries(answers).map(([q, a]) => [q, a === 'yes']));

  async function lookUp(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    setErrors({});
    try {
      const answer = await client.tradeIn('vehicle', { rego, regoState });
      const found = (answer.body as { vehicle?: Record<string, unknown> } | null)?.vehicle;
      if (answer.status === 200 && found) {
        setVehicle({
          year: String(found.year ?? ''),
          make: String(found.make ?? ''),
          model: String(found.model ?? ''),
          badge: found.badge ? String(found.badge) : '',
        });
        setStep('car');
      } else if (answer.status === 400) {
        setErrors(fieldErrorsOf(answer.body));
      } else {
        setProblem(errorOf(answer.body) ?? tradeInMessages.providerError);
      }
    } catch {
      setProblem(tradeInMessages.providerError);
    } finally {
      setBusy(false);
    }
  }

  /** The enquiry without a lookup: the shopper types the car in and asks for an appraisal. */
  function skipToAppraisal() {
    setNoEstimate([]);
    setProblem(null);
    setStep('car');
  }

  async function valueCar(event: FormEvent) {
    event.preventDefault();
    const local: Record<string, string> = {};
    if (!/^\d+$/.test(km.trim())) local.km = tradeInMessages.kmInvalid;
    if (!/^\d{4}$/.test(vehicle.year.trim()) || !vehicle.make.trim() || !vehicle.model.trim()) {
      local.vehicle = tradeInMessages.vehicleMissing;
    }
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    if (noEstimate !== null && noEstimate.length === 0) {
      // No lookup was possible: straight to the appraisal enquiry.
      setStep('contact');
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const answer = await client.tradeIn('valuation', {
        rego,
        regoState,
        year: Number(vehicle.year),
        make: vehicle.make,
        model: vehicle.model,
        badge: vehicle.badge || null,
        km: Number(km),
        adjustmentAnswers: adjustmentAnswers(),
      });
      const body = answer.body as { offer_price?: unknown; no_online_estimate?: unknown } | null;
      if (answer.status === 200 && typeof body?.offer_price === 'number') {
        setOffer(body.offer_price);
        setNoEstimate(null);
        setStep('contact');
      } else if (answer.status === 200 && Array.isArray(body?.no_online_estimate)) {
        setOffer(null);
        setNoEstimate(body.no_online_estimate.map(String));
        setStep('contact');
      } else {
        setProblem(errorOf(answer.body) ?? tradeInMessages.providerError);
      }
    } catch {
      setProblem(tradeInMessages.providerError);
    } finally {
      setBusy(false);
    }
  }

  function submission(userData: Record<string, unknown>, key: string) {
    const page = browserPage();
    const flat: Record<string, string> = {};
    for (const q of TRADE_IN_ADJUSTMENTS)
      if (answers[q]) flat[q] = answers[q] === 'yes' ? 'Yes' : 'No';
    return {
      userData: {
        category,
        ...contact,
        rego,
        regoState,
        year: vehicle.year,
        make: vehicle.make,
        model: vehicle.model,
        badge: vehicle.badge || null,
        km,
        ...flat,
        ...(termsRequired ? { terms_conditions: terms } : {}),
        ...userData,
      },
      url: page.url,
      source: 'Website' as const,
      user_agent: page.userAgent,
      car_id: car?.id ?? null,
      car_dealership_id: car?.dealership_id ?? null,
      lead_attributes: {
        visited_pages: page.visitedPages ?? [],
        linked_query_params: page.linkedQueryParams ?? {},
      },
      idempotency_key: key,
    };
  }

  async function sendDetails(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    setErrors({});
    try {
      const appraisal = offer === null;
      const body = await client.submitLead(
        // The envelope is the SPEC §7 lead; the server checks every field.
        submission(
          appraisal
            ? {
                subcategory: 'In-person appraisal',
                no_online_estimate: (noEstimate ?? []).join(', '),
              }
            : { subcategory: '1. Valuation', offer_price: offer },
          keys.current?.lead ?? newIdempotencyKey(),
        ) as never,
      );
      const id = (body as { lead_id?: unknown } | null)?.lead_id;
      if (typeof id === 'string' || typeof id === 'number') {
        setLeadId(String(id));
        setStep(appraisal ? 'sent' : 'offer');
        return;
      }
      setErrors(fieldErrorsOf(body));
      setProblem(errorOf(body) ?? 'An unexpected error occured');
    } catch {
      setProblem('An unexpected error occured');
    } finally {
      setBusy(false);
    }
  }

  async function acceptOffer() {
    if (leadId === null || offer === null) return;
    setBusy(true);
    setProblem(null);
    try {
      const body = await client.submitLead(
        submission(
          {
            subcategory: OFFER_ACCEPTED_SUBCATEGORY,
            lead_id: leadId,
            form_completed: true,
            offer_accepted: true,
            offer_price: offer,
          },
          keys.current?.accept ?? newIdempotencyKey(),
        ) as never,
      );
      const id = (body as { lead_id?: unknown } | null)?.lead_id;
      if (id === undefined || id === null) {
        setProblem(errorOf(body) ?? 'An unexpected error occured');
        return;
      }
      setStep('accepted');
      // SPEC §7/§8: the valuation saved; the outcome is logged, the offer stands either way.
      try {
        const saved = await client.tradeIn('miscellaneous', {
          offer_price: offer,
          rego,
          regoState,
          adjustmentAnswers: adjustmentAnswers(),
          lead_id: leadId,
          column_name: VALUATION_COLUMN_NAME,
        });
        if (saved.status >= 200 && saved.status < 300) {
          logger({ level: 'info', message: VALUATION_SAVED_LOG });
        } else {
          logger({ level: 'error', message: VALUATION_SAVE_FAILED_LOG, data: saved.body });
        }
      } catch (error) {
        logger({ level: 'error', message: VALUATION_SAVE_FAILED_LOG, data: error });
      }
    } catch {
      setProblem('An unexpected error occured');
    } finally {
      setBusy(false);
    }
  }

  const money = (n: number) => `$${n.toLocaleString('en-AU')}`;
  const carLine = [vehicle.year, vehicle.make, vehicle.model, vehicle.badge]
    .filter(Boolean)
    .join(' ');
  const reasons = (noEstimate ?? []).map((r) =>
    r === 'too-old' || r === 'too-many-km' ? tradeInMessages[r] : tradeInMessages.noMarket,
  );

  return (
    <div className="fc-trade-in" data-slot="trade-in" data-step={step}>
      {problem ? (
        <Alert tone="danger" data-slot="trade-in-problem">
          {problem}
        </Alert>
      ) : null}

      {step === 'rego' ? (
        <form className="fc-trade-in__step" onSubmit={lookUp} noValidate aria-label="Your rego">
          <h3 className="fc-trade-in__heading">Step 1 of 3: your rego</h3>
          <p>Enter your car’s registration and the state it is registered in.</p>
          <TextField
            label="Rego"
            name="rego"
            value={rego}
            onChange={(e) => setRego(e.target.value)}
            autoCapitalize="characters"
            maxLength={12}
            required
            error={errors.rego}
          />
          <NativeSelect
            label="State"
            name="regoState"
            value={regoState}
            onValueChange={setRegoState}
            options={australianStates.map((s) => ({ value: s, label: s }))}
            error={errors.regoState}
          />
          <div className="fc-trade-in__actions">
            <Button type="submit" disabled={busy}>
              Find my car
            </Button>
            {problem ? (
              <Button type="button" variant="secondary" onClick={skipToAppraisal}>
                Send my details instead
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}

      {step === 'car' ? (
        <form className="fc-trade-in__step" onSubmit={valueCar} noValidate aria-label="Your car">
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
              onChange={(e) => setVehicle({ ...vehicle, year: e.target.value })}
            />
            <TextField
              label="Make"
              name="make"
              value={vehicle.make}
              onChange={(e) => setVehicle({ ...vehicle, make: e.target.value })}
            />
            <TextField
              label="Model"
              name="model"
              value={vehicle.model}
              onChange={(e) => setVehicle({ ...vehicle, model: e.target.value })}
            />
            <TextField
              label="Badge"
              name="badge"
              value={vehicle.badge}
              onChange={(e) => setVehicle({ ...vehicle, badge: e.target.value })}
            />
          </div>
          <TextField
            label="Odometer (km)"
            name="km"
            inputMode="numeric"
            value={km}
            onChange={(e) => setKm(e.target.value)}
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
              onValueChange={(v) => setAnswers({ ...answers, [q]: v as 'yes' | 'no' })}
              orientation="horizontal"
            />
          ))}
          <div className="fc-trade-in__actions">
            <Button type="button" variant="secondary" onClick={() => setStep('rego')}>
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
          onSubmit={sendDetails}
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
            <TextField
              label="First Name"
              name="name"
              autoComplete="given-name"
              value={contact.name}
              onChange={(e) => setContact({ ...contact, name: e.target.value })}
              error={errors.name}
              required
            />
            <TextField
              label="Last Name"
              name="last_name"
              autoComplete="family-name"
              value={contact.last_name}
              onChange={(e) => setContact({ ...contact, last_name: e.target.value })}
              error={errors.last_name}
              required
            />
            <TextField
              label="Mobile Number"
              name="phone"
              type="tel"
              autoComplete="tel"
              value={contact.phone}
              onChange={(e) => setContact({ ...contact, phone: e.target.value })}
              error={errors.phone}
              required
            />
            <TextField
              label="Email Address"
              name="email"
              type="email"
              autoComplete="email"
              value={contact.email}
              onChange={(e) => setContact({ ...contact, email: e.target.value })}
              error={errors.email}
              required
            />
            <TextField
              label="Postcode"
              name="postcode"
              inputMode="numeric"
              maxLength={4}
              autoComplete="postal-code"
              value={contact.postcode}
              onChange={(e) => setContact({ ...contact, postcode: e.target.value })}
              error={errors.postcode}
              required
            />
          </div>
          {termsRequired ? (
            <Checkbox
              name="terms_conditions"
              checked={terms}
              onCheckedChange={(v) => setTerms(v === true)}
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
            <Button type="button" variant="secondary" onClick={() => setStep('car')}>
              Back
            </Button>
            <Button type="submit" disabled={busy}>
              {noEstimate !== null ? 'Request an appraisal' : 'See my offer'}
            </Button>
          </div>
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
            For your {carLine} with {Number(km).toLocaleString('en-AU')} km. The offer depends on
            the make, model, year and odometer, and on your answers about service history, included
            components, 2 sets of keys, illegal modifications and condition; we confirm them when we
            see the car. It is valid for {TRADE_IN_OFFER_VALID_DAYS} days.
          </p>
          <div className="fc-trade-in__actions">
            <Button type="button" onClick={acceptOffer} disabled={busy}>
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
