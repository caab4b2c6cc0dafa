// Test and benchmark helpers of @forecourt/search, for any package: a deterministic AU
// dealer stock, a valid test car, the brute-force reference search and a fake Algolia.
// The shared behaviour suite (it imports vitest) is '@forecourt/search/testing/suite'.

export { testCar } from './car';
export {
  type AlgoliaStandInIndex,
  type AlgoliaStandInOptions,
  createAlgoliaStandInIndex,
  createFakeAlgolia,
  type FakeAlgolia,
  parseFilters,
  type SentRequest,
  type StandInAnswer,
  type StandInRequest,
} from './fake-algolia';
export { createRandom, type Random } from './random';
export { matchQuery, matchWords, referenceSearch, type TextMatch } from './reference';
export {
  type GenerateStockOptions,
  generateStock,
  type StockDealership,
  type StockPlace,
  stockCategories,
  stockColours,
  stockDealershipSlugs,
  stockDealerships,
  stockFeatures,
  stockMakes,
  stockPlaces,
} from './stock';
