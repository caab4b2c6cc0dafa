import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  type NearestLocationAnswer,
  nearestLocationMachine,
  nearestLocationView,
} from '../nearest-location/nearest-location-machine';
import { type Logger, logImplementation } from './implementations';

export type UseNearestLocationOptions = {
  /** The postcode lookup (SPEC §7 Postcode geocoding), through the app's API client. */
  geocode: (postcode: string) => Promise<NearestLocationAnswer>;
  logger?: Logger;
};

export function useNearestLocation({ geocode, logger }: UseNearestLocationOptions) {
  const [snapshot, send] = useMachine(
    nearestLocationMachine.provide({
      actors: { geocode: fromPromise(({ input }) => geocode(input.postcode)) },
      actions: logImplementation(logger),
    }),
  );
  return {
    ...nearestLocationView(snapshot),
    change: (value: string) => send({ type: 'postcode.change', value }),
    submit: () => send({ type: 'postcode.submit' }),
    clear: () => send({ type: 'postcode.clear' }),
  };
}
