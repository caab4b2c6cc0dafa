import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { CloseIcon } from '../dialog/close-icon';
import { cn } from '../lib/cn';
import { useControllable } from '../lib/use-controllable';
import './banner.css';

export const bannerVariants = cva('fc-banner', {
  variants: {
    tone: {
      info: 'fc-banner--info',
      promo: 'fc-banner--promo',
      warning: 'fc-banner--warning',
      danger: 'fc-banner--danger',
    },
    sticky: { true: 'fc-banner--sticky' },
  },
  defaultVariants: { tone: 'info' },
});

export type BannerProps = VariantProps<typeof bannerVariants> & {
  /** The banner is a labelled region so screen-reader users can find and skip it. */
  label: string;
  children: ReactNode;
  /** A link or button, e.g. 'Book a Service' (docs/rules.md#emergency-banner). */
  action?: ReactNode;
  dismissible?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  closeLabel?: string;
  className?: string;
};

/** A page-wide message; visible until closed when dismissible (docs/rules.md#emergency-banner). */
export function Banner({
  label,
  children,
  action,
  dismissible = false,
  open,
  defaultOpen = true,
  onOpenChange,
  closeLabel = 'Close',
  tone,
  sticky,
  className,
}: BannerProps) {
  const [isOpen, setOpen] = useControllable(open, defaultOpen, onOpenChange);
  if (!isOpen) return null;
  return (
    <section
      aria-label={label}
      data-slot="banner"
      data-state="open"
      className={cn(bannerVariants({ tone, sticky }), className)}
    >
      <div className="fc-banner__message">{children}</div>
      {action ? <div className="fc-banner__action">{action}</div> : null}
      {dismissible ? (
        <button
          type="button"
          className="fc-banner__close"
          aria-label={closeLabel}
          onClick={() => setOpen(false)}
        >
          <CloseIcon />
        </button>
      ) : null}
    </section>
  );
}
