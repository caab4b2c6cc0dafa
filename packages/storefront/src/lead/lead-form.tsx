import {
  defaultLeadSettings,
  LEAD_FORM_ERROR_HEADING,
  type LeadKind,
  type LeadSettings,
  type LeadSubmission,
  leadFormConfig,
  leadFormSchema,
  leadKindCategories,
  leadKindForms,
  leadKindSubcategories,
  leadSubmitFailure,
  type PrivacyPurpose,
} from '@forecourt/core';
import type { LeadCar } from '@forecourt/machines';
import { useLeadForm } from '@forecourt/machines/react';
import { Alert, Button } from '@forecourt/ui';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type Track, useStorefront } from '../context';
import {
  FormErrorSummary,
  FormFields,
  type FormValues,
  fieldNames,
  fieldsOf,
  SchemaFormProvider,
  useSchemaForm,
} from '../form';
import { PrivacyNotice } from '../form/privacy-notice';
import { leadFormDefaults, leadFormDefinitions, leadFormSteps, leadFormValues } from './lead-forms';
import { browserPage, newIdempotencyKey } from './page';
import { storedContact } from './stored-contact';
import type { LeadLocation } from './types';
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
  /** What the lead is about beyond its category, e.g. the special offer it was sent from. */
  subcategory?: string;
  /** The last step's button instead of the kind's. */
  submitLabel?: string;
  /**
   * Values the form starts with over its defaults, e.g. the finance page's
   * budget and dealership from its query (docs/rules.md#budget-finder); stored contact details do
   * not overwrite them.
   */
  initialValues?: FormValues;
  /** The location the lead is addressed to ('Email Us'): no location or dealership select. */
  location?: LeadLocation;
  /**
   * A test-drive time picked outside the form (the booking page's times,
   * docs/rules.md#test-drive-slots): the form asks no date of its own and sends this as
   * test_drive_date (null: no time picked). Left out, the form asks a date.
   */
  testDriveSlot?: string | null;
  /** Called with the server's field errors when a submission fails (the page may refresh what it offered). */
  onSubmitFailed?: (errors: Readonly<Record<string, string>>) => void;
  /**
   * Where the submission goes instead of the shared lead sender (the
   * reserve page starts a reservation); resolves with an answer the lead form
   * reads as it reads the sender's (a lead_id, or an error body).
   */
  submitLead?: (submission: LeadSubmission) => Promise<unknown>;
  /** Called once the submission is taken, instead of going to /success. */
  onSubmitted?: () => void;
  /**
   * The analytics event of a taken submission (docs/rules.md#lead-form): the storefront's by
   * default; null records none here, for a form whose submission only starts
   * a journey that records its own (the reserve page, once the deposit is paid).
   */
  track?: Track | null;
  /** Why the details are collected, for the privacy notice; the form's kind when omitted. */
  privacyPurpose?: PrivacyPurpose;
  className?: string;
};

/**
 * A lead form (docs/rules.md#lead-form) on the shared form layer: core's schema checks
 * each step's fields (react-hook-form holds the values and puts focus on the
 * first invalid field), the list 'Please fix the following errors:' sits above
 * the fields, and the lead form machine owns the step, the submission, the
 * spinner and /success. A failed submission shows what core's
 * `leadSubmitFailure` says: the enquiry form's alert at the top, and the banner
 * above the submit button.
 */
export function LeadForm({
  kind,
  car,
  settings,
  termsHref = '/terms-and-conditions',
  category,
  subcategory,
  submitLabel,
  initialValues,
  location,
  submitLead,
  onSubmitted,
  track,
  testDriveSlot,
  onSubmitFailed,
  privacyPurpose,
  className,
}: LeadFormProps) {
  const storefront = useStorefront();
  const site = settings ?? storefront.site.lead ?? defaultLeadSettings;
  const definition = leadFormDefinitions[kind];
  const hasCar = car !== null;
  // A caravan's form says caravan (core's vehicle words of the item type).
  const itemType = car?.item_type ?? 'car';
  const config = useMemo(() => {
    const forSite = leadFormConfig({ kind, hasCar, settings: site });
    // Addressed to one location, the lead names it: nothing left to choose.
    return location ? { ...forSite, locationShown: false, dealershipShown: false } : forSite;
  }, [kind, hasCar, site, location]);
  const askDate = testDriveSlot === undefined;
  const steps = useMemo(
    () =>
      leadFormSteps({
        kind,
        config,
        settings: site,
        hasCar,
        itemType,
        askDate,
        termsLabel: (
          <>
            I agree to the{' '}
            <a href={termsHref} target="_blank" rel="noreferrer">
              terms of use
            </a>
          </>
        ),
      }),
    [kind, config, site, hasCar, itemType, termsHref, askDate],
  );
  const stepNames = useMemo(() => steps.map((step) => fieldNames(step.items)), [steps]);
  const schema = useMemo(() => leadFormSchema(config), [config]);
  const [defaultValues] = useState(() => {
    const values = { ...leadFormDefaults(kind, steps, itemType), ...initialValues };
    // A general enquiry to a location starts at its department's category.
    if (location?.category && config.generalEnquiry) values.category = location.category;
    return values;
  });
  const schemaForm = useSchemaForm({ schema, defaultValues });

  // Made once per form: a double click or a retry files one lead (docs/rules.md#lead-form).
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [page] = useState(browserPage);
  const lead = useLeadForm({
    form: leadKindForms[kind],
    category: category ?? leadKindCategories[kind],
    subcategory: subcategory ?? leadKindSubcategories[kind] ?? null,
    config,
    steps: stepNames,
    car,
    page,
    idempotencyKey,
    submitLead: (submission) => (submitLead ?? storefront.client.submitLead)(submission),
    track: track === null ? () => {} : (track ?? storefront.track),
    navigate: onSubmitted ? () => {} : storefront.navigate,
    storage: storefront.storage,
    logger: storefront.logger,
  });

  // Stored contact details fill the empty fields once the form is in the browser.
  useEffect(() => {
    const { form } = schemaForm;
    for (const [field, value] of Object.entries(storedContact(storefront.storage))) {
      if (!form.getValues(field)) form.setValue(field, value);
    }
  }, [schemaForm, storefront.storage]);

  // A form that hands its submission on says so once it is taken.
  const submitted = useRef(false);
  useEffect(() => {
    if (lead.status !== 'success' || submitted.current) return;
    submitted.current = true;
    onSubmitted?.();
  }, [lead.status, onSubmitted]);

  // The machine's own problems (the server's field errors, its last check) go on
  // the fields and take focus; otherwise a new step puts focus on its heading.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shown = useRef({ step: lead.step, errors: lead.errors });
  useEffect(() => {
    const before = shown.current;
    shown.current = { step: lead.step, errors: lead.errors };
    // An error on a field the form does not ask (a test-drive time picked on
    // the page) is the page's to show: onSubmitFailed hands it over.
    const asked = new Set(stepNames.flat());
    const own = Object.fromEntries(Object.entries(lead.errors).filter(([name]) => asked.has(name)));
    if (lead.errors !== before.errors && Object.keys(own).length > 0) {
      schemaForm.showErrors(own, stepNames[lead.step]);
    } else if (lead.step !== before.step) {
      stepHeading.current?.focus();
    }
  }, [lead.step, lead.errors, schemaForm, stepNames]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const step = lead.step;
    void schemaForm.validate(stepNames[step]).then((valid) => {
      if (!valid) return;
      const picked = testDriveSlot === undefined ? {} : { test_drive_date: testDriveSlot ?? '' };
      const values = { ...leadFormValues(schemaForm.values(), config, site), ...picked };
      lead.next(
        location
          ? { ...values, location: location.name, dealership_slug: location.dealershipSlug }
          : values,
        step,
      );
    });
  };

  // A failed submission tells the page once, with the server's field errors.
  const failedRef = useRef(onSubmitFailed);
  failedRef.current = onSubmitFailed;
  useEffect(() => {
    if (lead.status === 'error') failedRef.current?.(lead.errors);
  }, [lead.status, lead.errors]);

  const current = steps[lead.step] ?? steps[0];
  // Core decides the texts; the machine kept the server's own message (docs/rules.md#lead-form).
  const failure = lead.status === 'error' ? leadSubmitFailure(kind, lead.serverMessage) : null;
  // The server's heading already leads the list; a banner repeating it says nothing new.
  const banner =
    failure && !(failure.banner === LEAD_FORM_ERROR_HEADING && Object.keys(lead.errors).length > 0)
      ? failure.banner
      : null;

  return (
    <SchemaFormProvider value={schemaForm}>
      <form
        noValidate
        onSubmit={onSubmit}
        className={['fc-lead-form', className].filter(Boolean).join(' ')}
        data-slot="lead-form"
        data-kind={kind}
        data-state={lead.status}
        data-step={lead.step + 1}
      >
        {failure?.alert ? (
          <Alert tone="danger" className="fc-lead-form__alert">
            {failure.alert}
          </Alert>
        ) : null}

        <div className="fc-lead-form__progress">
          <h3 ref={stepHeading} tabIndex={-1} className="fc-lead-form__step-title">
            {current?.title}
          </h3>
          <p className="fc-lead-form__step-count">{`Step ${lead.step + 1} of ${lead.stepCount}`}</p>
        </div>

        <FormErrorSummary
          fields={current ? fieldsOf(current.items) : []}
          heading={LEAD_FORM_ERROR_HEADING}
        />

        <div className="fc-lead-form__fields">
          <FormFields items={current?.items ?? []} />
        </div>

        {banner ? (
          <Alert
            tone="danger"
            className="fc-lead-form__banner"
            // The alert at the top is announced; a banner repeating it is only
            // seen, and one with the server's own words is read after it.
            role={failure?.alert ? (banner === failure.alert ? undefined : 'status') : 'alert'}
          >
            {banner}
          </Alert>
        ) : null}
        {lead.status === 'success' && !onSubmitted ? (
          <Alert tone="success" className="fc-lead-form__banner">
            Thank you, your enquiry has been sent.
          </Alert>
        ) : null}

        <div className="fc-lead-form__actions">
          {lead.step > 0 ? (
            <Button variant="outline" onClick={lead.back} disabled={lead.submitting}>
              Back
            </Button>
          ) : null}
          <Button
            type="submit"
            loading={lead.submitting}
            disabled={lead.status === 'success'}
            className="fc-lead-form__submit"
          >
            {lead.isLastStep ? (submitLabel ?? definition.submitLabel) : 'Next'}
          </Button>
        </div>
        <PrivacyNotice purpose={privacyPurpose ?? kind} />
      </form>
    </SchemaFormProvider>
  );
}
