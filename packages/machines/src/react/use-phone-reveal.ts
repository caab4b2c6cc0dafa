import type { PhoneRevealLog } from '@forecourt/core';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  type PhoneRevealInput,
  phoneRevealMachine,
  phoneRevealView,
} from '../phone-reveal/phone-reveal-machine';
import { type Logger, logImplementation } from './implementations';
import { latestLogger, useProvidedMachine } from './provided-machine';

export type UsePhoneRevealOptions = PhoneRevealInput & {
  /** The phone reveal log call (docs/rules.md#phone-reveal). */
  logReveal: (payload: PhoneRevealLog) => Promise<unknown>;
  logger?: Logger;
};

export function usePhoneReveal({ logReveal, logger, ...input }: UsePhoneRevealOptions) {
  const machine = useProvidedMachine({ logReveal, logger }, (latest) =>
    phoneRevealMachine.provide({
      actors: {
        logReveal: fromPromise(
          async ({ input: payload }) => void (await latest.current.logReveal(payload)),
        ),
      },
      actions: logImplementation(latestLogger(latest)),
    }),
  );
  const [snapshot, send] = useMachine(machine, { input });
  return { ...phoneRevealView(snapshot), reveal: () => send({ type: 'reveal' }) };
}
