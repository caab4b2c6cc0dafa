import { POPUP_CLOSED, POPUP_VISIBILITY_KEY, popupOpensOnMount } from '@forecourt/core';
import { DeferredPopup } from '@forecourt/ui';
import { useEffect, useState } from 'react';
import { useStorefront } from '../context';
import type { FramePopup } from './site-notices';

// The promotional popup (docs/rules.md#popup), in its own chunk: the frame loads it
// only on a site that has a popup, once the page has mounted. Whether it opens is
// core's rule; two states need no state machine, so the chunk carries none.

/**
 * Open once the page has mounted unless it expired or the shopper closed it before
 * (the flag kept in the site's storage); closed for good when closed. Storage that
 * throws (disabled, private mode) reads as empty and keeps nothing.
 */
export function PopupNotice({ popup }: { popup: FramePopup }) {
  const { storage } = useStorefront();
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: judged once, on mount
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = storage?.getItem(POPUP_VISIBILITY_KEY) ?? null;
    } catch {
      stored = null;
    }
    setOpen(popupOpensOnMount({ expiry: popup.expiry, stored, now: new Date() }));
  }, []);
  if (!open) return null;
  const close = () => {
    setOpen(false);
    try {
      storage?.setItem(POPUP_VISIBILITY_KEY, POPUP_CLOSED);
    } catch {
      // Nothing kept: the popup opens again on the next visit.
    }
  };
  return (
    <DeferredPopup
      open
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={popup.title}
      description={popup.description}
      image={{ src: popup.image, alt: '' }}
      buttonText={popup.buttonText}
      href={popup.link}
      closeLabel="Close"
    />
  );
}
