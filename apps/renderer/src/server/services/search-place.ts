import {
  type LocationDetail,
  type LocationPoint,
  locationPointsOf,
  type QueryReading,
  type SearchPlace,
  type SearchRequest,
  type SearchResult,
  type SiteConfig,
  sortForPlaceWords,
} from '@forecourt/core';
import {
  type NamedPlace,
  type PlaceIndex,
  placeIndex,
  placeOfPostcode,
  postcodeTableFromEnv,
  readPlaceWords,
} from '@forecourt/server';

// Where the shopper is, read before either search backend runs
// (docs/rules.md#place-in-search): place words in the query ('utes near
// parramatta', 'corolla 2150') become the place and leave the text query, else the
// postcode the request names (the locations page's box, a shared address) does.
// The result then says how the place was read, as one more understood reading.
// Nearest first is served when the request asks for it, and for place words in a
// search in the default order (docs/rules.md#place-in-search).

/** A place read for a request: the request to search, and the reading that named it. */
export type PlacedRequest = {
  request: SearchRequest;
  reading: Extract<QueryReading, { kind: 'place' }> | null;
};

export type SearchPlaceOptions = {
  /** The place table the words and postcodes are read against. */
  places: PlaceIndex;
  /** Whether a word names something of the site's stock (a make, a model, a facet value). */
  isStockWord(site: SiteConfig, word: string): boolean;
  /** The states of the site's locations, preferred for a locality several states share. */
  statesOf(site: SiteConfig): readonly string[];
};

const asSearchPlace = (place: NamedPlace): SearchPlace => ({
  lat: place.lat,
  long: place.long,
  label: place.label,
  postcode: place.postcode,
});

/** The request with its place read: from the query's words first, else from `near`. */
export function placeRequest(
  site: SiteConfig,
  request: SearchRequest,
  now: Date,
  options: SearchPlaceOptions,
): PlacedRequest {
  const { place: _given, ...asked } = request;
  const words =
    asked.query === ''
      ? null
      : readPlaceWords(asked.query, options.places, {
          thisYear: now.getUTCFullYear(),
          isStockWord: (word) => options.isStockWord(site, word),
          states: options.statesOf(site),
        });
  if (words) {
    const place = asSearchPlace(words.place);
    // Words that name a place in a search left in its default order ask for nearest
    // first: the page then moves the place out of the words and into near, where
    // nearest is the default and any other order a choice.
    return {
      request: {
        ...asked,
        query: words.rest,
        sort: sortForPlaceWords(asked.sort, asked.near),
        place,
      },
      reading: { kind: 'place', label: place.label, postcode: place.postcode, words: words.words },
    };
  }
  const named = asked.near === undefined ? null : placeOfPostcode(asked.near, options.places);
  if (!named) return { request: asked, reading: null };
  const place = asSearchPlace(named);
  return {
    request: { ...asked, place },
    reading: { kind: 'place', label: place.label, postcode: place.postcode, words: '' },
  };
}

/** The result with the place's reading among what the words were read as. */
export function withPlaceReading(result: SearchResult, placed: PlacedRequest): SearchResult {
  const { reading } = placed;
  if (!reading) return result;
  const understood = result.understood ?? { readings: [], query: placed.request.query };
  return { ...result, understood: { ...understood, readings: [...understood.readings, reading] } };
}

/**
 * The place settings of a stock view: the postcode table (`POSTCODES_FILE`, else
 * the shipped one) read once, and each site's location points and states.
 */
export function searchPlacesOf(
  locationsOf: (site: SiteConfig) => readonly LocationDetail[],
  env: Readonly<Record<string, string | undefined>>,
): {
  index: PlaceIndex;
  pointsOf(site: SiteConfig): readonly LocationPoint[];
  statesOf(site: SiteConfig): readonly string[];
} {
  const index = placeIndex(postcodeTableFromEnv(env));
  return {
    index,
    pointsOf: (site) => locationPointsOf(locationsOf(site)),
    statesOf: (site) => [
      ...new Set(
        locationsOf(site).flatMap((l) => (l.address?.state ? [l.address.state.toUpperCase()] : [])),
      ),
    ],
  };
}
