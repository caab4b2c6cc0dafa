import type { SiteConfig } from '../site-config/site-config';
import type { LeadForm } from './event-id';
import { ENQUIRY_SUBMIT_ERROR, LEAD_SUBMISSION_DEFAULT_ERROR } from './lead-words';
import { CAREERS_CATEGORY } from './transform';
import type { LeadFormConfig } from './validation';

// Modals and Lead form: which lead forms a site has, what each one
// asks and which of its fields are required (docs/rules.md#lead-form). The browser's form and the
// server's lead handler both call `leadFormConfig`, so a field the shopper was
// never shown is never required by the server, and a field the form requires
// is required by the server too.

/**
 * The lead forms a shopper can open (docs/rules.md#lead-form: Enquiry, Book a Test Drive,
 * Request Photos; the finance enquiry; the service booking enquiry of /service and
 * the parts enquiry of /parts/search, the trade-in valuation).
 */
export const leadKinds = [
  'enquiry',
  'test-drive',
  'photos',
  'finance',
  'service',
  'parts',
  'trade-in',
] as const;
export type LeadKind = (typeof leadKinds)[number];

/** Each form's category as the dealer receives it; a general enquiry's category select overrides it. */
export const leadKindCategories = {
  enquiry: 'Vehicle Enquiry',
  'test-drive': 'Test Drive Booking',
  photos: 'Photo Request',
  finance: 'Finance Enquiry',
  service: 'Service Enquiry',
  parts: 'Parts Enquiry',
  'trade-in': 'Trade-In',
} as const satisfies Record<LeadKind, string>;

/** /sell-your-car: the same valuation, filed for a car sold outright (docs/rules.md#trade-in-steps). */
export const SELL_YOUR_CAR_CATEGORY = 'Sell Your Car';

/**
 * The subcategory a form files its lead under, where its category is one a
 * general enquiry may also choose ('Service Enquiry', 'Parts Enquiry'): it tells
 * the dealer, and the server's check, which form asked what.
 */
export const leadKindSubcategories: Readonly<Partial<Record<LeadKind, string>>> = {
  service: 'Service Booking',
  parts: 'Parts Request',
};

/** Each form's event id family (docs/rules.md#lead-event-ids). */
export const leadKindForms = {
  enquiry: 'enquiry',
  'test-drive': 'test-drive',
  photos: 'enquiry',
  finance: 'enquiry',
  service: 'enquiry',
  parts: 'enquiry',
  'trade-in': 'enquiry',
} as const satisfies Record<LeadKind, LeadForm>;

/** /fleet: the category its enquiry form opens with, as the dealer receives it (docs/rules.md#content-pages). */
export const FLEET_ENQUIRY_CATEGORY = 'Fleet Enquiry';

/**
 * A general enquiry's category choices (docs/rules.md#lead-form: the category select is required
 * for a general enquiry). 'Careers Enquiry' is filed as 'General Enquiry' with the
 * subcategory 'Career Enquiry' (core's `transformEnquiry`) and takes the careers
 * event id, 51 (docs/rules.md#lead-event-ids).
 */
export const enquiryCategories = [
  'General Enquiry',
  'Sales Enquiry',
  'Service Enquiry',
  'Parts Enquiry',
  'Finance Enquiry',
  FLEET_ENQUIRY_CATEGORY,
  CAREERS_CATEGORY,
] as const;

/** One choice of a location or dealership select. */
export type LeadChoice = { value: string; label: string };

/**
 * The site's lead-form settings (docs/rules.md#lead-form), public and secret-free, so
 * they travel with every page as well as feeding the server's check. Sales
 * locations name their dealership so a chosen location also answers which
 * dealership the lead is for.
 */
export type LeadSettings = {
  /** Message optional on some dealerships, required by default. */
  messageRequired: boolean;
  /** A terms-of-use checkbox is required on some dealerships. */
  termsRequired: boolean;
  /** The site's sales locations; a select is shown when there is more than one. */
  locations: readonly (LeadChoice & { dealershipSlug: string })[];
  /** The site's dealerships; a select is shown when there is more than one and no location select. */
  dealerships: readonly LeadChoice[];
  /** The site's service locations: the service enquiry's 'Service Location' when there is more than one. */
  serviceLocations: readonly (LeadChoice & { dealershipSlug: string })[];
};

/** The platform defaults (docs/rules.md#site-configuration): message required, no terms checkbox, no selects. */
export const defaultLeadSettings: LeadSettings = {
  messageRequired: true,
  termsRequired: false,
  locations: [],
  dealerships: [],
  serviceLocations: [],
};

/** 'harbour-toyota' → 'Harbour Toyota': a dealership's name as its slug spells it. */
export function dealershipLabel(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export type LeadSettingsSite = Pick<
  SiteConfig,
  'lead_form' | 'locations' | 'dealerships' | 'manufacturer' | 'search'
>;

/** The lead-form settings of a site, read from its validated, merged configuration. */
export function leadSettings(site: LeadSettingsSite): LeadSettings {
  return {
    messageRequired: site.lead_form.message_required,
    termsRequired: site.lead_form.terms_checkbox_required,
    // A location is chosen by its name: it reads well to the dealer.
    locations: site.locations
      .filter((l) => l.location_type === 'sales')
      .map((l) => ({ value: l.name, label: l.name, dealershipSlug: l.dealership_slug })),
    dealerships: site.dealerships.map((slug) => ({ value: slug, label: dealershipLabel(slug) })),
    serviceLocations: site.locations
      .filter((l) => l.location_type === 'service')
      .map((l) => ({ value: l.name, label: l.name, dealershipSlug: l.dealership_slug })),
  };
}

export type LeadFormConfigInput = {
  kind: LeadKind;
  /** Whether the form is about a car (a car page, a result card's link) or about no car in particular. */
  hasCar: boolean;
  settings: LeadSettings;
};

/**
 * Lead form, for one form on one site: the message follows the site's
 * flag; an enquiry about no car is a general enquiry and asks for a category;
 * a form about no car asks for a location when the site has more than one
 * sales location, else for a dealership when it has more than one (a chosen
 * location already names its dealership); every form asks for a postcode
 * (docs/rules.md#postcode: required); the terms checkbox where the site requires it (docs/rules.md#lead-form).
 */
export function leadFormConfig({ kind, hasCar, settings }: LeadFormConfigInput): LeadFormConfig {
  if (kind === 'trade-in') {
    // Trade-in form fields: First Name, Last Name, Mobile Number, Email
    // Address and postcode; no message, no location or dealership select (the
    // valuation goes to the site's dealership, or the car's when it is for one) (docs/rules.md#trade-in-steps).
    return {
      messageRequired: false,
      termsRequired: settings.termsRequired,
      generalEnquiry: false,
      locationShown: false,
      dealershipShown: false,
      postcodeShown: true,
      lastNameRequired: true,
      serviceLocationShown: false,
      partShown: false,
    };
  }
  // A service enquiry asks which service centre instead of which showroom; a
  // parts enquiry goes to a dealership's parts team, so it asks no showroom either.
  const serviceLocationShown = kind === 'service' && settings.serviceLocations.length > 1;
  const showroom = kind !== 'service' && kind !== 'parts';
  const locationShown = !hasCar && showroom && settings.locations.length > 1;
  return {
    messageRequired: settings.messageRequired,
    termsRequired: settings.termsRequired,
    generalEnquiry: kind === 'enquiry' && !hasCar,
    locationShown,
    dealershipShown:
      !hasCar && !locationShown && !serviceLocationShown && settings.dealerships.length > 1,
    postcodeShown: true,
    serviceLocationShown,
    partShown: kind === 'parts',
  };
}

const TEST_DRIVE_WORDS = /test[\s-]?drive/i;

/**
 * Which form a submitted lead came from, read from what it carries: its
 * category names the form (the categories above), a test drive date or a test
 * drive category makes it a test drive, and a finance category about no car is
 * a general enquiry whose shopper chose 'Finance Enquiry'.
 */
export function leadKindOf(
  userData: { category?: unknown; subcategory?: unknown; test_drive_date?: unknown },
  hasCar: boolean,
): LeadKind {
  const category = typeof userData.category === 'string' ? userData.category.trim() : '';
  const subcategory = typeof userData.subcategory === 'string' ? userData.subcategory : '';
  if (subcategory === leadKindSubcategories.service) return 'service';
  if (subcategory === leadKindSubcategories.parts) return 'parts';
  if (TEST_DRIVE_WORDS.test(`${category} ${subcategory}`) || userData.test_drive_date) {
    return 'test-drive';
  }
  if (category === leadKindCategories.photos) return 'photos';
  if (category === leadKindCategories['trade-in'] || category === SELL_YOUR_CAR_CATEGORY) {
    return 'trade-in';
  }
  if (category === leadKindCategories.finance && hasCar) return 'finance';
  return 'enquiry';
}

/** The event id family of a submitted lead (docs/rules.md#lead-event-ids): careers, test drive or enquiry. */
export function leadFormOf(
  userData: { category?: unknown; subcategory?: unknown; test_drive_date?: unknown },
  hasCar: boolean,
): LeadForm {
  if (userData.category === CAREERS_CATEGORY) return 'careers';
  return leadKindForms[leadKindOf(userData, hasCar)];
}

/** What a form shows when its submission fails (docs/rules.md#submit-failure). */
export type LeadSubmitFailure = {
  /** An alert announced at once, or null when the form has none. */
  alert: string | null;
  /** The banner above the submit button. */
  banner: string;
};

/**
 * An enquiry form that fails shows the alert 'An error occurred when
 * submitting this form' and, above its submit button, the server's message or
 * the same text; every other lead form shows the server's message or 'An
 * unexpected error occured' in the banner (docs/rules.md#lead-form).
 */
export function leadSubmitFailure(kind: LeadKind, serverMessage: string | null): LeadSubmitFailure {
  const message = serverMessage?.trim() ? serverMessage.trim() : null;
  if (kind === 'enquiry') {
    return { alert: ENQUIRY_SUBMIT_ERROR, banner: message ?? ENQUIRY_SUBMIT_ERROR };
  }
  return { alert: null, banner: message ?? LEAD_SUBMISSION_DEFAULT_ERROR };
}
