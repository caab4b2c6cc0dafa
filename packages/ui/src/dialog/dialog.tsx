import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { CloseIcon } from './close-icon';
import './dialog.css';

/** Root: `open` / `defaultOpen` / `onOpenChange`, as Radix. */
export const Dialog = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export type DialogContentProps = Omit<ComponentProps<typeof RadixDialog.Content>, 'title'> & {
  /** Every dialog is named by a visible title (docs/rules.md#lead-form: Enquiry, Book a Test Drive…). */
  title: ReactNode;
  description?: ReactNode;
  /** Accessible name of the corner close button. */
  closeLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  /** `left`: a drawer the full height of the screen at its left edge (a phone's filters or menu). */
  side?: 'left';
};

/**
 * The modal surface: overlay, focus trapped inside while open, Escape and the
 * close button dismiss it, and focus returns to the trigger (Radix Dialog).
 */
export function DialogContent({
  title,
  description,
  closeLabel = 'Close',
  size = 'md',
  side,
  className,
  children,
  onEscapeKeyDown,
  ...props
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fc-dialog-overlay" data-slot="dialog-overlay" />
      <RadixDialog.Content
        data-slot="dialog"
        data-size={size}
        data-side={side}
        className={cn('fc-dialog', className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
        onEscapeKeyDown={(event) => {
          // Escape in a combobox whose list is open closes that list (the combobox's
          // own key), not the dialog around it.
          const target = event.target;
          if (
            target instanceof Element &&
            target.closest('[role="combobox"][aria-expanded="true"]')
          ) {
            event.preventDefault();
          }
          onEscapeKeyDown?.(event);
        }}
      >
        <div className="fc-dialog__header">
          <RadixDialog.Title className="fc-dialog__title">{title}</RadixDialog.Title>
          <RadixDialog.Close className="fc-dialog__close" aria-label={closeLabel}>
            <CloseIcon />
          </RadixDialog.Close>
        </div>
        {description ? (
          <RadixDialog.Description className="fc-dialog__description">
            {description}
          </RadixDialog.Description>
        ) : null}
        <div className="fc-dialog__body">{children}</div>
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}
