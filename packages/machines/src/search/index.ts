export {
  nextSearchState,
  QUERY_DEBOUNCE_MS,
  type SearchContext,
  type SearchEvent,
  type SearchInput,
  type SearchRefineEvent,
  SLIDER_DEBOUNCE_MS,
  type SliderThumb,
  type SliderView,
  searchMachine,
  searchUrlOf,
  sliderView,
} from './search-machine';
