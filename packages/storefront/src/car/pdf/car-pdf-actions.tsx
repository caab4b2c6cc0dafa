import { Alert, Button } from '@forecourt/ui';
import { useState } from 'react';
import { useStorefront } from '../../context';
import './car-pdf-actions.css';

export type CarPdfActionsProps = { slug: string };

/** Hands the browser a file to save under `name`. */
function saveAs(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Car detail print / download PDF, Car PDF download by slug (saved as
 * {slug}.pdf) and PDF download failure (an alert with the error message) (docs/rules.md#car-pdf).
 */
export function CarPdfActions({ slug }: CarPdfActionsProps) {
  const { client } = useStorefront();
  const [state, setState] = useState<
    { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string }
  >({ status: 'idle' });

  async function download() {
    setState({ status: 'loading' });
    try {
      saveAs(await client.carPdf(slug), `${slug}.pdf`);
      setState({ status: 'idle' });
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : String(error);
      setState({ status: 'error', message });
    }
  }

  return (
    <div className="fc-car-pdf" data-slot="car-pdf">
      <div className="fc-car-pdf__buttons">
        <Button variant="outline" size="sm" onClick={() => window.print()}>
          Print
        </Button>
        <Button
          variant="outline"
          size="sm"
          loading={state.status === 'loading'}
          onClick={() => void download()}
        >
          Download PDF
        </Button>
      </div>
      {state.status === 'error' ? <Alert tone="danger">{state.message}</Alert> : null}
    </div>
  );
}
