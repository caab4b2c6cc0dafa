import { Dialog as RadixDialog } from 'radix-ui';
import { CloseIcon } from '../dialog/close-icon';
import { cn } from '../lib/cn';
import '../dialog/dialog.css';
import './popup.css';

export type PopupProps = {
  title: string;
  description?: string;
  image?: { src: string; alt: string };
  buttonText?: string;
  href?: string;
  /** The popup is open by default (docs/rules.md#popup). */
  defaultOpen?: boolean;
  open?: boolean;
  /** Called with false when the shopper closes it, so the caller can store the flag. */
  onOpenChange?: (open: boolean) => void;
  closeLabel?: string;
  className?: string;
};

/**
 * Promotional popup (docs/rules.md#popup): image, title, description and one link
 * button; at most 600px wide and 80vh tall with a 40vh image area. Whether it
 * shows at all (mounted, not expired, not dismissed) is decided by the caller.
 */
export function Popup({
  title,
  description,
  image,
  buttonText,
  href,
  defaultOpen = true,
  open,
  onOpenChange,
  closeLabel = 'Close',
  className,
}: PopupProps) {
  return (
    <RadixDialog.Root
      defaultOpen={open === undefined ? defaultOpen : undefined}
      open={open}
      onOpenChange={onOpenChange}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fc-dialog-overlay" />
        <RadixDialog.Content
          data-slot="popup"
          className={cn('fc-popup', className)}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {image ? (
            <div className="fc-popup__image" data-slot="popup-image">
              {/* Never ahead of the page's own largest picture. */}
              <img src={image.src} alt={image.alt} fetchPriority="low" decoding="async" />
            </div>
          ) : null}
          <div className="fc-popup__body">
            <RadixDialog.Title className="fc-popup__title">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="fc-popup__description">
                {description}
              </RadixDialog.Description>
            ) : null}
            {buttonText && href ? (
              <a className="fc-button fc-button--primary fc-button--md" href={href}>
                {buttonText}
              </a>
            ) : null}
          </div>
          <RadixDialog.Close className="fc-dialog__close fc-popup__close" aria-label={closeLabel}>
            <CloseIcon />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
