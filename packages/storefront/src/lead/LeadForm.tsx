import {
  CHECK_OPTION_PREFIX,
  defaultLeadSettings,
  enquiryCategories,
  LEAD_FORM_ERROR_HEADING,
  type LeadKind,
  type LeadSettings,
  leadFormConfig,
  leadKindCategories,
  leadKindForms,
  OPT_IN_LABEL,
} from '@forecourt/core';
import { CONTACT_FIELDS, LEAD_CONTACT_STORAGE_KEY, type LeadCar } from '@forecourt/machines';
import { useLeadForm } from '@forecourt/machines/react';
import {
  Alert,
  Button,
  Checkbox,
  type FormError,
  FormErrorList,
  Select,
  TextField,
} from '@forecourt/ui';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStorefront } from '../context';
import { CONTACT_STEP, enquiryExtras, leadFormDefinitions, leadFormSteps } from './leadForms';
import { browserPage, newIdempotencyKey } from './page';
import './lead.css';

export type LeadFormProps = {
  kind: LeadKind;
  /** The car the lead is about; null for a lead about no car in particular. */
  car: LeadCar | null;
  /** The site's lead settings; the storefront's (else the platform defaults) when omitted. */
  settings?: LeadSettings;
  /** Where the terms of use are (the label links to them). */
  termsHref?: string;
  /** The lead's category instead of the kind's, e.g. a reserve enquiry. */
  category?: string;
  /** The last step's button instead of the kind's. */
  submitLabel?: string;
  className?: string;
};

/** Field labels, shared by the inputs and the error list. */
const labels: Record<string, string> = {
  category: 'Enquiry type',
  location: 'Location',
  dealership_slug: 'Dealership',
  test_drive_date: 'Preferred date (optional)',
  message: 'Message',
  name: 'First name',
  last_name: 'Last name (optional)',
  email: 'Email',
  phone: 'Phone',
  postcode: 'Postcode',
  opt_in: OPT_IN_LABEL,
  terms_conditions: 'I agree to the terms of use',
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : value == null ? '' : String(value);
}

/** Stored contact details (SPEC §4: kept locally so the next form starts filled in). */
function storedContact(storage: { getItem(key: string): string | null } | null) {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(LEAD_CONTACT_STORAGE_KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return {};
    const contact: Record<string, string> = {};
    for (const field of CONTACT_FIELDS) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string' && value !== '') contact[field] = value;
    }
    return contact;
  } catch {
    return {};
  }
}

/**
 * A lead form of SPEC §4/§5 over the lead form machine: two steps (the enquiry,
 * then the shopper's details), each checked by core's rules before moving on,
 * the list 'Please fix the following errors:', a spinner while submitting, the
 * server's error in a banner above the button, and /success once filed.
 */
export function LeadForm({
  kind,
  car,
  settings,
  termsHref = '/terms-and-conditions',
  category,
  submitLabel,
  className,
}: LeadFormProps) {
  const storefront = useStorefront();
  const site = settings ?? storefront.site.lead ?? defaultLeadSettings;
  const definition = leadFormDefinitions[kind];
  const hasCar = car !== null;
  const config = useMemo(
    () => leadFormConfig({ kind, hasCar, settings: site }),
    [kind, hasCar, site],
  );
  const steps = useMemo(() => leadFormSteps(kind, config), [kind, config]);
  // Made once per form: a double click or a retry files one lead (SPEC §7).
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [page] = useState(browserPage);
  const form = useLeadForm({
    form: leadKindForms[kind],
    category: category ?? leadKindCategories[kind],
    config,
    steps,
    car,
    values: definition.message ? { message: definition.message } : {},
    page,
    idempotencyKey,
    submitLead: (submission) => storefront.client.submitLead(submission),
    track: storefront.track,
    navigate: storefront.navigate,
    storage: storefront.storage,
    logger: storefront.logger,
  });

  // Stored contact details fill the empty fields once the form is in the browser.
  const { change, values } = form;
  const filled = useRef(false);
  useEffect(() => {
    if (filled.current) return;
    filled.current = true;
    for (const [field, value] of Object.entries(storedContact(storefront.storage))) {
      if (text(values[field]) === '') change(field, value);
    }
  }, [storefront.storage, values, change]);

  const id = useId();
  const fieldId = (name: string) => `${id}-${name.replace(/\W/g, '-')}`;
  const errorOf = (name: string) => form.errors[name] ?? form.errors[`userData.${name}`];

  // Moving between steps puts focus on the new step's heading.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(form.step);
  useEffect(() => {
    if (shownStep.current === form.step) return;
    shownStep.current = form.step;
    if (!form.errorList) stepHeading.current?.focus();
  }, [form.step, form.errorList]);

  const stepFields = steps[form.step] ?? [];
  const onStep = (name: string) => stepFields.includes(name);

  const listErrors: FormError[] = form.errorList
    ? Object.entries(form.errors).map(([name, message]) => {
        const field = name.replace(/^userData\./, '');
        const linkable = !['category', 'location', 'dealership_slug'].includes(field);
        return linkable && labels[field] ? { message, fieldId: fieldId(field) } : { message };
      })
    : [];

  // The server's heading already leads the list; a banner repeating it says nothing new.
  const banner =
    form.submitError && !(form.errorList && form.submitError === LEAD_FORM_ERROR_HEADING)
      ? form.submitError
      : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.next();
  };

  const textField = (
    name: string,
    props: {
      type?: string;
      required?: boolean;
      autoComplete?: string;
      inputMode?: 'numeric' | 'tel' | 'email';
      maxLength?: number;
      multiline?: boolean;
      hint?: string;
      placeholder?: string;
    } = {},
  ) => (
    <TextField
      key={name}
      id={fieldId(name)}
      name={name}
      label={labels[name] ?? name}
      value={text(form.values[name])}
      error={errorOf(name)}
      onChange={(event) => change(name, event.currentTarget.value)}
      {...props}
    />
  );

  const locationChoices = site.locations;
  const stepTitle = form.step === 0 ? definition.firstStep : CONTACT_STEP;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={['fc-lead-form', className].filter(Boolean).join(' ')}
      data-slot="lead-form"
      data-kind={kind}
      data-state={form.status}
      data-step={form.step + 1}
    >
      <div className="fc-lead-form__progress">
        <h3 ref={stepHeading} tabIndex={-1} className="fc-lead-form__step-title">
          {stepTitle}
        </h3>
        <p className="fc-lead-form__step-count">{`Step ${form.step + 1} of ${form.stepCount}`}</p>
      </div>

      <FormErrorList errors={listErrors} heading={LEAD_FORM_ERROR_HEADING} />

      <div className="fc-lead-form__fields">
        {onStep('category') ? (
          <Select
            label={labels.category ?? 'Enquiry type'}
            placeholder="Choose a category"
            options={enquiryCategories.map((c) => ({ value: c, label: c }))}
            value={text(form.values.category)}
            onValueChange={(value) => change('category', value)}
            error={errorOf('category')}
          />
        ) : null}
        {onStep('location') && config.locationShown ? (
          <Select
            label={labels.location ?? 'Location'}
            placeholder="Choose a location"
            options={locationChoices.map(({ value, label }) => ({ value, label }))}
            value={text(form.values.location)}
            onValueChange={(value) => {
              change('location', value);
              const chosen = locationChoices.find((l) => l.value === value);
              if (chosen) change('dealership_slug', chosen.dealershipSlug);
            }}
            error={errorOf('location') ?? errorOf('dealership_slug')}
          />
        ) : null}
        {onStep('dealership_slug') && config.dealershipShown ? (
          <Select
            label={labels.dealership_slug ?? 'Dealership'}
            placeholder="Choose a dealership"
            options={site.dealerships.map(({ value, label }) => ({ value, label }))}
            value={text(form.values.dealership_slug)}
            onValueChange={(value) => change('dealership_slug', value)}
            error={errorOf('dealership_slug')}
          />
        ) : null}
        {onStep('test_drive_date') ? textField('test_drive_date', { type: 'date' }) : null}
        {onStep('message')
          ? textField('message', {
              multiline: true,
              required: config.messageRequired,
              hint:
                (car === null ? definition.messageHintNoCar : undefined) ?? definition.messageHint,
            })
          : null}
        {kind === 'enquiry' && onStep(`${CHECK_OPTION_PREFIX}${enquiryExtras[0]}`) ? (
          <fieldset className="fc-lead-form__extras">
            <legend>I would also like</legend>
            {enquiryExtras.map((extra) => {
              const name = `${CHECK_OPTION_PREFIX}${extra}`;
              return (
                <Checkbox
                  key={name}
                  id={fieldId(name)}
                  label={extra}
                  checked={form.values[name] === true}
                  onCheckedChange={(checked) => change(name, checked === true)}
                />
              );
            })}
          </fieldset>
        ) : null}

        {onStep('name') ? (
          <div className="fc-lead-form__pair">
            {textField('name', { required: true, autoComplete: 'given-name' })}
            {textField('last_name', { autoComplete: 'family-name' })}
          </div>
        ) : null}
        {onStep('email')
          ? textField('email', {
              type: 'email',
              required: true,
              autoComplete: 'email',
              inputMode: 'email',
            })
          : null}
        {onStep('phone') ? (
          <div className="fc-lead-form__pair">
            {textField('phone', {
              type: 'tel',
              required: true,
              autoComplete: 'tel',
              inputMode: 'tel',
            })}
            {textField('postcode', {
              required: true,
              autoComplete: 'postal-code',
              inputMode: 'numeric',
              maxLength: 4,
            })}
          </div>
        ) : null}
        {onStep('opt_in') ? (
          <Checkbox
            id={fieldId('opt_in')}
            label={OPT_IN_LABEL}
            checked={form.values.opt_in !== false}
            onCheckedChange={(checked) => change('opt_in', checked === true)}
          />
        ) : null}
        {onStep('terms_conditions') ? (
          <Checkbox
            id={fieldId('terms_conditions')}
            label={
              <>
                I agree to the{' '}
                <a href={termsHref} target="_blank" rel="noreferrer">
                  terms of use
                </a>
              </>
            }
            checked={form.values.terms_conditions === true}
            onCheckedChange={(checked) => change('terms_conditions', checked === true)}
            error={errorOf('terms_conditions')}
            aria-required="true"
          />
        ) : null}
      </div>

      {banner ? (
        <Alert tone="danger" className="fc-lead-form__banner">
          {banner}
        </Alert>
      ) : null}
      {form.status === 'success' ? (
        <Alert tone="success" className="fc-lead-form__banner">
          Thank you, your enquiry has been sent.
        </Alert>
      ) : null}

      <div className="fc-lead-form__actions">
        {form.step > 0 ? (
          <Button variant="outline" onClick={form.back} disabled={form.submitting}>
            Back
          </Button>
        ) : null}
        <Button
          type="submit"
          loading={form.submitting}
          disabled={form.status === 'success'}
          className="fc-lead-form__submit"
        >
          {form.isLastStep ? (submitLabel ?? definition.submitLabel) : 'Next'}
        </Button>
      </div>
    </form>
  );
}
