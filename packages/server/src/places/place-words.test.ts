import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type PlaceWordsOptions,
  placeIndex,
  placeOfPostcode,
  QUERY_WORDS,
  readPlaceWords,
} from './place-words';
import { readGeoNamesPostcodes, shippedPostcodeTable } from './postcodes';

const places = placeIndex(shippedPostcodeTable());
const STOCK_WORDS = new Set([
  'kia',
  'hilux',
  'toyota',
  'corolla',
  'mazda',
  'camry',
  'holden',
  'red',
]);
const options: PlaceWordsOptions = { thisYear: 2026, isStockWord: (word) => STOCK_WORDS.has(word) };
const read = (query: string, more: Partial<PlaceWordsOptions> = {}) =>
  readPlaceWords(query, places, { ...options, ...more });
const label = (query: string, more: Partial<PlaceWordsOptions> = {}) =>
  read(query, more)?.place.label ?? null;

describe('place words', () => {
  it('reads a suburb after near, with the rest of the query', () => {
    expect(read('utes near parramatta')).toEqual({
      place: {
        label: 'Parramatta NSW 2150',
        postcode: '2150',
        locality: 'Parramatta',
        state: 'NSW',
        lat: -33.8145,
        long: 151.0065,
      },
      words: 'near parramatta',
      rest: 'utes',
    });
  });

  it('reads a postcode, named after its main locality', () => {
    expect(read('corolla 2150')).toMatchObject({
      place: { label: 'Parramatta NSW 2150', postcode: '2150' },
      words: '2150',
      rest: 'corolla',
    });
  });

  it('reads a locality of several words, the longest first', () => {
    expect(read('cars in port macquarie')).toMatchObject({
      place: { label: 'Port Macquarie NSW 2444' },
      words: 'in port macquarie',
      rest: 'cars',
    });
    expect(label('suv mount isa')).toBe('Mount Isa QLD 4825');
    expect(label('suv mt isa')).toBe('Mount Isa QLD 4825');
    expect(label('wagon saint kilda')).toBe('St Kilda VIC 3182');
    expect(label('hatch north ryde')).toBe('North Ryde NSW 2113');
  });

  it('a state word after the place is read with it and settles the state', () => {
    expect(read('near bondi nsw')).toMatchObject({
      place: { label: 'Bondi NSW 2026' },
      words: 'near bondi nsw',
      rest: '',
    });
    expect(label('perth')).toBe('Perth WA 6000');
    expect(label('perth tas')).toBe('Perth TAS 7300');
    expect(label('perth tasmania')).toBe('Perth TAS 7300');
    expect(read('springfield queensland')?.place.state).toBe('QLD');
    // A state where the locality is not: the state word stays in the query.
    expect(read('bondi vic')).toMatchObject({ place: { state: 'NSW' }, rest: 'vic' });
  });

  it('a name several postcodes share: the site’s states first, then the most urban, then the lowest postcode', () => {
    expect(label('st kilda')).toBe('St Kilda VIC 3182');
    expect(label('griffith')).toBe('Griffith ACT 2603');
    expect(label('griffith', { states: ['NSW'] })).toBe('Griffith NSW 2680');
    expect(label('springfield')).toBe('Springfield NSW 2250');
    expect(label('springfield', { states: ['QLD'] })).toBe('Springfield QLD 4300');
    expect(label('springfield', { states: ['NT'] })).toBe('Springfield NSW 2250');
    expect(label('perth', { states: ['TAS'] })).toBe('Perth TAS 7300');
  });

  it('a locality followed by its postcode is read as one place', () => {
    expect(read('sydney 2000')).toMatchObject({
      place: { label: 'Sydney NSW 2000' },
      words: 'sydney 2000',
    });
    expect(read('Parramatta NSW 2150 camry')).toMatchObject({
      place: { label: 'Parramatta NSW 2150' },
      words: 'Parramatta NSW 2150',
      rest: 'camry',
    });
  });

  it('a model year is not a postcode unless introduced as one', () => {
    expect(read('2018 corolla')).toBeNull();
    expect(read('corolla 2027')).toBeNull();
    expect(label('corolla near 2018')).toBe('Eastlakes NSW 2018');
    expect(label('postcode 2000')).toBe('Sydney NSW 2000');
    expect(label('around 2000')).toBe('Sydney NSW 2000');
    expect(label('near postcode 2000')).toBe('Sydney NSW 2000');
    expect(read('cars in 2018')).toBeNull();
    expect(label('cars in 2150')).toBe('Parramatta NSW 2150');
    // Past next year, a 4-digit number the table has is a postcode.
    expect(label('corolla 2028')).not.toBeNull();
    expect(read('corolla 2028', { thisYear: 2027 })).toBeNull();
    // Below 1950: a postcode.
    expect(label('utes 0800')).toBe('Darwin City NT 0800');
    expect(label('utes 1001')).toBe('Sydney NSW 1001');
  });

  it('a 4-digit number the table does not have is not a place', () => {
    expect(read('corolla 5999')).toBeNull();
    expect(read('near 0001')).toBeNull();
    expect(read('21500')).toBeNull();
  });

  it('a stock word is a place only after near, in or around', () => {
    expect(read('kia ora')).toBeNull();
    expect(label('near kia ora')).toBe('Kia Ora QLD 4570');
    expect(read('red hill')).toBeNull();
    expect(read('mazda 3 in red hill vic')).toMatchObject({
      place: { label: 'Red Hill VIC 3937' },
      words: 'in red hill vic',
      rest: 'mazda 3',
    });
    expect(label('holden hill')).toBeNull();
    expect(label('around holden hill')).toBe('Holden Hill SA 5088');
  });

  it('common search words are not places on their own', () => {
    for (const query of [
      'cars for sale',
      'city car',
      'speed',
      'sedan under 20k',
      'ruby red',
      'alpine white',
    ]) {
      expect(read(query), query).toBeNull();
    }
    expect(label('cars for sale near sale')).toBe('Sale VIC 3850');
    expect(label('city car in city')).toBe('City ACT 2601');
    // Each such word is a locality the table has: the list holds no more than it must.
    for (const word of QUERY_WORDS) expect(places.localities.has(word), word).toBe(true);
    expect(label('cars in orange')).toBe('Orange NSW 2800');
  });

  it('a place introduced by near wins over one that is not', () => {
    expect(read('toowoomba cars near cairns')).toMatchObject({
      place: { label: 'Cairns QLD 4870' },
      rest: 'toowoomba cars',
    });
    expect(label('toowoomba cars cairns')).toBe('Toowoomba QLD 4350');
  });

  it('reads case, accents, punctuation and spacing as the same words, and keeps the rest as typed', () => {
    expect(read('  Utes,   NEAR   Parramatta!  ')).toMatchObject({
      place: { label: 'Parramatta NSW 2150' },
      words: 'NEAR Parramatta!',
      rest: 'Utes,',
    });
    expect(label("o'connor")).toBe("O'Connor ACT 2602");
    expect(label('oconnor')).toBe("O'Connor ACT 2602");
    expect(label('near Wagga Wagga')).toBe('Wagga Wagga NSW 2650');
  });

  it('no place: null', () => {
    for (const query of [
      '',
      '   ',
      'toyota corolla',
      'near',
      'near me',
      'in',
      'postcode',
      '2018-2020',
    ]) {
      expect(read(query), query).toBeNull();
    }
  });

  it('hostile input: any text is read without throwing, and the words and rest are the query’s own', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 200 }),
          fc
            .array(
              fc.constantFrom(
                'near',
                'in',
                'sydney',
                '2150',
                'nsw',
                'port',
                '__proto__',
                'constructor',
                '-',
                '',
              ),
              {
                maxLength: 30,
              },
            )
            .map((words) => words.join(' ')),
        ),
        (query) => {
          const found = read(query);
          if (!found) return;
          const typed = query.split(/\s+/).filter(Boolean);
          const back = [...found.words.split(' '), ...found.rest.split(' ')].filter(Boolean);
          expect(back.sort()).toEqual([...typed].sort());
          expect(found.place.label).toBe(
            `${found.place.locality} ${found.place.state} ${found.place.postcode}`,
          );
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the maps are built once per table', () => {
    expect(placeIndex(shippedPostcodeTable())).toBe(places);
  });

  it('a long query is read quickly, from maps built once', () => {
    const query = `${'nice clean low km '.repeat(5_000)}near port macquarie`;
    const started = performance.now();
    expect(label(query)).toBe('Port Macquarie NSW 2444');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(read('a-'.repeat(500_000))).toBeNull();
    expect(read(`near ${'-nsw'.repeat(500_000)}`)).toBeNull();
    expect(label(`near bondi ${'-nsw'.repeat(500_000)}`)).toBe('Bondi NSW 2026');
  });
});

describe('a postcode as a place', () => {
  it('the postcode’s main locality and point', () => {
    expect(placeOfPostcode('4350', places)).toEqual({
      label: 'Toowoomba QLD 4350',
      postcode: '4350',
      locality: 'Toowoomba',
      state: 'QLD',
      lat: shippedPostcodeTable().get('4350')?.lat,
      long: shippedPostcodeTable().get('4350')?.lng,
    });
    expect(placeOfPostcode('5999', places)).toBeNull();
  });

  it('works over a GeoNames table too', () => {
    const geonames = placeIndex(
      readGeoNamesPostcodes(
        'AU\t2140\tHomebush\tNew South Wales\tNSW\t\t\t\t\t-33.8600\t151.0800\t4\n' +
          'AU\t2140\tHomebush West\tNew South Wales\tNSW\t\t\t\t\t-33.8700\t151.0700\t4\n',
      ),
    );
    expect(readPlaceWords('near homebush west', geonames, options)?.place).toEqual({
      label: 'Homebush West NSW 2140',
      postcode: '2140',
      locality: 'Homebush West',
      state: 'NSW',
      lat: -33.87,
      long: 151.07,
    });
  });
});
