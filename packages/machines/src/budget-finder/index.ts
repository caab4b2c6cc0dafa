export {
  type BudgetFinderContext,
  type BudgetFinderEvent,
  type BudgetFinderInput,
  type BudgetFinderView,
  budgetFinderMachine,
  budgetFinderView,
  budgetOf,
} from './budget-finder-machine';
