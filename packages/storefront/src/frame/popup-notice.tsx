import { usePopup } from '@forecourt/machines/react';
import { DeferredPopup } from '@forecourt/ui';
import { useStorefront } from '../context';
import type { FramePopup } from './site-notices';

// The promotional popup (SPEC §2 Screens, §4), in its own chunk: the frame loads it
// only on a site that has a popup, once the page has mounted.

/**
 * Open once the page has mounted unless it expired or the shopper closed it before
 * (the flag kept in the site's storage); closed for good when closed.
 */
export function PopupNotice({ popup }: { popup: FramePopup }) {
  const { storage } = useStorefront();
  const { open, close } = usePopup({ storage, expiry: popup.expiry, now: () => new Date() });
  if (!open) return null;
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
