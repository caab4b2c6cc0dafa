export {
  type SearchHistoryContext,
  type SearchHistoryEvent,
  type SearchHistoryInput,
  searchHistoryMachine,
} from './searchHistoryMachine';
