// Postcode's limits and words, apart from the schemas so a page can show
// them without loading zod (docs/rules.md#postcode).

/** Postcode: Australian postcodes are exactly 4 digits; the input allows no more (docs/rules.md#postcode). */
export const POSTCODE_MAX_LENGTH = 4;
export const INVALID_POSTCODE_MESSAGE = 'Invalid postcode. Please enter a 4-digit number.';
/** What the geocoding lookup reports when the maps service finds nothing (docs/rules.md#postcode). */
export const GEOCODE_INVALID_POSTCODE_MESSAGE = 'Invalid postcode';
/**
 * When the maps service itself could not answer (no connection, over its quota):
 * not the shopper's postcode's fault, so not 'Invalid postcode'.
 */
export const POSTCODE_LOOKUP_UNAVAILABLE_MESSAGE =
  'We could not look up postcodes just now. Please try again in a moment.';
