import type { LeadKind } from '@forecourt/core';
import type { LeadCar } from '@forecourt/machines';

// The lead dialogs' public contract: the car page and result cards open them by
// kind; the lead area builds the forms (docs/rules.md#lead-form). Which
// kinds exist and the site's lead settings are core's (lead-form-config.ts), the
// one configuration the server's lead handler reads too; they are re-exported
// here so callers of `@forecourt/storefront/lead` need not know where they live.
export type { LeadChoice, LeadKind, LeadSettings } from '@forecourt/core';

/**
 * The location a lead is addressed to (docs/rules.md#location-pages: 'Email Us' opens the
 * enquiry addressed to that location): the form asks for no location or
 * dealership and sends these; a general enquiry's category starts at `category`.
 */
export type LeadLocation = { name: string; dealershipSlug: string; category?: string };

export type LeadDialogProps = {
  kind: LeadKind;
  /** The dialog's title instead of the kind's ('Email Us'). */
  title?: string;
  /** The location the lead goes to, for a lead about no car. */
  location?: LeadLocation;
  /** The car the lead is about; null for a general enquiry. */
  car: LeadCar | null;
  /** A short line naming the car in the dialog, e.g. '2021 Toyota Hilux SR5'. */
  carTitle?: string;
  /** What the lead is about beyond its category, e.g. the special offer it was sent from. */
  subcategory?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};
