import type { LeadSubmission } from '@forecourt/core';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  type LeadFormInput,
  leadFormMachine,
  leadFormView,
  type TrackLeadParams,
} from '../lead-form/lead-form-machine';
import {
  type KeyValueStorage,
  type Logger,
  logImplementation,
  storageImplementations,
} from './implementations';
import { latestLogger, latestStorage, useProvidedMachine } from './provided-machine';

export type UseLeadFormOptions = LeadFormInput & {
  /** The shared lead sender (docs/rules.md#lead-form): resolves with the answer, rejects on a network error. */
  submitLead: (submission: LeadSubmission) => Promise<unknown>;
  track: (params: TrackLeadParams) => void;
  navigate: (to: string) => void;
  storage: KeyValueStorage | null | undefined;
  logger?: Logger;
};

export function useLeadForm({
  submitLead,
  track,
  navigate,
  storage,
  logger,
  ...input
}: UseLeadFormOptions) {
  const machine = useProvidedMachine({ submitLead, track, navigate, storage, logger }, (latest) =>
    leadFormMachine.provide({
      actors: {
        submitLead: fromPromise(({ input: submission }) => latest.current.submitLead(submission)),
      },
      actions: {
        track: (_, params) => latest.current.track(params),
        navigate: (_, { to }) => latest.current.navigate(to),
        writeStorage: storageImplementations(latestStorage(latest)).actions.writeStorage,
        ...logImplementation(latestLogger(latest)),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input });
  return {
    ...leadFormView(snapshot),
    status: snapshot.value,
    /**
     * Next, or submit on the last step, with the form's values. `step` is the step
     * they were checked on: a second Next from a step already left is ignored.
     */
    next: (values?: Record<string, unknown>, step?: number) =>
      send({ type: 'step.next', values, step }),
    back: () => send({ type: 'step.back' }),
  };
}
