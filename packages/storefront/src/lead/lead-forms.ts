import {
  CHECK_OPTION_PREFIX,
  contactFields,
  enquiryCategories,
  type ItemType,
  type LeadFormConfig,
  type LeadKind,
  type LeadSettings,
  OPT_IN_DEFAULT,
  OPT_IN_LABEL,
  vehicleWords,
} from '@forecourt/core';
import type { ReactNode } from 'react';
import type { FormValues } from '../form';
import { type FieldListItem, type FieldSpec, fieldsOf } from '../form/field-list';
import { leadFormDefinitions } from './lead-definitions';

// What each lead dialog says, in which steps, and in which words (docs/rules.md#lead-form). Every rule is core's: which fields a form asks and requires
// (`leadFormConfig`), each kind's category and event id family
// (`leadKindCategories`, `leadKindForms`), the general enquiry's categories and
// the messages. This file only chooses the words and which field sits on which
// step: the field list the form layer renders and validates step by step.

export { type LeadFormDefinition, leadFormDefinitions } from './lead-definitions';

/**
 * Extra services an enquiry can ask about; ticked ones reach the dealer in
 * additional_services through core's enquiry transformation (docs/rules.md#enquiry-transformation).
 */
export const enquiryExtras = ['Finance quote', 'Trade-in valuation'] as const;

export const CONTACT_STEP = 'Your details';

/** One step of a lead form: its heading and its fields. */
export type LeadFormStep = { title: string; items: FieldListItem[] };

export type LeadFormStepsInput = {
  kind: LeadKind;
  /** Core's `leadFormConfig` for this form on this site. */
  config: LeadFormConfig;
  /** The site's location and dealership choices. */
  settings: LeadSettings;
  hasCar: boolean;
  /** What the lead is about: a caravan's form says caravan. A car by default. */
  itemType?: ItemType;
  /** The terms checkbox's label, which links to the terms of use. */
  termsLabel: ReactNode;
  /** A test drive's own date field; false where the page's time picker answers it. */
  askDate?: boolean;
};

/**
 * Lead form, step by step: the enquiry (category for a general enquiry,
 * location or dealership when the form is about no car, test drive date,
 * message, extras), then the shopper's details (postcode required, opt-in
 * ticked by default, terms where the site requires them) (docs/rules.md#lead-form). Labels and field
 * names are the ones the shopper journeys fill in by role and label.
 */
export function leadFormSteps({
  kind,
  config,
  settings,
  hasCar,
  itemType = 'car',
  termsLabel,
  askDate = true,
}: LeadFormStepsInput): LeadFormStep[] {
  const definition = leadFormDefinitions[kind];
  const vehicle = vehicleWords(itemType).one.toLowerCase();
  const first: FieldListItem[] = [];
  if (config.generalEnquiry) {
    first.push({
      kind: 'select',
      name: 'category',
      label: 'Enquiry type',
      placeholder: 'Choose a category',
      options: enquiryCategories.map((c) => ({ value: c, label: c })),
      required: true,
    });
  }
  if (config.locationShown) {
    // The chosen location names its dealership: see leadFormValues.
    first.push({
      kind: 'select',
      name: 'location',
      label: 'Location',
      placeholder: 'Choose a location',
      options: settings.locations.map(({ value, label }) => ({ value, label })),
      required: true,
    });
  }
  if (config.dealershipShown) {
    first.push({
      kind: 'select',
      name: 'dealership_slug',
      label: 'Dealership',
      placeholder: 'Choose a dealership',
      options: settings.dealerships.map(({ value, label }) => ({ value, label })),
      required: true,
    });
  }
  if (config.partShown) {
    // Parts enquiry: the vehicle and the part; the VIN pins the exact part down.
    first.push(
      {
        kind: 'row',
        fields: [
          { kind: 'text', name: 'make', label: 'Make', required: true },
          { kind: 'text', name: 'model', label: 'Model', required: true },
        ],
      },
      { kind: 'text', name: 'part', label: 'Part or accessory', required: true },
      {
        kind: 'text',
        name: 'vin',
        label: 'VIN (optional)',
        maxLength: 17,
        hint: 'The 17 characters on your registration papers.',
      },
    );
  }
  if (kind === 'service') {
    // Enquiry form values: Rego (optional, docs/rules.md#enquiry-values) and Service Location (docs/rules.md#enquiry-values).
    first.push({ kind: 'text', name: 'Rego', label: 'Rego (optional)', maxLength: 10 });
    if (config.serviceLocationShown) {
      first.push({
        kind: 'select',
        name: 'Service Location',
        label: 'Service Location',
        placeholder: 'Choose a service location',
        options: settings.serviceLocations.map(({ value, label }) => ({ value, label })),
        required: true,
      });
    }
  }
  if (kind === 'test-drive' && askDate) {
    first.push({
      kind: 'text',
      name: 'test_drive_date',
      label: 'Preferred date (optional)',
      type: 'date',
    });
  }
  if (kind === 'finance') {
    // /finance: the query's vehiclePriceBudget (a car's price) starts here (docs/rules.md#finance-link).
    first.push({
      kind: 'text',
      name: 'vehiclePriceBudget',
      label: 'Vehicle price budget (optional)',
      inputMode: 'numeric',
      hint: 'In dollars, for example 25000.',
    });
  }
  first.push({
    kind: 'text',
    name: 'message',
    label: 'Message',
    multiline: true,
    required: config.messageRequired,
    hint: (hasCar ? undefined : definition.messageHintNoCar) ?? definition.messageHint?.(vehicle),
  });
  if (kind === 'enquiry') {
    first.push({
      kind: 'group',
      legend: 'I would also like',
      fields: enquiryExtras.map((extra) => ({
        kind: 'checkbox',
        name: `${CHECK_OPTION_PREFIX}${extra}`,
        label: extra,
      })),
    });
  }

  const contact: FieldListItem[] = [
    {
      kind: 'row',
      fields: [
        { kind: 'text', ...contactFields.name, required: true },
        {
          kind: 'text',
          ...contactFields.last_name,
          label: `${contactFields.last_name.label} (optional)`,
        },
      ],
    },
    { kind: 'text', ...contactFields.email, required: true },
    {
      kind: 'row',
      fields: [
        { kind: 'text', ...contactFields.phone, required: true },
        // Required where the form shows it (docs/rules.md#postcode).
        { kind: 'text', ...contactFields.postcode, required: config.postcodeShown },
      ],
    },
    { kind: 'checkbox', name: 'opt_in', label: OPT_IN_LABEL },
  ];
  if (config.termsRequired) {
    contact.push({ kind: 'checkbox', name: 'terms_conditions', label: termsLabel, required: true });
  }
  return [
    { title: definition.firstStep, items: first },
    { title: CONTACT_STEP, items: contact },
  ];
}

function startValue(field: FieldSpec): unknown {
  if (field.kind !== 'checkbox') return '';
  // opt_in starts ticked (docs/rules.md#lead-form).
  return field.name === 'opt_in' ? OPT_IN_DEFAULT : false;
}

/**
 * Every field's starting value; the message where the dialog's purpose already
 * says it, about the lead's car or caravan (`itemType`, a car by default).
 */
export function leadFormDefaults(
  kind: LeadKind,
  steps: readonly LeadFormStep[],
  itemType: ItemType = 'car',
): FormValues {
  const values: FormValues = {};
  for (const field of steps.flatMap((step) => fieldsOf(step.items))) {
    values[field.name] = startValue(field);
  }
  const { message } = leadFormDefinitions[kind];
  if (message !== undefined) values.message = message(vehicleWords(itemType).one.toLowerCase());
  return values;
}

/**
 * The values as the form hands them to the lead form machine: a chosen location
 * also answers which dealership the lead is for (docs/rules.md#location-pages: the location select
 * stands in for the dealership select).
 */
export function leadFormValues(
  values: FormValues,
  config: LeadFormConfig,
  settings: LeadSettings,
): FormValues {
  if (!config.locationShown) return values;
  const chosen = settings.locations.find((location) => location.value === values.location);
  return chosen ? { ...values, dealership_slug: chosen.dealershipSlug } : values;
}
