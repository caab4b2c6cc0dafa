import type {
  FinanceDisclaimerAnswer,
  LeadSubmission,
  PhoneRevealLog,
  PublicSearchResult,
  SearchRequest,
  SearchSuggestions,
  TestDriveSlot,
} from '@forecourt/core';
import type { NearestLocationAnswer } from '@forecourt/machines';
import type { KeyValueStorage, Logger } from '@forecourt/machines/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { LeadSettings } from '../lead/types';

// Everything a widget needs from the outside world, given once by the app through
// context: the browser side of the API (widgets never call `fetch`), the browser
// storage, navigation, analytics and a logger. Tests pass an in-memory one.

/** The browser's view of the renderer's API (docs/rules.md#search-request). */
export type StorefrontClient = {
  /** Main car search; the server scopes it to the site whatever the request says. */
  search(request: SearchRequest): Promise<PublicSearchResult>;
  /** The search box's suggestions for what has been typed. */
  suggest(input: string): Promise<SearchSuggestions>;
  /** The shared lead sender: resolves with the answer body (lead_id or an error body). */
  submitLead(submission: LeadSubmission): Promise<unknown>;
  /** Phone reveal log; failures are the caller's to log, never to show (docs/rules.md#phone-reveal). */
  logPhoneReveal(payload: PhoneRevealLog): Promise<unknown>;
  /**
   * The car's PDF (docs/rules.md#car-pdf). Rejects with an Error whose
   * message the page shows in an alert (docs/rules.md#car-pdf: PDF download failure).
   */
  carPdf(slug: string): Promise<Blob>;
  /** Finance disclaimer fetch per car id: the text and rates the disclaimer dialog shows (docs/rules.md#finance-disclaimer). */
  financeDisclaimer(carId: string): Promise<FinanceDisclaimerAnswer>;
  /**
   * Postcode geocoding, through the site's server (which holds the maps
   * key): the postcode's point, or the message when it cannot be placed (docs/rules.md#postcode).
   * Rejects when the lookup itself failed.
   */
  geocodePostcode(postcode: string): Promise<NearestLocationAnswer>;
  /**
   * The trade-in calls: the rego lookup (`vehicle`), the valuation
   * (`valuation`) and POST /api/miscellaneous (docs/rules.md#trade-in-steps). Resolves with the status
   * and the JSON body whatever the status; rejects only when the network fails.
   */
  tradeIn(
    call: 'vehicle' | 'valuation' | 'miscellaneous',
    body: Record<string, unknown>,
  ): Promise<{ status: number; body: unknown }>;
  /**
   * Test-drive appointments: the free times at a location (its id) on a
   * day (YYYY-MM-DD) (docs/rules.md#test-drive-slots). Rejects when they cannot be read. Only the test-drive
   * booking page asks, so a client without it offers no times.
   */
  testDriveSlots?(location: string, date: string): Promise<TestDriveSlot[]>;
  /**
   * Starts reserving the submission's car with the shopper's contact
   * details. Resolves with the answer body (the reservation and its payment, or
   * an error body); rejects only when the network fails.
   */
  startReservation(submission: LeadSubmission): Promise<unknown>;
  /** Where a reservation stands: the answer body (`status`, `payment_reference`, `error`). */
  reservationStatus(reservationId: string): Promise<unknown>;
  /** The payment simulator's card form: confirms the payment with the card entered. */
  confirmCardPayment(input: CardPaymentInput): Promise<unknown>;
  /** The simulator's extra authentication step, completed or failed by the shopper. */
  authenticateCardPayment(input: CardAuthenticationInput): Promise<unknown>;
};

/** A card entered in the payment simulator's form, for one payment. */
export type CardPaymentInput = {
  payment_id: string;
  client_secret: string;
  card_number: string;
  expiry: string;
  cvc: string;
};

export type CardAuthenticationInput = {
  payment_id: string;
  client_secret: string;
  outcome: 'complete' | 'fail';
};

/** Lead analytics (docs/rules.md#lead-form: a lead_id records an analytics event). */
export type Track = (event: { eventId: number; leadId: string; category: string }) => void;

export type Storefront = {
  client: StorefrontClient;
  /** localStorage in the browser; null on the server or where storage is disabled. */
  storage: KeyValueStorage | null;
  /** Goes to a path of this site (client-side when the app can, else a full load). */
  navigate(to: string): void;
  track: Track;
  logger: Logger;
  /** The site's identity as the widgets need it (favourites are kept per dealership). */
  site: {
    slug: string;
    /** The dealer's name as shoppers read it: the privacy notice names who collects details. */
    name: string;
    /** The site's privacy policy, linked from every form's privacy notice (docs/rules.md#privacy-notice). */
    privacyPolicyHref: string;
    dealershipId: string;
    websiteId: string;
    carsPath: string;
    /** The site's lead-form flags and selects (docs/rules.md#lead-form); the platform defaults when absent. */
    lead?: LeadSettings;
  };
};

const StorefrontContext = createContext<Storefront | null>(null);

export function StorefrontProvider({
  value,
  children,
}: {
  value: Storefront;
  children: ReactNode;
}) {
  return <StorefrontContext.Provider value={value}>{children}</StorefrontContext.Provider>;
}

/** The storefront of the page; a widget outside a provider is a wiring bug, said plainly. */
export function useStorefront(): Storefront {
  const value = useContext(StorefrontContext);
  if (!value) {
    throw new Error(
      'storefront widgets need <StorefrontProvider> above them (the renderer sets it in +Layout)',
    );
  }
  return value;
}
