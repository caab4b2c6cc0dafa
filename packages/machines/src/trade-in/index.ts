export {
  type AdjustmentRequest,
  type TradeInContext,
  type TradeInEvent,
  type TradeInInput,
  type TradeInProblem,
  tradeInMachine,
  type ValuationRequest,
} from './trade-in-machine';
