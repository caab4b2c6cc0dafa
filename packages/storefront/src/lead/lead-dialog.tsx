import { DeferredDialog, preloadDialog } from '@forecourt/ui';
import { lazy, Suspense } from 'react';
import { leadFormDefinitions } from './lead-definitions';
import type { LeadDialogProps } from './types';

// The form (its fields, validation and the lead machine) is a chunk of its own
// that the browser fetches when a shopper first reaches for a lead button, so a
// car page loads none of it up front (docs/decisions/0007-page-budgets-and-deferred-code.md).
/**
 * The lead form's chunk. A page that shows the form itself (/contact) has its
 * server await this before rendering, so the form is in the page's HTML while the
 * browser still loads its code only after the page (see `LazyLeadForm`).
 */
export const loadLeadForm = () => import('./lead-form');
/** The lead form, loaded on first render (a chunk of its own). */
export const LazyLeadForm = lazy(() =>
  loadLeadForm().then((module) => ({ default: module.LeadForm })),
);

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
 * The Enquiry, Book a Test Drive, Request Photos and Finance
 * enquiry dialogs (docs/rules.md#lead-form). The form is mounted only while the dialog is open, so each
 * opening is a fresh form with its own idempotency key and page details.
 */
export function LeadDialog({
  kind,
  title,
  location,
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
      title={title ?? definition.title}
      description={carTitle ?? (location ? `To ${location.name}` : undefined)}
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
          <LazyLeadForm kind={kind} car={car} location={location} subcategory={subcategory} />
        </Suspense>
      ) : null}
    </DeferredDialog>
  );
}
