export {
  type BudgetBody,
  BudgetFinderWidget,
  type BudgetFinderWidgetProps,
} from './budget-finder-widget';
export { FinanceDisclaimerButton, type FinanceDisclaimerButtonProps } from './finance-disclaimer';
export { PriceRangeFinder, type PriceRangeFinderProps } from './price-range-finder';
