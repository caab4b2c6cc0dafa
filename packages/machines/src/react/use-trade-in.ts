import type { OfferAccepted, ValuationSave } from '@forecourt/core';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  type AdjustmentRequest,
  type TradeInEvent,
  type TradeInInput,
  tradeInMachine,
  type ValuationRequest,
} from '../trade-in/trade-in-machine';
import { type Logger, logImplementation } from './implementations';

export type UseTradeInOptions = TradeInInput & {
  requestValuation: (request: ValuationRequest) => Promise<unknown>;
  submitAdjustments: (request: AdjustmentRequest) => Promise<unknown>;
  acceptOffer: (payload: OfferAccepted) => Promise<unknown>;
  /** POST /api/miscellaneous with column_name 'valuation' (SPEC §7). */
  saveValuation: (payload: ValuationSave) => Promise<unknown>;
  logger?: Logger;
};

export function useTradeIn({
  requestValuation,
  submitAdjustments,
  acceptOffer,
  saveValuation,
  logger,
  ...input
}: UseTradeInOptions) {
  const [snapshot, send] = useMachine(
    tradeInMachine.provide({
      actors: {
        requestValuation: fromPromise(({ input: request }) => requestValuation(request)),
        submitAdjustments: fromPromise(({ input: request }) => submitAdjustments(request)),
        acceptOffer: fromPromise(({ input: payload }) => acceptOffer(payload)),
        saveValuation: fromPromise(({ input: payload }) => saveValuation(payload)),
      },
      actions: logImplementation(logger),
    }),
    { input },
  );
  return {
    status: snapshot.value,
    ...snapshot.context,
    send: (event: TradeInEvent) => send(event),
  };
}
