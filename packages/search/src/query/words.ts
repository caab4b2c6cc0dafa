import type { TermFacet } from '@forecourt/core';

// What shoppers' words mean (docs/decisions/0004-query-understanding-for-both-backends.md), kept as data: each entry names the words a
// shopper may type and the facet values they stand for, by what the value says rather
// than its exact spelling in one feed (a feed's 'Cab Chassis Ute' is a ute too). The
// understanding (understand.ts) matches these against the values the stock really has,
// so a word never narrows to a value no car carries. Words are written as the tokenizer
// gives them: lower case, split at anything that is not a letter or a digit
// ('plug-in' is 'plug in', '4x4' stays '4x4').

/** The facets a word can narrow to. */
export const wordFacets = [
  'car_type',
  'item_type',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'make',
] as const satisfies readonly TermFacet[];
export type WordFacet = (typeof wordFacets)[number];

export type WordMeaning = {
  /** Phrases that mean it, each a space-separated run of tokens. */
  words: readonly string[];
  /** A stock value matches when its normalised words include all of one of these. */
  values: readonly string[];
  /** Values that also contain these words are not meant ('hybrid' is not 'plug in hybrid'). */
  unless?: readonly string[];
};

/**
 * Aliases by facet. A facet value is always also named by its own words and their plural
 * (understand.ts adds those); these are the other ways shoppers say it.
 */
export const wordMeanings: Readonly<Record<WordFacet, readonly WordMeaning[]>> = {
  car_type: [
    { words: ['new', 'brand new'], values: ['new'] },
    { words: ['used', 'second hand', 'secondhand', 'pre owned', 'preowned'], values: ['used'] },
    { words: ['demo', 'demonstrator', 'ex demo'], values: ['demo'] },
  ],
  item_type: [
    {
      words: ['caravan', 'caravans', 'van caravan', 'rv', 'camper', 'campers'],
      values: ['caravan'],
    },
  ],
  body: [
    {
      words: ['ute', 'utes', 'pickup', 'pickups', 'pick up', 'ute style', 'tray', 'tray back'],
      values: ['ute'],
    },
    { words: ['suv', 'suvs', 'four wheel drive wagon'], values: ['suv'] },
    { words: ['hatch', 'hatches', 'hatchback', 'hatchbacks'], values: ['hatch'] },
    { words: ['sedan', 'sedans', 'saloon'], values: ['sedan'] },
    { words: ['wagon', 'wagons', 'estate', 'station wagon'], values: ['wagon'] },
    { words: ['van', 'vans', 'panel van'], values: ['van'], unless: ['people'] },
    { words: ['coupe', 'coupes'], values: ['coupe'] },
    {
      words: ['convertible', 'convertibles', 'cabriolet', 'cabrio', 'soft top'],
      values: ['convertible'],
    },
    {
      words: ['people mover', 'people movers', 'minivan', 'mpv', 'people carrier'],
      values: ['people mover'],
    },
  ],
  fuel: [
    { words: ['petrol', 'unleaded', 'gas'], values: ['petrol'] },
    { words: ['diesel', 'diesels', 'turbo diesel'], values: ['diesel'] },
    {
      words: ['electric', 'ev', 'evs', 'bev', 'battery electric', 'electric vehicle'],
      values: ['electric'],
    },
    // 'hybrid' takes every hybrid, plug-in or not; 'plug in hybrid' and 'phev' only the plug-ins.
    { words: ['hybrid', 'hybrids', 'hev'], values: ['hybrid'] },
    {
      words: ['phev', 'phevs', 'plug in hybrid', 'plugin hybrid', 'plug in', 'plugin'],
      values: ['plug in hybrid'],
    },
  ],
  transmission: [
    { words: ['auto', 'autos', 'automatic', 'automatics', 'auto trans'], values: ['automatic'] },
    { words: ['manual', 'manuals', 'stick', 'stick shift'], values: ['manual'] },
  ],
  drive: [
    {
      words: ['4wd', '4x4', '4x4s', '4wds', 'four wheel drive', 'four by four'],
      values: ['4x4', '4wd'],
    },
    { words: ['awd', 'all wheel drive'], values: ['awd'] },
    { words: ['2wd', 'two wheel drive', '4x2'], values: ['2wd', '4x2'] },
    { words: ['fwd', 'front wheel drive'], values: ['fwd'] },
    { words: ['rwd', 'rear wheel drive'], values: ['rwd'] },
  ],
  // A paint's name ends with its colour ('Glacier White', 'Eclipse Black', 'Soul Red'):
  // the colour word takes every paint of that colour.
  colour: [
    { words: ['white', 'whites'], values: ['white'] },
    { words: ['black', 'blacks'], values: ['black'] },
    { words: ['grey', 'gray', 'greys', 'grays'], values: ['grey', 'gray'] },
    { words: ['silver', 'silvers'], values: ['silver'] },
    { words: ['blue', 'blues'], values: ['blue'] },
    { words: ['red', 'reds'], values: ['red'] },
    { words: ['green', 'greens'], values: ['green'] },
    { words: ['yellow'], values: ['yellow'] },
    { words: ['orange'], values: ['orange'] },
    { words: ['bronze'], values: ['bronze'] },
    { words: ['brown'], values: ['brown'] },
    { words: ['beige'], values: ['beige'] },
    { words: ['purple'], values: ['purple'] },
  ],
  make: [
    { words: ['merc', 'mercedes', 'benz', 'mb'], values: ['mercedes'] },
    { words: ['vw', 'volkswagon'], values: ['volkswagen'] },
    { words: ['chev', 'chevy'], values: ['chevrolet'] },
    { words: ['beemer', 'bimmer', 'beamer'], values: ['bmw'] },
    { words: ['landie', 'landrover'], values: ['land rover'] },
    { words: ['mitsi', 'mitsu'], values: ['mitsubishi'] },
    { words: ['subie'], values: ['subaru'] },
    { words: ['lambo'], values: ['lamborghini'] },
    { words: ['alfa'], values: ['alfa romeo'] },
  ],
};

/** Words that join a number to what it means: 'under 20k', 'less than $20,000'. */
export const boundWords = {
  max: [
    'under',
    'below',
    'less than',
    'up to',
    'max',
    'maximum',
    'at most',
    'cheaper than',
    'no more than',
    'within',
  ],
  min: ['over', 'above', 'more than', 'from', 'min', 'minimum', 'at least', 'starting at'],
} as const;

/** Units after a number. */
export const unitWords = {
  km: ['km', 'kms', 'k km', 'kilometres', 'kilometers', 'klm', 'klms', 'ks'],
  seats: ['seater', 'seaters', 'seat', 'seats', 'seat s'],
  price: ['dollars', 'bucks'],
} as const;

/** Words that carry no meaning of their own in a car search ('a white suv for the family'). */
export const fillerWords: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'for',
  'with',
  'and',
  'or',
  'in',
  'of',
  'my',
  'me',
  'i',
  'want',
  'looking',
  'cheap',
  'car',
  'cars',
  'vehicle',
  'vehicles',
  'sale',
  'buy',
  'price',
  'priced',
  'than',
]);
