export {
  type BudgetBody,
  BudgetFinderWidget,
  type BudgetFinderWidgetProps,
} from './budget-finder-widget';
export { ComparisonRateNotice, type ComparisonRateNoticeProps } from './comparison-rate-notice';
export { DeferredBudgetFinder } from './deferred-budget-finder';
export { DeferredPriceRangeFinder } from './deferred-price-range-finder';
export { FinanceDisclaimerButton, type FinanceDisclaimerButtonProps } from './finance-disclaimer';
export { FinancePage, type FinancePageProps } from './finance-page';
export { PriceRangeFinder, type PriceRangeFinderProps } from './price-range-finder';
