import type { LeadCar } from '@forecourt/machines';

// The lead dialogs' public contract: the car page and result cards open them by
// kind; the lead area builds the forms (SPEC §2 Modals, §5 Lead form).

/** The lead dialogs of the car page (SPEC §2 Modals). */
export type LeadKind = 'enquiry' | 'test-drive' | 'photos' | 'finance';

export type LeadDialogProps = {
  kind: LeadKind;
  /** The car the lead is about; null for a general enquiry. */
  car: LeadCar | null;
  /** A short line naming the car in the dialog, e.g. '2021 Toyota Hilux SR5'. */
  carTitle?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** One choice of a location or dealership select. */
export type LeadChoice = { value: string; label: string };

/**
 * The site's lead-form settings the browser needs (SPEC §5 Lead form): public,
 * secret-free, sent with every page. Sales locations name their dealership so a
 * chosen location also answers which dealership the lead is for.
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
};

/** The platform defaults (SPEC §5): message required, no terms checkbox, no selects. */
export const defaultLeadSettings: LeadSettings = {
  messageRequired: true,
  termsRequired: false,
  locations: [],
  dealerships: [],
};
