import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  type NearestLocationAnswer,
  nearestLocationMachine,
  nearestLocationView,
} from '../nearest-location/nearest-location-machine';
import { type Logger, logImplementation } from './implementations';
import { latestLogger, useProvidedMachine } from './provided-machine';

export type UseNearestLocationOptions = {
  /** The postcode lookup (docs/rules.md#postcode), through the app's API client. */
  geocode: (postcode: string) => Promise<NearestLocationAnswer>;
  logger?: Logger;
};

export function useNearestLocation({ geocode, logger }: UseNearestLocationOptions) {
  const machine = useProvidedMachine({ geocode, logger }, (latest) =>
    nearestLocationMachine.provide({
      actors: { geocode: fromPromise(({ input }) => latest.current.geocode(input.postcode)) },
      actions: logImplementation(latestLogger(latest)),
    }),
  );
  const [snapshot, send] = useMachine(machine);
  return {
    ...nearestLocationView(snapshot),
    change: (value: string) => send({ type: 'postcode.change', value }),
    submit: () => send({ type: 'postcode.submit' }),
    clear: () => send({ type: 'postcode.clear' }),
  };
}
