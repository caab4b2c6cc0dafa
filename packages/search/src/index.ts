// Public surface of @forecourt/search that is safe in a browser bundle: the URL codec,
// the backend contract and site search options. The engines and the Algolia backend
// (which holds a search key) are in '@forecourt/search/server'; the stock generator
// and test helpers in '@forecourt/search/testing'.

// --- backend contract and site options
export {
  DEFAULT_FACET_LIMIT,
  DEFAULT_RECENT_QUERY_CACHE_SIZE,
  defaultFacetLimits,
  facetsToCount,
  type ResolvedSearchOptions,
  resolveSearchOptions,
  type SearchBackend,
  type SiteSearchOptions,
  toFacetValues,
  WIDE_FACET_LIMIT,
} from './backend/backend';
// --- facet fields
export {
  compareForSort,
  compareIds,
  multiValuedFacets,
  rangeValueOf,
  searchableText,
  searchableWords,
  termValueOf,
  termValuesOf,
} from './fields/fields';
// --- search-box suggestions (docs/decisions/0004-query-understanding-for-both-backends.md)
export {
  countRequest,
  MAX_COUNTED_CANDIDATES,
  MIN_SUGGEST_CHARS,
  type SuggestionCandidate,
  suggestionCandidates,
  suggestQueries,
} from './query/suggest';
// --- query understanding (docs/decisions/0004-query-understanding-for-both-backends.md)
export {
  MAX_TEXT_TERMS,
  type QueryVocabulary,
  type UnderstandOptions,
  type UnderstoodQuery,
  understandQuery,
} from './query/understand';
export {
  createQueryVocabulary,
  queryUnderstandingOf,
  type VocabularyFacet,
  vocabularyFacets,
  vocabularyOfCars,
} from './query/vocabulary';
// --- URL codec
export {
  DEFAULT_SEARCH_PATH,
  humanizeSlug,
  MAX_URL_PARAMS,
  rangeParams,
  type SearchUrlOptions,
  searchStateToUrl,
  slugify,
} from './url/search-url';
export { searchStateFromUrl } from './url/search-url-read';
