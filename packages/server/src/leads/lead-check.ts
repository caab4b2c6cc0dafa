import {
  type Car,
  fieldErrors,
  isCarOnSite,
  isLeadKindAllowed,
  type LeadSettings,
  leadEventId,
  leadFormConfig,
  leadFormOf,
  leadKindOf,
  leadSettings,
  leadSubmissionSchema,
  siteFeatures,
  transformEnquiry,
  validateLeadForm,
} from '@forecourt/core';
import { dealershipContact } from './dealership-contact';
import { type LeadDestination, resolveLeadDestinations } from './destinations';
import type { LeadDocument } from './lead-document';
import type { LeadSite, LeadSiteDealership } from './lead-site';

// Step (b) of the lead endpoint, and the only place that decides what a lead
// is: a pure function of the submitted object, the site (its validated
// configuration and its dealerships), the car the submission names (looked up
// beforehand) and the new lead's id and time. No database, no clock, no
// randomness: the same input gives the same answer, so it is tested without
// a database (lead-check.test.ts). The form's rules are core's
// (`leadSettings`, `leadFormConfig`, `leadFormOf`, `leadEventId`), the very
// functions the browser's form calls.

/** A field real shoppers never see (hidden with CSS, no autofill); bots fill it in. */
export const HONEYPOT_FIELD = 'hp_website';
/** The longest text one form field may hold. */
export const MAX_FIELD_LENGTH = 5_000;
/** The longest field name kept; longer names are cut in the error's key. */
const MAX_FIELD_NAME_LENGTH = 200;

/** Why a readable submission is not a lead this site takes, one message each. */
export const leadCheckMessages = {
  carNotOnSite: 'This car is not sold on this site. Please choose a car from this site.',
  locationUnknown: "Please choose one of this site's locations.",
  dealershipUnknown: "Please choose one of this site's dealerships.",
  fieldTooLong: `is too long (at most ${MAX_FIELD_LENGTH} characters)`,
  kindOff: 'This site does not take this kind of enquiry.',
} as const;

/** A lead ready to store: the document the outbox delivers, and what the store step keys it by. */
export interface CheckedLead {
  document: LeadDocument;
  /** The submission's idempotency key: a retried submit files no second lead. */
  idempotencyKey: string;
  /** Where the lead goes: the chosen dealership's destinations, or the file drop. */
  destinations: LeadDestination[];
}

export type LeadCheck =
  | { outcome: 'lead'; lead: CheckedLead }
  /** One message per field, keyed by its path (`userData.email`, `location`, `car_id`). */
  | { outcome: 'invalid'; errors: Record<string, string> }
  /** A bot filled the honeypot: answer as if all went well, keep nothing. */
  | { outcome: 'honeypot' };

export interface LeadCheckInput {
  /** The request body as read (step a): a JSON object, not yet known to be a lead. */
  raw: Record<string, unknown>;
  site: LeadSite;
  /** The car with the submission's `car_id` among the site's dealerships' stock, or null. */
  car: Car | null;
  /** The new lead's id and time, made by the caller. */
  leadId: string;
  createdAt: Date;
}

/**
 * The `car_id` a submission names, read as the submission schema reads it, so
 * the car can be looked up before the check; null when there is none or it is
 * not an id (the check then answers the schema's own message).
 */
export function leadCarId(raw: Record<string, unknown>): string | null {
  const parsed = leadSubmissionSchema.shape.car_id.safeParse(raw.car_id);
  return parsed.success ? parsed.data : null;
}

function fieldsTooLong(userData: Record<string, unknown>): Record<string, string> {
  const tooLong: Record<string, string> = {};
  for (const [key, value] of Object.entries(userData)) {
    const longest = Array.isArray(value)
      ? Math.max(0, ...value.map((v) => String(v).length))
      : String(value ?? '').length;
    if (longest > MAX_FIELD_LENGTH || key.length > MAX_FIELD_NAME_LENGTH) {
      tooLong[`userData.${key.slice(0, MAX_FIELD_NAME_LENGTH)}`] = leadCheckMessages.fieldTooLong;
    }
  }
  return tooLong;
}

function honeypotFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}

/**
 * The location a lead is for, among the site's (core `leadSettings`): the sales
 * location the shopper chose in the form's select, or the location an 'Email Us'
 * was addressed to (docs/rules.md#location-pages), which may be a service or parts one. The
 * form sends its name; its id is taken too (older forms and integrations send it).
 */
function chosenLocation(
  site: LeadSite,
  settings: LeadSettings,
  value: string | undefined,
): LeadSettings['locations'][number] | undefined {
  if (!value) return undefined;
  const byName = settings.locations.find((l) => l.value === value);
  if (byName) return byName;
  const any =
    site.config.locations.find((l) => l.name === value) ??
    site.config.locations.find((l) => l.id === value);
  if (!any) return undefined;
  return (
    settings.locations.find((l) => l.value === any.name) ?? {
      value: any.name,
      label: any.name,
      dealershipSlug: any.dealership_slug,
    }
  );
}

/** The database row of a dealership the site's configuration names. */
function dealershipRow(site: LeadSite, slug: string): LeadSiteDealership {
  const row = site.dealerships.find((d) => d.slug === slug);
  if (!row) {
    throw new Error(
      `site "${site.slug}": dealership "${slug}" is in the site config but not linked to the site in the database; seed the site again`,
    );
  }
  return row;
}

/**
 * Lead form and Lead submission, decided for one submission: the
 * envelope, field lengths, the honeypot, the car (one the site sells),
 * the form's fields as core's `leadFormConfig` has them for this site and
 * form, the location or dealership chosen, then the enquiry transformation
 * and the event id (docs/rules.md#lead-event-ids, docs/rules.md#lead-form, docs/rules.md#lead-submission). Throws only when the site itself is misconfigured
 * (no dealership to take the lead, a configured dealership missing from the
 * database, unreadable lead destinations).
 */
export function checkLead({ raw, site, car, leadId, createdAt }: LeadCheckInput): LeadCheck {
  const invalid = (errors: Record<string, string>): LeadCheck => ({ outcome: 'invalid', errors });

  const envelope = leadSubmissionSchema.safeParse(raw);
  if (!envelope.success) return invalid(fieldErrors(envelope.error));
  const submission = envelope.data;
  const userData = submission.userData as Record<string, unknown>;

  const tooLong = fieldsTooLong(userData);
  if (Object.keys(tooLong).length > 0) return invalid(tooLong);

  if (honeypotFilled(userData[HONEYPOT_FIELD])) return { outcome: 'honeypot' };
  const { [HONEYPOT_FIELD]: _honeypot, ...formFields } = userData;

  // The car must be one the site sells: a lead is never filed
  // against another dealership's stock.
  const siteDealershipIds = site.dealerships.map((d) => d.id);
  let leadCar: Car | null = null;
  if (submission.car_id !== null) {
    if (
      car === null ||
      car.id !== submission.car_id ||
      !siteDealershipIds.includes(car.dealership_id) ||
      // The same rule as every page: a car the site does not sell is no lead's car.
      !isCarOnSite(car, site.config) ||
      (submission.car_dealership_id !== null && submission.car_dealership_id !== car.dealership_id)
    ) {
      return invalid({ car_id: leadCheckMessages.carNotOnSite });
    }
    leadCar = car;
  } else if (
    submission.car_dealership_id !== null &&
    !siteDealershipIds.includes(submission.car_dealership_id)
  ) {
    return invalid({ car_dealership_id: leadCheckMessages.dealershipUnknown });
  }
  const hasCar = leadCar !== null;

  // Lead form: the same fields shown and required as on the form the
  // shopper filled in, read from the site's validated configuration (docs/rules.md#lead-form).
  const kind = leadKindOf(userData, hasCar);
  // A form of a switched-off feature is not one of the site's forms (core's leadKindFeatures).
  if (!isLeadKindAllowed(kind, siteFeatures(site.config))) {
    return invalid({ 'userData.category': leadCheckMessages.kindOff });
  }
  const settings = leadSettings(site.config);
  const config = leadFormConfig({ kind, hasCar, settings });
  const validation = validateLeadForm(config, formFields);
  if (!validation.ok) return invalid(validation.errors);
  const values = validation.values;

  const location = chosenLocation(site, settings, values.location);
  if (values.location && config.locationShown && !location) {
    return invalid({ location: leadCheckMessages.locationUnknown });
  }
  // A service enquiry's 'Service Location' names the service centre, and its dealership.
  const serviceLocation = chosenLocation(site, settings, values['Service Location']);
  if (values['Service Location'] && config.serviceLocationShown && !serviceLocation) {
    return invalid({ 'Service Location': leadCheckMessages.locationUnknown });
  }
  const chosenDealership = values.dealership_slug
    ? settings.dealerships.find((d) => d.value === values.dealership_slug)
    : undefined;
  if (values.dealership_slug && config.dealershipShown && !chosenDealership) {
    return invalid({ dealership_slug: leadCheckMessages.dealershipUnknown });
  }
  // The car's dealership, else the one chosen, else the chosen location's,
  // else the site's own.
  const dealership =
    site.dealerships.find((d) => d.id === leadCar?.dealership_id) ??
    (chosenDealership && dealershipRow(site, chosenDealership.value)) ??
    (location && dealershipRow(site, location.dealershipSlug)) ??
    (serviceLocation && dealershipRow(site, serviceLocation.dealershipSlug)) ??
    site.dealerships[0];
  if (!dealership) throw new Error(`site "${site.slug}" has no dealership to take leads`);

  const transformed = transformEnquiry(values);
  const document: LeadDocument = {
    lead_id: leadId,
    created_at: createdAt.toISOString(),
    site: { id: site.id, slug: site.slug, name: site.name },
    dealership: {
      id: dealership.id,
      slug: dealership.slug,
      name: dealership.name,
      contact: dealershipContact(site.config.locations, dealership, {
        id: leadCar?.location_id,
        name: location?.value ?? serviceLocation?.value,
      }),
    },
    event_id: leadEventId({ form: leadFormOf(userData, hasCar), car: leadCar }),
    category: transformed.category ?? submission.userData.category,
    subcategory: transformed.subcategory ?? submission.userData.subcategory ?? null,
    userData: transformed as Record<string, unknown>,
    car: leadCar
      ? {
          id: leadCar.id,
          name: leadCar.name,
          year: leadCar.year,
          make: leadCar.make,
          model: leadCar.model,
          badge: leadCar.badge,
          vin: leadCar.vin,
          stocknum: leadCar.stocknum,
          car_type: leadCar.car_type,
          km: leadCar.km,
          price: leadCar.price,
          colour: leadCar.colour,
        }
      : null,
    url: submission.url,
    source: submission.source,
    user_agent: submission.user_agent,
    lead_attributes: submission.lead_attributes,
  };
  return {
    outcome: 'lead',
    lead: {
      document,
      idempotencyKey: submission.idempotency_key,
      destinations: resolveLeadDestinations(dealership.leadDestinations),
    },
  };
}
