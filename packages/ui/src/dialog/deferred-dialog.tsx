import { lazy, Suspense, useRef, useState } from 'react';
import type { DialogFrameProps } from './dialog-frame';

// A dialog whose code (Radix Dialog, its focus trap and scroll lock) the
// browser fetches the first time it opens, not with the page (docs/decisions/0007-page-budgets-and-deferred-code.md): most
// shoppers never open most dialogs. Until then it renders nothing.

const loadFrame = () => import('./dialog-frame');
const LazyFrame = lazy(() => loadFrame().then((module) => ({ default: module.DialogFrame })));

/**
 * Starts fetching the dialog's code, for the control that opens it to call when
 * a shopper points at it or focuses it, so the first opening is immediate.
 */
export function preloadDialog(): void {
  void loadFrame().catch(() => {
    // The dialog's own import retries when it opens.
  });
}

export type DeferredDialogProps = DialogFrameProps;

/**
 * A controlled dialog loaded on first opening. Focus moves into it when it
 * opens and, when it closes, back to the element that had focus when it
 * opened (the control that opened it), because there is no trigger element
 * for the dialog to return to.
 */
export function DeferredDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
  ...props
}: DeferredDialogProps) {
  const [opened, setOpened] = useState(open);
  const opener = useRef<HTMLElement | null>(null);
  if (open && !opened) setOpened(true);
  if (open && typeof document !== 'undefined' && !opener.current) {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <LazyFrame
        open={open}
        onOpenChange={onOpenChange}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented) return;
          const target = opener.current;
          opener.current = null;
          if (target?.isConnected) {
            event.preventDefault();
            target.focus();
          }
        }}
        {...props}
      />
    </Suspense>
  );
}
