import { cva, type VariantProps } from 'class-variance-authority';
import { Toast as RadixToast } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { CloseIcon } from '../dialog/close-icon';
import { cn } from '../lib/cn';
import './toast.css';

export const alertVariants = cva('fc-alert', {
  variants: {
    tone: {
      info: 'fc-alert--info',
      success: 'fc-alert--success',
      warning: 'fc-alert--warning',
      danger: 'fc-alert--danger',
    },
  },
  defaultVariants: { tone: 'info' },
});

type Tone = NonNullable<VariantProps<typeof alertVariants>['tone']>;

export type AlertProps = Omit<ComponentProps<'div'>, 'title'> & {
  tone?: Tone;
  title?: ReactNode;
};

/**
 * An inline message. Errors are announced at once (role="alert"), other tones
 * politely (role="status"), e.g. the banner above the submit button with the
 * server's message (docs/rules.md#submit-failure).
 */
export function Alert({ tone = 'info', title, className, children, ...props }: AlertProps) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      data-slot="alert"
      data-tone={tone}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    >
      {title ? <p className="fc-alert__title">{title}</p> : null}
      {children ? <div className="fc-alert__body">{children}</div> : null}
    </div>
  );
}

/** Wrap the app once; toasts render into the viewport it provides. */
export function ToastProvider({
  children,
  label = 'Notifications',
  duration = 5000,
}: {
  children: ReactNode;
  label?: string;
  duration?: number;
}) {
  return (
    <RadixToast.Provider label={label} duration={duration}>
      {children}
      <RadixToast.Viewport className="fc-toast-viewport" />
    </RadixToast.Provider>
  );
}

export type ToastProps = {
  title: ReactNode;
  description?: ReactNode;
  tone?: Tone;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  duration?: number;
  closeLabel?: string;
};

/** A transient notice (e.g. 'Added to favourites') over Radix Toast. */
export function Toast({
  title,
  description,
  tone = 'info',
  closeLabel = 'Close',
  ...props
}: ToastProps) {
  return (
    <RadixToast.Root
      data-slot="toast"
      data-tone={tone}
      type={tone === 'danger' ? 'foreground' : 'background'}
      className={cn(alertVariants({ tone }), 'fc-toast')}
      {...props}
    >
      <RadixToast.Title className="fc-alert__title">{title}</RadixToast.Title>
      {description ? (
        <RadixToast.Description className="fc-alert__body">{description}</RadixToast.Description>
      ) : null}
      <RadixToast.Close className="fc-toast__close" aria-label={closeLabel}>
        <CloseIcon />
      </RadixToast.Close>
    </RadixToast.Root>
  );
}
