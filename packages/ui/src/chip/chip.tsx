import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import './chip.css';

export type ChipProps = ComponentProps<'button'> & {
  /**
   * A chip that takes something away when pressed (a refinement, a word of the
   * search): it shows a cross after its text. Give it an accessible name that says
   * so ('Remove White').
   */
  removable?: boolean;
};

/**
 * A small pill-shaped button at touch size (44 px high): a refinement the shopper
 * can remove, or a toggle such as Save to favourites (with `aria-pressed`).
 */
export function Chip({ removable = false, className, children, type, ...props }: ChipProps) {
  return (
    <button
      type={type ?? 'button'}
      data-slot="chip"
      className={cn('fc-chip', className)}
      {...props}
    >
      {children}
      {removable ? (
        <span className="fc-chip__remove" aria-hidden="true">
          ×
        </span>
      ) : null}
    </button>
  );
}
