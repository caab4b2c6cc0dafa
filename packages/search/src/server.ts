// Server-side surface of @forecourt/search: the embedded engine (the default backend)
// and the Algolia backend. Never import this from browser code: the Algolia settings
// carry the site's search key.

export * from '.';
// --- Algolia backend
export {
  type AlgoliaRequester,
  AlgoliaSearch,
  type AlgoliaSettings,
  createAlgoliaSearch,
  VOCABULARY_VALUES_PER_FACET,
} from './algolia/algolia-search';
export {
  compileFilters,
  facetClause,
  formatNumber,
  quoteValue,
  rangeClause,
} from './algolia/filters';
export {
  type AlgoliaRecord,
  DEFAULT_ALGOLIA_INDEX,
  defaultReplicas,
  EXACT_ATTRIBUTES,
  facetAttribute,
  fromAlgoliaHit,
  SEARCH_TEXT_ATTRIBUTE,
  SOLD_WINDOW_ATTRIBUTE,
  toAlgoliaRecord,
} from './algolia/record';
// --- embedded engine
export { createEmbeddedSearch, EmbeddedSearch } from './engine/embedded-search';
export { type IndexListener, StockIndex } from './engine/stock-index';
export {
  allowedTypos,
  defaultMakeSynonyms,
  normalizeText,
  queryTerms,
  tokenize,
} from './engine/text';
