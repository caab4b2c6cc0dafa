import type { LeadSubmission } from '@forecourt/core';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  type LeadFormInput,
  leadFormMachine,
  leadFormView,
  type TrackLeadParams,
} from '../lead-form/leadFormMachine';
import {
  type KeyValueStorage,
  type Logger,
  logImplementation,
  storageImplementations,
} from './implementations';

export type UseLeadFormOptions = LeadFormInput & {
  /** The shared lead sender (SPEC §7): resolves with the answer, rejects on a network error. */
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
  const [snapshot, send] = useMachine(
    leadFormMachine.provide({
      actors: { submitLead: fromPromise(({ input: submission }) => submitLead(submission)) },
      actions: {
        track: (_, params) => track(params),
        navigate: (_, { to }) => navigate(to),
        writeStorage: storageImplementations(storage).actions.writeStorage,
        ...logImplementation(logger),
      },
    }),
    { input },
  );
  return {
    ...leadFormView(snapshot),
    status: snapshot.value,
    values: snapshot.context.values,
    change: (name: string, value: unknown) => send({ type: 'field.change', name, value }),
    next: () => send({ type: 'step.next' }),
    back: () => send({ type: 'step.back' }),
  };
}
