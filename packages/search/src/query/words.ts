import type { ItemType, RangeFacet, TermFacet } from '@forecourt/core';

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
  'filtered_features',
  'tag',
  'off_road_rating',
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
  // A feature is named by its own words, joined or not ('tow bar', 'towbar'); these are the others.
  filtered_features: [
    { words: ['bullbar', 'roo bar', 'nudge bar'], values: ['bull bar'] },
    { words: ['sat nav', 'satnav', 'gps', 'navigation'], values: ['satellite navigation'] },
    { words: ['carplay'], values: ['apple carplay'] },
    { words: ['reverse camera', 'rear camera', 'reversing cam'], values: ['reversing camera'] },
    { words: ['moonroof', 'panoramic roof'], values: ['sunroof'] },
    { words: ['leather', 'leather interior'], values: ['leather seats'] },
    { words: ['roof rack'], values: ['roof racks'] },
    { words: ['adaptive cruise', 'radar cruise'], values: ['adaptive cruise control'] },
    { words: ['blind spot monitoring', 'blind spot'], values: ['blind spot monitor'] },
  ],
  // A tag is named by its own words without the filler ('runout' is Runout Sale).
  tag: [
    { words: ['new arrival', 'new arrivals', 'just in', 'fresh in'], values: ['just arrived'] },
    { words: ['runouts', 'clearance', 'run out sale'], values: ['runout'] },
  ],
  // A caravan's rating (docs/rules.md#caravan-words): 'off road' is a van rated off-road,
  // not semi off-road; the values are the rating's own words ('semi_off_road').
  off_road_rating: [
    {
      words: ['off road', 'offroad', 'off roader', 'off roaders', 'all terrain'],
      values: ['off road'],
      unless: ['semi'],
    },
    { words: ['semi off road', 'semi offroad'], values: ['semi off road'] },
    { words: ['on road', 'onroad'], values: ['on road'] },
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

/** Words between the two numbers of a range: '20k to 30k', '20-30k', 'between 2018 and 2020'. */
export const rangeJoinWords: readonly string[] = ['to', 'and', '-'];

/** Words before the first number of a range that belong to it: 'between 20k and 30k'. */
export const rangeOpenWords: readonly string[] = ['between', 'from'];

/**
 * A facet numbers are read into. The understanding (understand.ts) reads every entry the
 * same way: a number, or two joined ('20-30k', '2018 to 2020', 'between 20k and 30k'),
 * with a bound word before it ('under', 'from', 'over', or the entry's own) and a unit
 * or name around it. A unit or a name decides the facet; a number with neither is read
 * by `bare`. A new facet of numbers is one entry here.
 */
export type RangeWordEntry = {
  facet: RangeFacet | TermFacet;
  /**
   * 'range': a range of the facet. 'values': a term facet whose values are whole
   * numbers (seats), refined to the values the stock carries within the range.
   */
  reads: 'range' | 'values';
  /** Words after a number that make it this facet's ('km', 'kg', 'seater'). */
  units: readonly string[];
  /** Words just before the number (or its bound word), or just after it, that name the facet ('sleeps 4', 'tare under 1800 kg'). */
  names?: readonly string[];
  /**
   * How a number with no unit or name may be read as this facet: 'year', a whole number
   * from 1950 to next year written plainly; 'money', an amount ('$20,000', '20k',
   * '20,000') or any number after a bound word or in a pair that no other entry takes.
   */
  bare?: 'year' | 'money';
  /** A bare number after a shared bound word is read as this facet only from this value ('under 1995' is a year, 'under 1500' a price). */
  boundedFrom?: number;
  /** Bound words only this facet takes ('before 2015', 'since 2020'). */
  bounds?: { max?: readonly string[]; min?: readonly string[] };
  /** The side a number without a bound word means: '50,000 km' up to, '2020' that year, '7 seats' at least. */
  lone: 'min' | 'max' | 'both';
  /** Whether k and m multiply ('50k km'), and '$' and thousands commas are allowed. */
  scaled: boolean;
  /** The numbers this facet can hold ('next year' is the year after the one read against). */
  within?: { min: number; max: number | 'next year' };
  /** Read only where the stock has one of these item types (caravan words on caravan sites). */
  itemTypes?: readonly ItemType[];
};

/**
 * The facets numbers are read into, in order of preference: when a unit or a name is
 * shared, the first entry that has it wins unless a name picks another.
 */
export const rangeWords: readonly RangeWordEntry[] = [
  {
    facet: 'seats',
    reads: 'values',
    units: ['seater', 'seaters', 'seat', 'seats', 'seat s'],
    lone: 'min',
    scaled: false,
    within: { min: 1, max: 20 },
  },
  {
    facet: 'km',
    reads: 'range',
    units: ['km', 'kms', 'k km', 'kilometres', 'kilometers', 'klm', 'klms', 'ks'],
    names: ['odometer', 'odo'],
    lone: 'max',
    scaled: true,
  },
  {
    facet: 'year',
    reads: 'range',
    units: [],
    bare: 'year',
    boundedFrom: 1990,
    bounds: { max: ['before', 'older than'], min: ['after', 'since', 'newer than'] },
    lone: 'both',
    scaled: false,
    within: { min: 1950, max: 'next year' },
  },
  {
    facet: 'price',
    reads: 'range',
    units: ['dollars', 'bucks'],
    bare: 'money',
    lone: 'max',
    scaled: true,
  },
  // A caravan's measures (docs/rules.md#caravan-words). 'sleeps 4' is four berths or more,
  // as '7 seater' is seven seats or more; a weight alone is the ATM, the most the van
  // may weigh loaded, which is what a tow rating is compared with.
  {
    facet: 'berths',
    reads: 'values',
    units: ['berth', 'berths', 'sleeper', 'sleepers'],
    names: ['sleeps', 'sleeping', 'sleep'],
    lone: 'min',
    scaled: false,
    within: { min: 1, max: 12 },
    itemTypes: ['caravan'],
  },
  {
    facet: 'atm_kg',
    reads: 'range',
    units: ['kg', 'kgs', 'kilos', 'kilograms'],
    names: ['atm'],
    lone: 'max',
    scaled: true,
    within: { min: 100, max: 4500 },
    itemTypes: ['caravan'],
  },
  {
    facet: 'tare_kg',
    reads: 'range',
    units: ['kg', 'kgs', 'kilos', 'kilograms'],
    names: ['tare'],
    lone: 'max',
    scaled: true,
    within: { min: 100, max: 4500 },
    itemTypes: ['caravan'],
  },
  {
    facet: 'length_ft',
    reads: 'range',
    units: ['ft', 'feet', 'foot', 'footer'],
    names: ['length'],
    lone: 'max',
    scaled: false,
    within: { min: 5, max: 40 },
    itemTypes: ['caravan'],
  },
];

/** The term facets whose values are numbers read from words ('7 seater' → seats 7 or more). */
export const numberWordFacets: readonly TermFacet[] = rangeWords
  .filter((entry) => entry.reads === 'values')
  .map((entry) => entry.facet as TermFacet);

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
