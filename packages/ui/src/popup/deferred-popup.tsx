import { lazy, Suspense } from 'react';
import type { PopupProps } from './popup';

// The popup's code (Radix Dialog and its focus trap) is fetched when a popup is to be
// shown, not with every page (docs/decisions/0007-page-budgets-and-deferred-code.md): most pages of most sites have none.
const LazyPopup = lazy(() => import('./popup').then((module) => ({ default: module.Popup })));

export type DeferredPopupProps = PopupProps;

/** `Popup`, loaded when first rendered; until then it draws nothing. */
export function DeferredPopup(props: DeferredPopupProps) {
  return (
    <Suspense fallback={null}>
      <LazyPopup {...props} />
    </Suspense>
  );
}
