export {
  MIN_SUGGEST_INPUT,
  type SuggestionsContext,
  type SuggestionsEvent,
  suggestionsMachine,
} from './suggestions-machine';
