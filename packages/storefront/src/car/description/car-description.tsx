import { useDisclosure } from '@forecourt/machines/react';
import { useId } from 'react';
import './car-description.css';

export type CarDescriptionProps = {
  text: string | null;
  /** The section heading; 'About this car' by default. */
  heading?: string;
};

/**
 * SPEC §9 Text: a description over 200 characters shows its first 160 with View
 * more, and View less folds it again (the disclosure machine applies the core's
 * truncation). A car without a description draws nothing.
 */
export function CarDescription({ text, heading = 'About this car' }: CarDescriptionProps) {
  const view = useDisclosure({ text, kind: 'description' });
  const headingId = useId();
  const contentId = useId();
  if (!text?.trim()) return null;
  return (
    <section
      className="fc-car-description"
      data-slot="car-description"
      data-state={view.toggleLabel === null ? 'whole' : view.expanded ? 'open' : 'closed'}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="fc-car-description__heading">
        {heading}
      </h2>
      <p id={contentId} className="fc-car-description__text">
        {view.expanded ? view.text : `${view.text.trimEnd()}…`}
      </p>
      {view.toggleLabel ? (
        <button
          type="button"
          className="fc-car-description__toggle"
          aria-expanded={view.expanded}
          aria-controls={contentId}
          onClick={view.toggle}
        >
          {view.toggleLabel}
        </button>
      ) : null}
    </section>
  );
}
