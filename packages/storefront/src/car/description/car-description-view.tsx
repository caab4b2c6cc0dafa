import { collapsedText } from '@forecourt/core';
import { type Ref, useId } from 'react';

export type CarDescriptionViewProps = {
  heading: string;
  /** The text as shown: cut (then an ellipsis follows) or whole. */
  text: string;
  toggleLabel: string | null;
  expanded: boolean;
  onToggle: () => void;
  onPointerEnter?: () => void;
  toggleRef?: Ref<HTMLButtonElement>;
};

/** The description section in one of its states: whole, cut with View more, or open with View less. */
export function CarDescriptionView({
  heading,
  text,
  toggleLabel,
  expanded,
  onToggle,
  onPointerEnter,
  toggleRef,
}: CarDescriptionViewProps) {
  const headingId = useId();
  const contentId = useId();
  return (
    <section
      className="fc-car-description"
      data-slot="car-description"
      data-state={toggleLabel === null ? 'whole' : expanded ? 'open' : 'closed'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="fc-car-description__heading">
        {heading}
      </h2>
      <p id={contentId} className="fc-car-description__text">
        {expanded ? text : collapsedText({ text, truncated: true })}
      </p>
      {toggleLabel ? (
        <button
          ref={toggleRef}
          type="button"
          className="fc-car-description__toggle"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={onToggle}
          onPointerEnter={onPointerEnter}
        >
          {toggleLabel}
        </button>
      ) : null}
    </section>
  );
}
