import {
  cleanQuery,
  DEFAULT_HITS_PER_PAGE,
  type FacetName,
  type NumericRange,
  type PublicSearchResult,
  placedSearchState,
  type RangeFacet,
  type RangeRefinements,
  rangeFacets,
  readSearchState,
  type SearchRequest,
  type SearchState,
  type SliderRange,
  type SortKey,
  searchStateToRequest,
  setSliderMax,
  setSliderMin,
  sliderRange,
  sliderRounding,
  sliderStep,
  type TermFacet,
  unplacedSearchState,
} from '@forecourt/core';
import { type SearchUrlOptions, searchStateFromUrl, searchStateToUrl } from '@forecourt/search';
import { assign, cancel, enqueueActions, fromPromise, raise, setup } from 'xstate';
import { type LogParams, silentLog } from '../shared/logger';

/** Debounce: search box 300 ms, sliders 400 ms (docs/rules.md#search-state). */
export const QUERY_DEBOUNCE_MS = 300;
export const SLIDER_DEBOUNCE_MS = 400;

export type SearchInput = {
  /** The URL the page was opened at (path and query), read through the search URL codec. */
  url: string;
  urlOptions?: SearchUrlOptions;
  /** The site's configured page size (docs/rules.md#search-request: 21 by default). */
  hitsPerPage?: number;
  /** Results rendered on the server for this URL: shown at once, no first request. */
  initialResult?: PublicSearchResult | null;
};

export type SearchContext = {
  state: SearchState;
  /** The last good answer. It stays shown while loading and after an error (docs/rules.md#search-state). */
  result: PublicSearchResult | null;
  error: unknown;
  /** What the search box shows while the 300 ms debounce runs. */
  draftQuery: string;
  /** Slider positions not yet committed (the 400 ms debounce). */
  pendingRanges: RangeRefinements;
  urlOptions: SearchUrlOptions;
  hitsPerPage: number;
};

export type SliderThumb = 'min' | 'max';

/** Events that change what is searched; each resets the page except `page.change`. */
export type SearchRefineEvent =
  | { type: 'query.submit'; query?: string }
  | { type: 'filter.refine'; facet: TermFacet; value: string }
  | { type: 'filter.set'; facet: TermFacet; values: readonly string[] }
  | { type: 'filter.clear'; facet?: FacetName }
  | { type: 'range.commit' }
  /** A whole range at once, not by a slider's thumb (a tow vehicle's capacity on the ATM). */
  | { type: 'range.set'; facet: RangeFacet; range: NumericRange }
  | { type: 'sort.change'; sortBy: SortKey }
  | { type: 'page.change'; page: number }
  /**
   * The shopper's postcode (docs/rules.md#place-in-search): results are measured from it,
   * nearest first unless another order was chosen. `query`: the words searched with it
   * (the query without the words that named the place, which the place's chip now stands for).
   */
  | { type: 'place.set'; near: string; query?: string }
  /** The place's chip removed: search this query, with no place and not nearest first. */
  | { type: 'place.clear'; query: string };

export type SearchEvent =
  | SearchRefineEvent
  | { type: 'query.change'; query: string }
  | { type: 'range.change'; facet: RangeFacet; thumb: SliderThumb; value: number }
  /** The browser moved through history (back/forward): show that URL's search, without routing. */
  | { type: 'url.change'; url: string }
  | { type: 'retry' };

function toggle(values: readonly string[] | undefined, value: string): string[] {
  const list = values ?? [];
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

function withoutKey<T extends object>(record: T, key: PropertyKey): T {
  const out = { ...record } as Record<PropertyKey, unknown>;
  delete out[key];
  return out as T;
}

const isRangeFacet = (facet: FacetName): facet is RangeFacet =>
  (rangeFacets as readonly string[]).includes(facet);

/**
 * The search state a refinement asks for. Changing a filter, the query
 * or the sort starts again from page 1 (docs/rules.md#search-state). The result goes through core's search
 * state schema, which cleans and clamps whatever the event carried.
 */
export function nextSearchState(context: SearchContext, event: SearchRefineEvent): SearchState {
  // Typing or dragging still inside its debounce counts: a click elsewhere
  // commits it rather than throwing it away.
  const state: SearchState = {
    ...context.state,
    query: cleanQuery(context.draftQuery),
    ranges: { ...context.state.ranges, ...context.pendingRanges },
  };
  const fromPage1 = (over: Partial<SearchState>): SearchState =>
    readSearchState({ ...state, ...over, page: 1 });
  switch (event.type) {
    case 'query.submit':
      return fromPage1({ query: cleanQuery(event.query ?? context.draftQuery) });
    case 'filter.refine':
      return fromPage1({
        refinements: {
          ...state.refinements,
          [event.facet]: toggle(state.refinements[event.facet], event.value),
        },
      });
    case 'filter.set':
      return fromPage1({ refinements: { ...state.refinements, [event.facet]: [...event.values] } });
    case 'filter.clear': {
      const { facet } = event;
      if (facet === undefined) return fromPage1({ refinements: {}, ranges: {} });
      return isRangeFacet(facet)
        ? fromPage1({ ranges: withoutKey(state.ranges, facet) })
        : fromPage1({ refinements: withoutKey(state.refinements, facet) });
    }
    case 'range.commit':
      return fromPage1({});
    case 'range.set':
      return fromPage1({ ranges: { ...state.ranges, [event.facet]: event.range } });
    case 'sort.change':
      return fromPage1({ sortBy: event.sortBy });
    case 'page.change':
      return readSearchState({ ...state, page: event.page });
    case 'place.set': {
      const placed = placedSearchState(state, event.near);
      return fromPage1(event.query === undefined ? placed : { ...placed, query: event.query });
    }
    case 'place.clear':
      return fromPage1({ ...unplacedSearchState(state), near: undefined, query: event.query });
    default:
      return event satisfies never;
  }
}

export function searchUrlOf(context: Pick<SearchContext, 'urlOptions'>, state: SearchState) {
  return searchStateToUrl(state, context.urlOptions);
}

/** The navigate action's params: the URL of the state just applied. */
const urlOfState = ({ context }: { context: SearchContext }) => ({
  url: searchUrlOf(context, context.state),
});

export type SliderView = {
  range: SliderRange;
  values: SliderRange;
  step: number;
};

/**
 * A slider's range (facet stats of the last good answer, else 0..100000, widened
 * to the rounding for price and km), its thumbs (pending, else the refinement,
 * else the range ends) and its step (docs/rules.md#sliders).
 */
export function sliderView(context: SearchContext, facet: RangeFacet): SliderView {
  const rounding = sliderRounding(facet);
  const range = sliderRange(context.result?.facetStats[facet], rounding);
  const chosen: NumericRange | undefined =
    context.pendingRanges[facet] ?? context.state.ranges[facet];
  return {
    range,
    values: { min: chosen?.min ?? range.min, max: chosen?.max ?? range.max },
    step: sliderStep(range, rounding),
  };
}

/**
 * Every refine event (SearchRefineEvent) takes this one transition: when it
 * changes the search, apply it, drop the debounces it supersedes, go to its URL
 * and search again.
 */
const refine = {
  guard: 'changesSearch',
  target: '.loading',
  reenter: true,
  actions: [
    'applyRefinement',
    cancel<SearchContext, SearchEvent, undefined, SearchEvent>('queryDebounce'),
    cancel<SearchContext, SearchEvent, undefined, SearchEvent>('sliderDebounce'),
    { type: 'navigate', params: urlOfState },
  ],
} as const;

/**
 * Search state: loading, hasData, hasError (docs/rules.md#search-state). The last good hits, counts
 * and facets stay in context while loading and after an error. Every refinement
 * resets the page (except paging itself), goes to the URL the search codec
 * writes through the injected `navigate` action and asks the injected `search`
 * actor again; entering `loading` again stops the request before it, so an
 * answer that arrives after a newer request is dropped. The query is debounced
 * 300 ms and sliders 400 ms (named delays). Slider attempts past the range are
 * clamped with core's slider rules and only logged. `url.change` (back/forward)
 * restores the state of that URL without routing again.
 */
export const searchMachine = setup({
  types: {
    context: {} as SearchContext,
    events: {} as SearchEvent,
    input: {} as SearchInput,
  },
  actors: {
    search: fromPromise<PublicSearchResult, SearchRequest>(async () => {
      throw new Error('searchMachine: provide the search actor');
    }),
  },
  delays: {
    queryDebounce: QUERY_DEBOUNCE_MS,
    sliderDebounce: SLIDER_DEBOUNCE_MS,
  },
  actions: {
    navigate: (_, _params: { url: string }) => {},
    log: silentLog,
    applyRefinement: assign(({ context, event }) => {
      if (!isRefineEvent(event)) return {};
      const state = nextSearchState(context, event);
      return { state, draftQuery: state.query, pendingRanges: {} };
    }),
  },
  guards: {
    changesSearch: ({ context, event }) =>
      isRefineEvent(event) &&
      searchUrlOf(context, nextSearchState(context, event)) !== searchUrlOf(context, context.state),
    hasInitialResult: ({ context }) => context.result !== null,
  },
}).createMachine({
  id: 'search',
  context: ({ input }) => {
    const urlOptions = input.urlOptions ?? {};
    const state = searchStateFromUrl(input.url, urlOptions);
    return {
      state,
      result: input.initialResult ?? null,
      error: null,
      draftQuery: state.query,
      pendingRanges: {},
      urlOptions,
      hitsPerPage: input.hitsPerPage ?? DEFAULT_HITS_PER_PAGE,
    };
  },
  initial: 'starting',
  on: {
    'query.change': {
      actions: [
        assign({ draftQuery: ({ event }) => event.query }),
        cancel('queryDebounce'),
        raise(({ event }) => ({ type: 'query.submit' as const, query: event.query }), {
          id: 'queryDebounce',
          delay: 'queryDebounce',
        }),
      ],
    },
    'query.submit': refine,
    'filter.refine': refine,
    'filter.set': refine,
    'filter.clear': refine,
    'range.commit': refine,
    'range.set': refine,
    'sort.change': refine,
    'page.change': refine,
    'place.set': refine,
    'place.clear': refine,
    'range.change': {
      actions: [
        enqueueActions(({ context, event, enqueue }) => {
          const view = sliderView(context, event.facet);
          const set = event.thumb === 'min' ? setSliderMin : setSliderMax;
          const change = set(view.values, event.value, view.range, sliderRounding(event.facet));
          enqueue.assign({
            pendingRanges: { ...context.pendingRanges, [event.facet]: change.values },
          });
          // An attempt past the range, or a value that is not a
          // number, is logged only; the shopper sees no message (docs/rules.md#search-state).
          if (change.outOfRange || Number.isNaN(event.value)) {
            enqueue({
              type: 'log',
              params: {
                level: 'info',
                message: `search: slider ${event.facet} ${event.thumb} ${event.value} is outside ${view.range.min}..${view.range.max}`,
                data: { facet: event.facet, thumb: event.thumb, value: event.value },
              },
            });
          }
        }),
        cancel('sliderDebounce'),
        raise({ type: 'range.commit' }, { id: 'sliderDebounce', delay: 'sliderDebounce' }),
      ],
    },
    'url.change': {
      target: '.loading',
      reenter: true,
      actions: [
        cancel('queryDebounce'),
        cancel('sliderDebounce'),
        assign(({ context, event }) => {
          const state = searchStateFromUrl(event.url, context.urlOptions);
          return { state, draftQuery: state.query, pendingRanges: {} };
        }),
      ],
    },
  },
  states: {
    starting: {
      always: [{ guard: 'hasInitialResult', target: 'hasData' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => searchStateToRequest(context.state, context.hitsPerPage),
        onDone: {
          target: 'hasData',
          actions: assign({ result: ({ event }) => event.output, error: null }),
        },
        onError: {
          target: 'hasError',
          actions: [
            assign({ error: ({ event }) => event.error }),
            {
              type: 'log',
              params: ({ event }) =>
                ({
                  level: 'error',
                  message: 'search: request failed',
                  data: event.error,
                }) satisfies LogParams,
            },
          ],
        },
      },
    },
    hasData: {},
    hasError: {
      on: { retry: 'loading' },
    },
  },
});

function isRefineEvent(event: SearchEvent): event is SearchRefineEvent {
  switch (event.type) {
    case 'query.submit':
    case 'filter.refine':
    case 'filter.set':
    case 'filter.clear':
    case 'range.commit':
    case 'range.set':
    case 'sort.change':
    case 'page.change':
    case 'place.set':
    case 'place.clear':
      return true;
    default:
      return false;
  }
}
