import type { PublicSearchResult, RangeFacet, SearchRequest } from '@forecourt/core';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  type SearchEvent,
  type SearchInput,
  searchMachine,
  sliderView,
} from '../search/search-machine';
import { type Logger, logImplementation } from './implementations';
import { latestLogger, useProvidedMachine } from './provided-machine';

export type UseSearchOptions = SearchInput & {
  search: (request: SearchRequest) => Promise<PublicSearchResult>;
  /** Routes to the search page URL the codec wrote (push a history entry). */
  navigate: (url: string) => void;
  logger?: Logger;
};

export function useSearch({ search, navigate, logger, ...input }: UseSearchOptions) {
  const machine = useProvidedMachine({ search, navigate, logger }, (latest) =>
    searchMachine.provide({
      actors: { search: fromPromise(({ input: request }) => latest.current.search(request)) },
      actions: {
        navigate: (_, { url }) => latest.current.navigate(url),
        ...logImplementation(latestLogger(latest)),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input });
  const { context } = snapshot;
  return {
    status: snapshot.value,
    state: context.state,
    result: context.result,
    query: context.draftQuery,
    slider: (facet: RangeFacet) => sliderView(context, facet),
    /** Back/forward: pass the new location (the machine does not route for it). */
    urlChanged: (url: string) => send({ type: 'url.change', url }),
    /** The same function on every render, so widgets memoised on it skip a redraw. */
    send: send as (event: SearchEvent) => void,
  };
}
