import { describe, expect, it } from 'vitest';
import { suggestionCandidates, suggestQueries } from './suggest';
import { createQueryVocabulary } from './vocabulary';

const vocabulary = createQueryVocabulary(
  (facet) =>
    ({
      make: ['Mazda', 'Mercedes-Benz', 'Mitsubishi'],
      model: ['CX-5', 'CX-9', 'Mazda3', 'Triton', 'Land Cruiser'],
      body: ['Ute', 'Cab Chassis Ute', 'People Mover', 'Van'],
      colour: ['White', 'Glacier White', 'Black'],
      car_type: ['new', 'used'],
      item_type: ['car', 'caravan'],
    })[facet as string] ?? [],
);
const queries = (input: string) => suggestionCandidates(input, vocabulary).map((c) => c.query);

describe('search-box suggestion candidates', () => {
  it('puts makes before models before other words, shorter names first', () => {
    expect(queries('ma')).toEqual(['Mazda', 'Mazda3']);
    expect(queries('cx')).toEqual(['CX-5', 'CX-9']);
    expect(queries('us')).toEqual(['Used']);
    expect(queries('car')).toEqual(['Caravans']);
  });

  it('finishes a word inside a name and the words of an alias', () => {
    expect(queries('whi')).toEqual(['White', 'Glacier White']);
    expect(queries('cru')).toEqual(['Land Cruiser']);
    expect(queries('benz')).toEqual(['Mercedes-Benz']);
    // 'pickup' is a ute of either kind; 'van' is not a people mover, and may be a caravan.
    expect(queries('pick')).toEqual(['Ute', 'Cab Chassis Ute']);
    expect(queries('van')).toEqual(['Van', 'Caravans']);
  });

  it('keeps the words before the end as typed', () => {
    expect(queries('used white tri')).toEqual(['used white Triton']);
    expect(queries('land cr')).toEqual(['Land Cruiser']);
  });

  it('finishes nothing after a space, from one letter, or a number', () => {
    for (const input of ['', 'mazda ', 'm', '20', 'x'.repeat(101)]) {
      expect(queries(input), input).toEqual([]);
    }
  });
});

describe('feature and tag words, and numbers', () => {
  const withFeatures = createQueryVocabulary(
    (facet) =>
      ({
        make: ['Toyota'],
        filtered_features: ['Tow Bar', 'Sunroof'],
        tag: ['Runout Sale', 'Just Arrived'],
      })[facet as string] ?? [],
  );
  const finish = (input: string) => suggestionCandidates(input, withFeatures).map((c) => c.query);

  it('finishes features and tags, written joined or not', () => {
    expect(finish('towb')).toEqual(['Tow Bar']);
    expect(finish('tow b')).toEqual(['Tow Bar']);
    expect(finish('sunr')).toEqual(['Sunroof']);
    expect(finish('toyota runo')).toEqual(['toyota Runout Sale']);
    expect(finish('just arr')).toEqual(['Just Arrived']);
  });

  it('finishes no range a shopper is typing', () => {
    for (const input of ['20-30', '20-30k', '2018-20', 'toyota 2018-2020', '50-100k km']) {
      expect(finish(input), input).toEqual([]);
    }
  });
});

describe('suggestQueries', () => {
  it('leaves out what finds nothing and orders each kind by count', async () => {
    const counts: Record<string, number> = { White: 3, 'Glacier White': 5 };
    const answer = await suggestQueries('whi', vocabulary, async (qs) =>
      qs.map((q) => counts[q] ?? 0),
    );
    expect(answer).toEqual({
      input: 'whi',
      suggestions: [
        { label: 'Glacier White', query: 'Glacier White', kind: 'colour', count: 5 },
        { label: 'White', query: 'White', kind: 'colour', count: 3 },
      ],
    });
    const none = await suggestQueries('ma', vocabulary, async (qs) => qs.map(() => 0));
    expect(none.suggestions).toEqual([]);
  });
});
