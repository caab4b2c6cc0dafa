import { useDisclosure } from '@forecourt/machines/react';
import { useEffect, useRef } from 'react';
import { CarDescriptionView } from './car-description-view';

export type CarDescriptionLiveProps = {
  text: string;
  heading: string;
  /** Open as soon as the machine starts: the shopper already pressed View more. */
  openOnMount?: boolean;
};

/** The description over the disclosure machine (a chunk of its own: see CarDescription). */
export default function CarDescriptionLive({
  text,
  heading,
  openOnMount = false,
}: CarDescriptionLiveProps) {
  const view = useDisclosure({ text, kind: 'description' });
  const { toggle } = view;
  const started = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (openOnMount && !started.current) {
      started.current = true;
      toggle();
      // The shopper's View more was replaced by this one: keep their focus on it.
      button.current?.focus();
    }
  }, [openOnMount, toggle]);
  return (
    <CarDescriptionView
      heading={heading}
      text={view.text}
      toggleLabel={view.toggleLabel}
      expanded={view.expanded}
      onToggle={toggle}
      toggleRef={button}
    />
  );
}
