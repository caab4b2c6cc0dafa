import { Button, type ButtonProps } from '@forecourt/ui';
import { useState } from 'react';
import { LeadDialog } from '../lead';
import { preloadLeadForm } from '../lead/lead-dialog';
import type { LeadLocation } from './types';

export type EmailUsButtonProps = {
  location: LeadLocation;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** Add the location's name for screen readers, where several Email Us buttons share a page. */
  named?: boolean;
  className?: string;
};

/** 'Email Us' opens the enquiry dialog addressed to the location (docs/rules.md#lead-form). */
export function EmailUsButton({
  location,
  variant = 'primary',
  size = 'md',
  named = false,
  className,
}: EmailUsButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        size={size}
        className={className}
        data-action="email-us"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadLeadForm}
        onTouchStart={preloadLeadForm}
        onFocus={preloadLeadForm}
      >
        Email Us
        {named ? <span className="fc-visually-hidden"> at {location.name}</span> : null}
      </Button>
      <LeadDialog
        kind="enquiry"
        title="Email Us"
        location={location}
        car={null}
        open={open}
        onOpenChange={setOpen}
      />
    </>
  );
}
