export {
  FinanceEstimate,
  type FinanceEstimateProps,
  Price,
  type PriceProps,
} from './price';
