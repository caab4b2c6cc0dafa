import type { SearchSuggestions } from '@forecourt/core';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { suggestionsMachine } from '../search-suggestions/suggestions-machine';
import { type Logger, logImplementation } from './implementations';
import { latestLogger, useProvidedMachine } from './provided-machine';

export type UseSearchSuggestionsOptions = {
  /** The suggestions call (GET /api/suggest). */
  suggest: (input: string) => Promise<SearchSuggestions>;
  logger?: Logger;
};

export function useSearchSuggestions({ suggest, logger }: UseSearchSuggestionsOptions) {
  const machine = useProvidedMachine({ suggest, logger }, (latest) =>
    suggestionsMachine.provide({
      actors: { suggest: fromPromise(({ input }) => latest.current.suggest(input)) },
      actions: logImplementation(latestLogger(latest)),
    }),
  );
  const [snapshot, send] = useMachine(machine);
  return {
    suggestions: snapshot.context.suggestions,
    /** Tell it what the box holds after each key. */
    change: (input: string) => send({ type: 'input.change', input }),
    close: () => send({ type: 'close' }),
  };
}
