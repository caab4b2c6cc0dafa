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
