import {
  type FacetValue,
  HIDE_EXTRA_MAKES_LABEL,
  MAKES_BEFORE_EXPANSION,
  SHOW_ALL_MAKES_LABEL,
} from '@forecourt/core';
import { assign, setup } from 'xstate';

export type MakeListInput = { makes: readonly FacetValue[] };

export type MakeListContext = {
  makes: readonly FacetValue[];
  /** Makes whose 'Select models' list is open. */
  openModels: readonly string[];
};

export type MakeListEvent =
  | { type: 'toggle' }
  | { type: 'makes.change'; makes: readonly FacetValue[] }
  | { type: 'models.toggle'; make: string };

/**
 * The make list shows 7 makes and a 'Show all makes' / 'Hide extra
 * makes' toggle when there are more; each make opens its own 'Select models'
 * list (docs/rules.md#make-list). New facet values (after a search) keep the expansion the shopper chose
 * unless the list has become short enough to need no toggle.
 */
export const makeListMachine = setup({
  types: {
    context: {} as MakeListContext,
    events: {} as MakeListEvent,
    input: {} as MakeListInput,
  },
  guards: {
    fits: (_, params: { count: number }) => params.count <= MAKES_BEFORE_EXPANSION,
  },
  actions: {
    toggleModels: assign({
      openModels: ({ context, event }) => {
        if (event.type !== 'models.toggle') return context.openModels;
        return context.openModels.includes(event.make)
          ? context.openModels.filter((m) => m !== event.make)
          : [...context.openModels, event.make];
      },
    }),
    setMakes: assign({
      makes: ({ context, event }) => (event.type === 'makes.change' ? event.makes : context.makes),
      // A make that left the list cannot keep its models open.
      openModels: ({ context, event }) =>
        event.type === 'makes.change'
          ? context.openModels.filter((m) => event.makes.some((f) => f.value === m))
          : context.openModels,
    }),
  },
}).createMachine({
  id: 'makeList',
  context: ({ input }) => ({ makes: input.makes, openModels: [] }),
  initial: 'measuring',
  on: { 'models.toggle': { actions: 'toggleModels' } },
  states: {
    measuring: {
      always: [
        {
          guard: { type: 'fits', params: ({ context }) => ({ count: context.makes.length }) },
          target: 'short',
        },
        { target: 'collapsed' },
      ],
    },
    short: {
      on: { 'makes.change': { target: 'measuring', actions: 'setMakes' } },
    },
    collapsed: {
      on: {
        toggle: 'expanded',
        'makes.change': { target: 'measuring', actions: 'setMakes' },
      },
    },
    expanded: {
      on: {
        toggle: 'collapsed',
        'makes.change': [
          {
            guard: { type: 'fits', params: ({ event }) => ({ count: event.makes.length }) },
            target: 'short',
            actions: 'setMakes',
          },
          { actions: 'setMakes' },
        ],
      },
    },
  },
});

export type MakeListView = {
  visible: readonly FacetValue[];
  toggleLabel: typeof SHOW_ALL_MAKES_LABEL | typeof HIDE_EXTRA_MAKES_LABEL | null;
};

export function makeListView(snapshot: {
  context: MakeListContext;
  matches: (state: 'collapsed' | 'expanded') => boolean;
}): MakeListView {
  const { makes } = snapshot.context;
  if (snapshot.matches('collapsed')) {
    return { visible: makes.slice(0, MAKES_BEFORE_EXPANSION), toggleLabel: SHOW_ALL_MAKES_LABEL };
  }
  if (snapshot.matches('expanded')) return { visible: makes, toggleLabel: HIDE_EXTRA_MAKES_LABEL };
  return { visible: makes, toggleLabel: null };
}
