import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  type TradeInAnswer,
  type TradeInEvent,
  type TradeInInput,
  type TradeInLeadRequest,
  tradeInMachine,
  tradeInView,
  type ValuationRequest,
  type ValuationSaveRequest,
  type VehicleLookupRequest,
} from '../trade-in/trade-in-machine';
import { type Logger, logImplementation } from './implementations';
import { latestLogger, useProvidedMachine } from './provided-machine';

export type UseTradeInOptions = TradeInInput & {
  /** POST /api/trade-in/vehicle; resolves with the status and body, rejects on a network failure. */
  lookUpVehicle: (request: VehicleLookupRequest) => Promise<TradeInAnswer>;
  /** POST /api/trade-in/valuation. */
  valueCar: (request: ValuationRequest) => Promise<TradeInAnswer>;
  /** POST /api/leads with the userData in the lead envelope; resolves with the answer body. */
  sendLead: (request: TradeInLeadRequest) => Promise<unknown>;
  /** POST /api/miscellaneous with column_name 'valuation' (docs/rules.md#trade-in-steps). */
  saveValuation: (payload: ValuationSaveRequest) => Promise<TradeInAnswer>;
  logger?: Logger;
};

/** The trade-in machine for a form: its context, the step it shows, and `send`. */
export function useTradeIn({
  lookUpVehicle,
  valueCar,
  sendLead,
  saveValuation,
  logger,
  ...input
}: UseTradeInOptions) {
  const machine = useProvidedMachine(
    { lookUpVehicle, valueCar, sendLead, saveValuation, logger },
    (latest) =>
      tradeInMachine.provide({
        actors: {
          lookUpVehicle: fromPromise(({ input: request }) => latest.current.lookUpVehicle(request)),
          valueCar: fromPromise(({ input: request }) => latest.current.valueCar(request)),
          sendLead: fromPromise(({ input: request }) => latest.current.sendLead(request)),
          saveValuation: fromPromise(({ input: payload }) => latest.current.saveValuation(payload)),
        },
        actions: logImplementation(latestLogger(latest)),
      }),
  );
  const [snapshot, send] = useMachine(machine, { input });
  return {
    ...tradeInView(snapshot.value),
    ...snapshot.context,
    send: (event: TradeInEvent) => send(event),
  };
}
