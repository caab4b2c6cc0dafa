import { describe, expect, it } from 'vitest';
import { suggestionCandidates } from './suggest';
import { type QueryVocabulary, understandQuery } from './understand';

// A caravan dealer's vocabulary: its styles, berths and ratings, as its facets carry them.
const caravans: QueryVocabulary = {
  values: {
    car_type: ['new', 'used'],
    item_type: ['caravan'],
    body: ['Caravan', 'Pop Top', 'Off Road', 'Hybrid', 'Camper Trailer'],
    make: ['Jayco', 'Avan', 'Lotus'],
    berths: ['2', '4', '5', '6'],
    off_road_rating: ['off_road', 'on_road', 'semi_off_road'],
  },
  models: ['Journey', 'Starcraft', 'Trooper'],
};

// A car dealer's: no caravans, so caravan words mean nothing there.
const cars: QueryVocabulary = {
  values: { item_type: ['car'], body: ['SUV', 'Ute'], make: ['Toyota'], seats: ['5', '7'] },
  models: ['HiLux'],
};

const read = (query: string, vocabulary = caravans) =>
  understandQuery(query, vocabulary, { thisYear: 2026 });

describe('caravan words', () => {
  it('sleeps 4 is four berths or more, as 7 seater is seven seats or more', () => {
    expect(read('sleeps 4').refinements).toEqual({ berths: ['4', '5', '6'] });
    expect(read('6 berth').refinements).toEqual({ berths: ['6'] });
    expect(read('sleeps 4').terms).toEqual([]);
  });

  it('a weight alone is the ATM; tare names the tare', () => {
    expect(read('under 2500 kg').ranges).toEqual({ atm_kg: { min: null, max: 2500 } });
    expect(read('under 2,500kg').ranges).toEqual({ atm_kg: { min: null, max: 2500 } });
    expect(read('atm under 3000 kg').ranges).toEqual({ atm_kg: { min: null, max: 3000 } });
    expect(read('tare under 1800 kg').ranges).toEqual({ tare_kg: { min: null, max: 1800 } });
    expect(read('tare under 1800 kg').terms).toEqual([]);
  });

  it('a length in feet', () => {
    expect(read('under 20 ft').ranges).toEqual({ length_ft: { min: null, max: 20 } });
  });

  it('pop top is the body style', () => {
    expect(read('pop top').refinements).toEqual({ body: ['Pop Top'] });
    expect(read('pop-top sleeps 4').refinements).toEqual({
      body: ['Pop Top'],
      berths: ['4', '5', '6'],
    });
  });

  it('off road is a van rated off-road, whatever its style; semi off road the semi', () => {
    expect(read('off road').refinements).toEqual({ off_road_rating: ['off_road'] });
    expect(read('offroad caravan').refinements).toEqual({
      off_road_rating: ['off_road'],
      item_type: ['caravan'],
    });
    expect(read('semi off-road').refinements).toEqual({ off_road_rating: ['semi_off_road'] });
    expect(read('off road sleeps 4').refinements).toEqual({
      off_road_rating: ['off_road'],
      berths: ['4', '5', '6'],
    });
  });

  it('sleeps 4 under 2500 kg: both at once', () => {
    const understood = read('sleeps 4 under 2500 kg');
    expect(understood.refinements).toEqual({ berths: ['4', '5', '6'] });
    expect(understood.ranges).toEqual({ atm_kg: { min: null, max: 2500 } });
  });

  it('on a car site the caravan words are read as nothing of a caravan', () => {
    expect(read('sleeps 4', cars).refinements).toEqual({});
    expect(read('off road', cars).refinements).toEqual({});
    expect(read('under 2500 kg', cars).ranges.atm_kg).toBeUndefined();
  });
});

describe('caravan suggestions', () => {
  it('finishes a rating as shoppers read it, and the words it runs read the same rating', () => {
    const candidates = suggestionCandidates('off r', caravans);
    const offRoad = candidates.find((c) => c.kind === 'off_road_rating');
    expect(offRoad?.query).toBe('Off-road');
    expect(read(offRoad?.query ?? '').refinements).toEqual({ off_road_rating: ['off_road'] });
  });
});
