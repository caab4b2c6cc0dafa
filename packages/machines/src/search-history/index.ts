export {
  type SearchHistoryContext,
  type SearchHistoryEvent,
  type SearchHistoryInput,
  searchHistoryMachine,
} from './search-history-machine';
