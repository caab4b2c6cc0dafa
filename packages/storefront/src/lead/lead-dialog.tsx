import { Dialog, DialogContent } from '@forecourt/ui';
import { LeadForm } from './lead-form';
import { leadFormDefinitions } from './lead-forms';
import type { LeadDialogProps } from './types';

/**
 * SPEC §2 Modals: the Enquiry, Book a Test Drive, Request Photos and Finance
 * enquiry dialogs. The form is mounted only while the dialog is open, so each
 * opening is a fresh form with its own idempotency key and page details.
 */
export function LeadDialog({ kind, car, carTitle, open, onOpenChange }: LeadDialogProps) {
  const definition = leadFormDefinitions[kind];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? (
        <DialogContent
          title={definition.title}
          description={carTitle}
          size="md"
          className="fc-lead-dialog"
          data-kind={kind}
        >
          <LeadForm kind={kind} car={car} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
