import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';
import { useControllable } from '../lib/use-controllable';
import './disclosure.css';

export type DisclosureProps = {
  /** The full text or content, shown when expanded. */
  children: ReactNode;
  /**
   * What shows while collapsed, already shortened by the caller (the truncation
   * lengths are rules of @forecourt/core, docs/rules.md#text-truncation). Without a preview there is
   * nothing to hide, so the full content shows and no toggle is drawn.
   */
  preview?: ReactNode;
  /** The toggle's words; they may carry visually hidden words saying what it opens. */
  moreLabel?: ReactNode;
  lessLabel?: ReactNode;
  expanded?: boolean;
  defaultExpanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  className?: string;
};

/** View more / View less for descriptions and disclaimers (docs/rules.md#text-truncation). */
export function Disclosure({
  children,
  preview,
  moreLabel = 'View more',
  lessLabel = 'View less',
  expanded,
  defaultExpanded = false,
  onExpandedChange,
  className,
}: DisclosureProps) {
  const [isExpanded, setExpanded] = useControllable(expanded, defaultExpanded, onExpandedChange);
  const id = useId();
  if (preview === undefined || preview === null) {
    return (
      <div data-slot="disclosure" className={cn('fc-disclosure', className)}>
        {children}
      </div>
    );
  }
  return (
    <div
      data-slot="disclosure"
      data-state={isExpanded ? 'open' : 'closed'}
      className={cn('fc-disclosure', className)}
    >
      <div id={id} className="fc-disclosure__content">
        {isExpanded ? children : preview}
      </div>
      <button
        type="button"
        className="fc-disclosure__toggle"
        aria-expanded={isExpanded}
        aria-controls={id}
        onClick={() => setExpanded(!isExpanded)}
      >
        {isExpanded ? lessLabel : moreLabel}
      </button>
    </div>
  );
}
