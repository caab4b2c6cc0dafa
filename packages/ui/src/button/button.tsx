import { cva, type VariantProps } from 'class-variance-authority';
import { Slot } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import './button.css';

export const buttonVariants = cva('fc-button', {
  variants: {
    variant: {
      primary: 'fc-button--primary',
      secondary: 'fc-button--secondary',
      outline: 'fc-button--outline',
      ghost: 'fc-button--ghost',
      link: 'fc-button--link',
      danger: 'fc-button--danger',
    },
    size: {
      sm: 'fc-button--sm',
      md: 'fc-button--md',
      lg: 'fc-button--lg',
    },
    fullWidth: { true: 'fc-button--full' },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Shows a spinner and disables the button (docs/rules.md#lead-form: submitting). */
    loading?: boolean;
    /** Render the single child (e.g. a link) with the button's look. */
    asChild?: boolean;
  };

/** A small rotating ring; decorative, so hidden from assistive technology. */
export function Spinner({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      aria-hidden="true"
      data-slot="spinner"
      className={cn('fc-spinner', className)}
      {...props}
    />
  );
}

export function Button({
  className,
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  asChild = false,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, fullWidth }), className);
  if (asChild) {
    return (
      <Slot.Root data-slot="button" className={classes} {...props}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      data-slot="button"
      data-loading={loading ? '' : undefined}
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <Spinner /> : null}
      {children}
    </button>
  );
}
