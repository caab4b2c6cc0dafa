import { describe, expect, it } from 'vitest';
import { type QueryVocabulary, understandQuery } from './understand';

// The stock's own vocabulary, as a multi-franchise dealer's facets carry it.
const vocabulary: QueryVocabulary = {
  values: {
    car_type: ['new', 'used', 'demo'],
    item_type: ['car', 'caravan'],
    body: ['SUV', 'Ute', 'Cab Chassis Ute', 'Hatch', 'Sedan', 'Wagon', 'Van', 'People Mover'],
    fuel: ['Petrol', 'Diesel', 'Hybrid', 'Plug-in Hybrid', 'Electric'],
    transmission: ['Automatic', 'Manual'],
    drive: ['2WD', 'AWD', '4x4', 'FWD', 'RWD'],
    colour: ['White', 'Black', 'Grey', 'Silver', 'Blue'],
    make: ['Toyota', 'Ford', 'Mazda', 'Land Rover', 'Mercedes-Benz', 'Volkswagen', 'Kia'],
    seats: ['2', '5', '7', '8'],
  },
  models: ['RAV4', 'CX-5', 'LandCruiser', 'LandCruiser Prado', 'HiLux', 'Ranger', '86', 'Mazda3'],
};

const read = (query: string) => understandQuery(query, vocabulary, { thisYear: 2026 });

describe('words that name a facet value narrow to it', () => {
  it.each([
    ['ute', { body: ['Ute', 'Cab Chassis Ute'] }],
    ['utes', { body: ['Ute', 'Cab Chassis Ute'] }],
    ['pickup', { body: ['Ute', 'Cab Chassis Ute'] }],
    ['ute-style', { body: ['Ute', 'Cab Chassis Ute'] }],
    ['suv', { body: ['SUV'] }],
    ['SUVs', { body: ['SUV'] }],
    ['white suv', { colour: ['White'], body: ['SUV'] }],
    ['automatic', { transmission: ['Automatic'] }],
    ['auto', { transmission: ['Automatic'] }],
    ['new', { car_type: ['new'] }],
    ['used toyota', { car_type: ['used'], make: ['Toyota'] }],
    ['caravan', { item_type: ['caravan'] }],
    ['electric', { fuel: ['Electric'] }],
    ['ev', { fuel: ['Electric'] }],
    ['hybrid', { fuel: ['Hybrid', 'Plug-in Hybrid'] }],
    ['plug-in hybrid', { fuel: ['Plug-in Hybrid'] }],
    ['phev', { fuel: ['Plug-in Hybrid'] }],
    ['4wd', { drive: ['4x4'] }],
    ['4x4', { drive: ['4x4'] }],
    ['gray', { colour: ['Grey'] }],
    ['merc', { make: ['Mercedes-Benz'] }],
    ['vw', { make: ['Volkswagen'] }],
    ['land rover', { make: ['Land Rover'] }],
    ['van', { body: ['Van'] }],
    ['people mover', { body: ['People Mover'] }],
  ])('%s', (query, refinements) => {
    const understood = read(query);
    expect(understood.refinements).toEqual(refinements);
    expect(understood.terms).toEqual([]);
  });

  it('a word is every value it names: white is Glacier White too', () => {
    const paints: QueryVocabulary = {
      ...vocabulary,
      values: { ...vocabulary.values, colour: ['White', 'Glacier White', 'Eclipse Black'] },
    };
    const colour = (query: string) =>
      understandQuery(query, paints, { thisYear: 2026 }).refinements.colour;
    expect(colour('white')).toEqual(['White', 'Glacier White']);
    expect(colour('glacier white')).toEqual(['Glacier White']);
    expect(colour('black')).toEqual(['Eclipse Black']);
  });

  it('never narrows to a value the stock does not carry', () => {
    expect(read('chev').refinements).toEqual({});
    expect(read('chev').terms).toEqual(['chev']);
    expect(read('convertible').refinements).toEqual({});
  });

  it('reads each piece so the page can show it and the shopper remove it', () => {
    expect(read('white suv').readings).toEqual([
      { kind: 'refinement', facet: 'colour', values: ['White'], words: 'white' },
      { kind: 'refinement', facet: 'body', values: ['SUV'], words: 'suv' },
    ]);
  });

  it('joins values of one facet with OR', () => {
    expect(read('white or black ute').refinements).toEqual({
      colour: ['White', 'Black'],
      body: ['Ute', 'Cab Chassis Ute'],
    });
    expect(read('white or black ute').terms).toEqual([]);
  });
});

describe('feature and tag words, written as one word or several', () => {
  const stock: QueryVocabulary = {
    ...vocabulary,
    values: {
      ...vocabulary.values,
      filtered_features: ['Tow Bar', 'Sunroof', 'Bull Bar', 'Apple CarPlay', 'Heated Seats'],
      tag: ['Just Arrived', 'Runout Sale', 'Test Drive Only'],
    },
  };
  const readIn = (query: string) => understandQuery(query, stock, { thisYear: 2026 });

  it.each([
    ['tow bar', { filtered_features: ['Tow Bar'] }],
    ['towbar', { filtered_features: ['Tow Bar'] }],
    ['tow-bar', { filtered_features: ['Tow Bar'] }],
    ['towbars', { filtered_features: ['Tow Bar'] }],
    ['sunroof', { filtered_features: ['Sunroof'] }],
    ['sun roof', { filtered_features: ['Sunroof'] }],
    ['applecarplay', { filtered_features: ['Apple CarPlay'] }],
    ['just arrived', { tag: ['Just Arrived'] }],
    ['justarrived', { tag: ['Just Arrived'] }],
    ['runout', { tag: ['Runout Sale'] }],
    ['run out', { tag: ['Runout Sale'] }],
    ['runout sale', { tag: ['Runout Sale'] }],
    ['test drive only', { tag: ['Test Drive Only'] }],
    [
      'white ute with a towbar',
      { colour: ['White'], body: ['Ute', 'Cab Chassis Ute'], filtered_features: ['Tow Bar'] },
    ],
  ])('%s', (query, refinements) => {
    const understood = readIn(query);
    expect(understood.refinements).toEqual(refinements);
    expect(understood.terms).toEqual([]);
  });

  it('every word facet is found joined: four wheel drive, fourwheeldrive, land rover, landrover', () => {
    expect(read('fourwheeldrive').refinements).toEqual({ drive: ['4x4'] });
    expect(read('people mover').refinements).toEqual({ body: ['People Mover'] });
    expect(read('peoplemover').refinements).toEqual({ body: ['People Mover'] });
    expect(read('landrover').refinements).toEqual({ make: ['Land Rover'] });
  });

  it('a feature or tag no car carries stays a word to search', () => {
    expect(read('towbar').terms).toEqual(['towbar']);
    expect(read('runout').terms).toEqual(['runout']);
  });
});

describe('model names however split or joined, from the stock’s own models', () => {
  it.each([
    ['rav 4', ['rav4'], ['RAV4']],
    ['rav4', ['rav4'], ['RAV4']],
    ['cx5', ['cx', '5'], ['CX-5']],
    ['cx-5', ['cx', '5'], ['CX-5']],
    ['cx 5', ['cx', '5'], ['CX-5']],
    ['land cruiser', ['landcruiser'], ['LandCruiser']],
    ['landcruiser prado', ['landcruiser', 'prado'], ['LandCruiser Prado']],
    ['hi lux', ['hilux'], ['HiLux']],
    ['mazda 3', ['mazda3'], ['Mazda3']],
  ])('%s', (query, terms, models) => {
    const understood = read(query);
    expect(understood.terms).toEqual(terms);
    expect(understood.models).toEqual(models);
  });
});

describe('numbers as shoppers write them', () => {
  it.each([
    ['under 20k', { price: { min: null, max: 20_000 } }],
    ['below $20,000', { price: { min: null, max: 20_000 } }],
    ['less than 20000', { price: { min: null, max: 20_000 } }],
    ['over $15k', { price: { min: 15_000, max: null } }],
    ['$30,000', { price: { min: null, max: 30_000 } }],
    ['between 20k and 30k', { price: { min: 20_000, max: 30_000 } }],
    ['2020', { year: { min: 2020, max: 2020 } }],
    ['after 2018', { year: { min: 2018, max: null } }],
    ['2015 to 2019', { year: { min: 2015, max: 2019 } }],
    ['under 50,000 km', { km: { min: null, max: 50_000 } }],
    ['under 50000km', { km: { min: null, max: 50_000 } }],
    ['less than 80k kms', { km: { min: null, max: 80_000 } }],
  ])('%s', (query, ranges) => {
    const understood = read(query);
    expect(understood.ranges).toEqual(ranges);
    expect(understood.terms).toEqual([]);
  });

  it.each([
    ['20-30k', 'price', { min: 20_000, max: 30_000 }],
    ['20k-30k', 'price', { min: 20_000, max: 30_000 }],
    ['20k - 30k', 'price', { min: 20_000, max: 30_000 }],
    ['20\u201330k', 'price', { min: 20_000, max: 30_000 }],
    ['20k to 30k', 'price', { min: 20_000, max: 30_000 }],
    ['$20,000 to $30,000', 'price', { min: 20_000, max: 30_000 }],
    ['from 20k to 30k', 'price', { min: 20_000, max: 30_000 }],
    ['from 20k', 'price', { min: 20_000, max: null }],
    ['more than 30k', 'price', { min: 30_000, max: null }],
    ['up to 15k', 'price', { min: null, max: 15_000 }],
    ['2018-2020', 'year', { min: 2018, max: 2020 }],
    ['2018 - 2020', 'year', { min: 2018, max: 2020 }],
    ['between 2018 and 2020', 'year', { min: 2018, max: 2020 }],
    ['from 2018 to 2020', 'year', { min: 2018, max: 2020 }],
    ['above 2015', 'year', { min: 2015, max: null }],
    ['before 2015', 'year', { min: null, max: 2015 }],
    ['50-100k km', 'km', { min: 50_000, max: 100_000 }],
    ['50k-100k kms', 'km', { min: 50_000, max: 100_000 }],
    ['50,000 to 100,000 km', 'km', { min: 50_000, max: 100_000 }],
    ['from 50k km', 'km', { min: 50_000, max: null }],
    ['over 100000km', 'km', { min: 100_000, max: null }],
    ['odometer under 60k', 'km', { min: null, max: 60_000 }],
  ])('range forms: %s is %s %o, read from all its words', (query, facet, range) => {
    const understood = read(query);
    expect(understood.ranges).toEqual({ [facet]: range });
    expect(understood.terms).toEqual([]);
    // Read as written, with any dash as a hyphen.
    expect(understood.readings.map((r) => r.words)).toEqual([
      query.toLowerCase().replace(/\$/g, '').replace('\u2013', '-'),
    ]);
  });

  it('a range reads the same when its words are searched again (a chip removed beside it)', () => {
    for (const query of [
      '20-30k',
      '2018-2020 corolla',
      '50-100k km',
      '20k - 30k',
      'from 2018 to 2020',
    ]) {
      const first = read(query);
      const again = read(first.readings.map((r) => r.words).join(' '));
      expect(again.ranges, query).toEqual(first.ranges);
    }
  });

  it('a dashed stock number is no range; a second number below the first is no range', () => {
    expect(read('300-000266').ranges).toEqual({});
    expect(read('2020-2018').ranges).toEqual({ year: { min: 2018, max: 2018 } });
  });

  it('seats as a range: 5-7 seats, 5 to 7 seater', () => {
    expect(read('5-7 seats').refinements).toEqual({ seats: ['5', '7'] });
    expect(read('5 to 7 seater').refinements).toEqual({ seats: ['5', '7'] });
  });

  it('a price read from the words leaves out cars without a shown price; other ranges do not', () => {
    expect(read('toyota under 30k').pricedOnly).toBe(true);
    expect(read('20-30k').pricedOnly).toBe(true);
    expect(read('2018-2020 corolla').pricedOnly).toBe(false);
    expect(read('under 50,000 km').pricedOnly).toBe(false);
  });

  it('seats at least the number: 7 seater, 8 seats', () => {
    expect(read('7 seater').refinements).toEqual({ seats: ['7', '8'] });
    expect(read('8 seats').refinements).toEqual({ seats: ['8'] });
  });

  it('a year and a model: 2020 ranger', () => {
    const understood = read('2020 ranger');
    expect(understood.ranges).toEqual({ year: { min: 2020, max: 2020 } });
    expect(understood.models).toEqual(['Ranger']);
    expect(understood.terms).toEqual(['ranger']);
  });

  it('each range reading is what its own words say; the ranges combine them', () => {
    const understood = read('over 20k under 30k');
    expect(understood.ranges).toEqual({ price: { min: 20_000, max: 30_000 } });
    expect(understood.readings).toEqual([
      { kind: 'range', facet: 'price', range: { min: 20_000, max: null }, words: 'over 20k' },
      { kind: 'range', facet: 'price', range: { min: null, max: 30_000 }, words: 'under 30k' },
    ]);
    expect(read('between 20k and 30k').readings).toEqual([
      {
        kind: 'range',
        facet: 'price',
        range: { min: 20_000, max: 30_000 },
        words: 'between 20k and 30k',
      },
    ]);
  });

  it('ute under 30k: a body and a price', () => {
    const understood = read('ute under 30k');
    expect(understood.refinements).toEqual({ body: ['Ute', 'Cab Chassis Ute'] });
    expect(understood.ranges).toEqual({ price: { min: null, max: 30_000 } });
  });

  it('a bare number that is no year stays a word (Toyota 86, a stock number)', () => {
    expect(read('86').terms).toEqual(['86']);
    expect(read('86').ranges).toEqual({});
    expect(read('300-000266').terms).toEqual(['300', '000266']);
    expect(read('1899').ranges).toEqual({});
  });

  it('drops filler words and keeps the rest as text', () => {
    expect(read('a white car for the family').terms).toEqual(['family']);
  });
});

describe('what the engines need besides the readings', () => {
  it('the last word typed may be unfinished; a model name or an earlier word is not', () => {
    expect(read('toyota hil').prefix).toBe(true);
    expect(read('hil toyota').prefix).toBe(false);
    expect(read('hilux').prefix).toBe(false);
    expect(read('white').prefix).toBe(false);
    expect(read('family car').prefix).toBe(false);
  });

  it('names the badges whose every word was typed, for ranking', () => {
    const withBadges: QueryVocabulary = { ...vocabulary, badges: ['GX', 'GXL', 'Maxx Sport'] };
    const understood = (query: string) => understandQuery(query, withBadges, { thisYear: 2026 });
    expect(understood('prado gx').badges).toEqual(['GX']);
    expect(understood('cx5 maxx sport').badges).toEqual(['Maxx Sport']);
    expect(understood('cx5 sport').badges).toEqual([]);
  });

  it('an alias wins a word another facet’s value also spells (a caravan style called Hybrid)', () => {
    const mixed: QueryVocabulary = {
      ...vocabulary,
      values: { ...vocabulary.values, body: ['SUV', 'Hybrid', 'Pop Top'] },
    };
    const understood = understandQuery('hybrid', mixed, { thisYear: 2026 });
    expect(understood.refinements).toEqual({ fuel: ['Hybrid', 'Plug-in Hybrid'] });
    expect(understandQuery('pop top', mixed).refinements).toEqual({ body: ['Pop Top'] });
  });

  it('model names in the plural', () => {
    expect(read('rangers').models).toEqual(['Ranger']);
    expect(read('hiluxes').models).toEqual(['HiLux']);
    expect(read('rav4s').terms).toEqual(['rav4']);
  });

  it('searches at most 10 words', () => {
    const understood = read('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10 k11 l12');
    expect(understood.terms).toHaveLength(10);
    expect(understood.prefix).toBe(false);
  });
});
