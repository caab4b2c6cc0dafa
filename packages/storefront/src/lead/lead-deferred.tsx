import { Suspense, use } from 'react';
import type { LeadFormProps } from './lead-form';

// A lead form that is the page's own content (/contact) but not part of its
// first download (issue 12: react-hook-form, the schemas and the lead machine are
// some 90 KB): its code is a chunk of its own, as in the dialogs. The page's
// server awaits `leadFormModule()` before rendering, so the form is in the HTML
// from the first paint; the browser then loads the chunk after the page, and
// React hydrates the form once it has it (the server's HTML stays meanwhile).

type Tracked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

let formModule: Tracked<typeof import('./lead-form')> | null = null;

/**
 * The lead form's chunk, as a promise React's `use` reads at once when it has
 * settled (the status and value fields React recognises).
 */
export function leadFormModule(): Promise<typeof import('./lead-form')> {
  if (!formModule) {
    const loading: Tracked<typeof import('./lead-form')> = import('./lead-form');
    loading.then(
      (value) => {
        loading.status = 'fulfilled';
        loading.value = value;
      },
      (reason: unknown) => {
        loading.status = 'rejected';
        loading.reason = reason;
        // A failed load is tried again on the next render.
        formModule = null;
      },
    );
    formModule = loading;
  }
  return formModule;
}

function LoadedLeadForm(props: LeadFormProps) {
  const { LeadForm } = use(leadFormModule());
  return <LeadForm {...props} />;
}

/** A lead form in the page (not a dialog) whose code loads after the page. */
export function DeferredLeadForm(props: LeadFormProps) {
  return (
    <Suspense
      fallback={
        <p className="fc-lead-dialog__loading" role="status">
          Loading the form…
        </p>
      }
    >
      <LoadedLeadForm {...props} />
    </Suspense>
  );
}
