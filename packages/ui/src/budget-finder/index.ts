export {
  BudgetFinder,
  type BudgetFinderBody,
  type BudgetFinderFrequency,
  type BudgetFinderProps,
} from './budget-finder';
