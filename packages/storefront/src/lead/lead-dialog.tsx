import { DeferredDialog, preloadDialog } from '@forecourt/ui';
import { lazy, Suspense } from 'react';
import { leadFormDefinitions } from './lead-definitions';
import type { LeadDialogProps } from './types';

// The form (its fields, validation and the lead machine) is a chunk of its own
// that the browser fetches when a shopper first reaches for a lead button, so a
// car page loads none of it up front (issue 12).
const loadLeadForm = () => import('./lead-form');
const LazyLeadForm = lazy(() => loadLeadForm().then((module) => ({ default: module.LeadForm })));

/**
 * Starts fetching the lead form, for a button to call when a shopper points at
 * it or focuses it, so the form is usually there by the time the dialog opens.
 */
export function preloadLeadForm(): void {
  preloadDialog();
  void loadLeadForm().catch(() => {
    // The dialog's own import retries and shows its fallback; nothing to do here.
  });
}

/**
 * SPEC §2 Modals: the Enquiry, Book a Test Drive, Request Photos and Finance
 * enquiry dialogs. The form is mounted only while the dialog is open, so each
 * opening is a fresh form with its own idempotency key and page details.
 */
export function LeadDialog({
  kind,
  car,
  carTitle,
  subcategory,
  open,
  onOpenChange,
}: LeadDialogProps) {
  const definition = leadFormDefinitions[kind];
  return (
    <DeferredDialog
      open={open}
      onOpenChange={onOpenChange}
      title={definition.title}
      description={carTitle}
      size="md"
      className="fc-lead-dialog"
      data-kind={kind}
    >
      {open ? (
        <Suspense
          fallback={
            <p className="fc-lead-dialog__loading" role="status">
              Loading the form…
            </p>
          }
        >
          <LazyLeadForm kind={kind} car={car} subcategory={subcategory} />
        </Suspense>
      ) : null}
    </DeferredDialog>
  );
}
