import { type ItemType, truncateDescription, VIEW_MORE_LABEL, vehicleWords } from '@forecourt/core';
import { lazy, Suspense, useState } from 'react';
import { CarDescriptionView } from './car-description-view';
import './car-description.css';

export type CarDescriptionProps = {
  text: string | null;
  /** What the text describes: 'About this car', or 'About this caravan' for a caravan. */
  itemType?: ItemType;
  /** The section heading, in place of 'About this {car or caravan}'. */
  heading?: string;
};

// The disclosure machine (and XState) load at the first View more, not with the
// page; until then core's truncation draws the cut text exactly as
// the machine would.
const loadLive = () => import('./car-description-live');
const CarDescriptionLive = lazy(loadLive);

/**
 * Text: a description over 200 characters shows its first 160 with View
 * more, and View less folds it again (the disclosure machine applies the core's
 * truncation) (docs/rules.md#text-truncation). A car without a description draws nothing.
 */
export function CarDescription({
  text,
  itemType = 'car',
  heading = `About this ${vehicleWords(itemType).one.toLowerCase()}`,
}: CarDescriptionProps) {
  const [opened, setOpened] = useState(false);
  if (!text?.trim()) return null;
  const cut = truncateDescription(text);
  const closed = (
    <CarDescriptionView
      heading={heading}
      text={cut.truncated ? cut.text : text}
      toggleLabel={cut.truncated ? VIEW_MORE_LABEL : null}
      expanded={!cut.truncated}
      onToggle={() => setOpened(true)}
      onPointerEnter={() => void loadLive().catch(() => {})}
    />
  );
  if (!opened) return closed;
  return (
    <Suspense fallback={closed}>
      <CarDescriptionLive text={text} heading={heading} openOnMount />
    </Suspense>
  );
}
