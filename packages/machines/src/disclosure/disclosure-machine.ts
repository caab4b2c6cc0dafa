import {
  type Truncated,
  truncateDescription,
  truncateDisclaimer,
  VIEW_LESS_LABEL,
  VIEW_MORE_LABEL,
} from '@forecourt/core';
import { assign, setup } from 'xstate';

/** Which truncation limit applies (docs/rules.md#text-truncation): descriptions cut to 160, disclaimers to 200. */
export type DisclosureKind = 'description' | 'disclaimer';

export type DisclosureInput = { text: string | null | undefined; kind: DisclosureKind };

export type DisclosureContext = {
  kind: DisclosureKind;
  full: string;
  cut: Truncated;
};

export type DisclosureEvent = { type: 'toggle' } | { type: 'text.change'; text: string | null };

function cutFor(kind: DisclosureKind, text: string | null | undefined): Truncated {
  switch (kind) {
    case 'description':
      return truncateDescription(text);
    case 'disclaimer':
      return truncateDisclaimer(text);
    default:
      return kind satisfies never;
  }
}

/**
 * Sections and menus / Text: descriptions and disclaimers toggle
 * between collapsed and expanded with View more / View less (docs/rules.md#text-truncation). A text short
 * enough to show whole has no toggle at all (`whole`).
 */
export const disclosureMachine = setup({
  types: {
    context: {} as DisclosureContext,
    events: {} as DisclosureEvent,
    input: {} as DisclosureInput,
  },
  guards: {
    isCut: ({ context }) => context.cut.truncated,
  },
}).createMachine({
  id: 'disclosure',
  context: ({ input }) => ({
    kind: input.kind,
    full: input.text ?? '',
    cut: cutFor(input.kind, input.text),
  }),
  initial: 'measuring',
  on: {
    'text.change': {
      target: '.measuring',
      actions: assign(({ context, event }) => ({
        full: event.text ?? '',
        cut: cutFor(context.kind, event.text),
      })),
    },
  },
  states: {
    measuring: {
      always: [{ guard: 'isCut', target: 'collapsed' }, { target: 'whole' }],
    },
    whole: {},
    collapsed: { on: { toggle: 'expanded' } },
    expanded: { on: { toggle: 'collapsed' } },
  },
});

export type DisclosureView = {
  text: string;
  /** The toggle label, or null when the text shows whole and needs no toggle. */
  toggleLabel: typeof VIEW_MORE_LABEL | typeof VIEW_LESS_LABEL | null;
  expanded: boolean;
};

/** What to draw for a snapshot of the machine. */
export function disclosureView(snapshot: {
  context: DisclosureContext;
  matches: (state: 'collapsed' | 'expanded') => boolean;
}): DisclosureView {
  const { context } = snapshot;
  if (snapshot.matches('collapsed')) {
    return { text: context.cut.text, toggleLabel: VIEW_MORE_LABEL, expanded: false };
  }
  if (snapshot.matches('expanded')) {
    return { text: context.full, toggleLabel: VIEW_LESS_LABEL, expanded: true };
  }
  return { text: context.full, toggleLabel: null, expanded: true };
}
