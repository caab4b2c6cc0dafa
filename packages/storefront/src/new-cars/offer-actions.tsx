import type { OfferButton } from '@forecourt/core';
import { Button, buttonVariants } from '@forecourt/ui';
import { useState } from 'react';
import { LeadDialog, preloadLeadForm } from '../lead/lead-dialog';

export type OfferActionsProps = {
  /** The offer's name: the dialog names it, and the dealer reads it with the lead. */
  offerName: string;
  /** core's `offerButtons`: 'Enquire Now', and 'Explore {model}' when there is a page to go to. */
  buttons: readonly OfferButton[];
};

/** What the dealer reads as the lead's subcategory for an enquiry sent from an offer. */
export function offerEnquirySubcategory(offerName: string): string {
  return `Special Offer: ${offerName}`;
}

/**
 * The single offer's 'Enquire Now' (an enquiry about the offer in the
 * Enquiry dialog, through the lead pipeline) and 'Explore {model}' (a link to the
 * model's page or its override URL) (docs/rules.md#offer-page).
 */
export function OfferActions({ offerName, buttons }: OfferActionsProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {buttons.map((button) =>
        button.kind === 'enquire' ? (
          <Button
            key="enquire"
            data-slot="offer-enquire"
            aria-haspopup="dialog"
            onClick={() => setOpen(true)}
            onPointerEnter={preloadLeadForm}
            onFocus={preloadLeadForm}
          >
            {button.label}
          </Button>
        ) : (
          <a
            key="explore"
            data-slot="offer-explore"
            className={buttonVariants({ variant: 'outline' })}
            href={button.href}
          >
            {button.label}
          </a>
        ),
      )}
      <LeadDialog
        kind="enquiry"
        car={null}
        carTitle={offerName}
        subcategory={offerEnquirySubcategory(offerName)}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}
