import { estimateDisclaimer, type FinanceDisclaimerAnswer } from '@forecourt/core';
import { Button, DeferredDialog, preloadDialog } from '@forecourt/ui';
import { useState } from 'react';
import { useStorefront } from '../context';
import './finance.css';

export type FinanceDisclaimerButtonProps = {
  /** The car whose disclaimer is fetched (docs/rules.md#finance-disclaimer); null shows `fallback` alone. */
  carId: string | null;
  /** What the page already knows (the standard text or the lender's): shown until the answer comes, and if it fails. */
  fallback: string;
  label?: string;
  className?: string;
};

type Loaded =
  | { status: 'idle' | 'loading' | 'failed' }
  | { status: 'ready'; answer: FinanceDisclaimerAnswer };

/**
 * Modals (finance disclaimer) and (finance disclaimer fetch per car
 * id): a link-styled button that opens the disclaimer dialog and fetches the
 * car's disclaimer through the storefront's client the first time it opens (docs/rules.md#finance-disclaimer). The
 * dialog takes focus and gives it back to the button when it closes. A failed
 * fetch is logged and the text the page already had stands.
 */
export function FinanceDisclaimerButton({
  carId,
  fallback,
  label = 'Finance disclaimer',
  className,
}: FinanceDisclaimerButtonProps) {
  const { client, logger } = useStorefront();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'idle' });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next || carId === null || loaded.status === 'ready' || loaded.status === 'loading') {
      return;
    }
    setLoaded({ status: 'loading' });
    client.financeDisclaimer(carId).then(
      (answer) => setLoaded({ status: 'ready', answer }),
      (error: unknown) => {
        logger({ level: 'error', message: 'finance disclaimer fetch failed', data: error });
        setLoaded({ status: 'failed' });
      },
    );
  };

  const answer = loaded.status === 'ready' ? loaded.answer : null;
  const rates = answer?.rate
    ? `Interest rate ${answer.rate} p.a.${answer.comparison_rate ? `, comparison rate ${answer.comparison_rate}` : ''}.`
    : null;
  return (
    <>
      <Button
        variant="link"
        size="sm"
        className={['fc-finance-disclaimer__button', className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        data-slot="finance-disclaimer-button"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => onOpenChange(true)}
      >
        {label}
      </Button>
      <DeferredDialog open={open} onOpenChange={onOpenChange} title="Finance disclaimer" size="sm">
        <div
          className="fc-finance-disclaimer"
          data-slot="finance-disclaimer"
          data-state={loaded.status}
          aria-busy={loaded.status === 'loading'}
        >
          {rates ? <p className="fc-finance-disclaimer__rates">{rates}</p> : null}
          <p className="fc-finance-disclaimer__text">
            {/* A comparison rate quoted here brings its basis and warning (docs/rules.md#finance-disclaimer). */}
            {answer
              ? estimateDisclaimer(answer.disclaimer, answer.comparison_rate !== null)
              : fallback}
          </p>
        </div>
      </DeferredDialog>
    </>
  );
}
