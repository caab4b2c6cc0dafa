import type { Car, QueryUnderstanding, TermFacet } from '@forecourt/core';
import { termValuesOf } from '../fields/fields';
import type { QueryVocabulary, UnderstoodQuery } from './understand';
import { numberWordFacets, wordFacets } from './words';

// The vocabulary a query is understood against (docs/decisions/0004-query-understanding-for-both-backends.md): the values the cars a site
// shows carry, by facet. Both backends read it from the same set of cars (the embedded
// engine from its site's base set, the Algolia backend from a facets query with the
// site's filters, the reference from the list it is given), sorted, so the same words
// read the same way whichever backend answers.

/** The facets whose values the understanding reads. */
export const vocabularyFacets: readonly TermFacet[] = [
  ...wordFacets,
  ...numberWordFacets,
  'model',
  'badge',
];
export type VocabularyFacet = TermFacet;

const sorted = (values: Iterable<string>): string[] => [...new Set(values)].sort();

/** A vocabulary from the values of each facet (in any order, repeats allowed). */
export function createQueryVocabulary(
  valuesOf: (facet: VocabularyFacet) => Iterable<string>,
): QueryVocabulary {
  const values: QueryVocabulary['values'] = {};
  for (const facet of [...wordFacets, ...numberWordFacets]) values[facet] = sorted(valuesOf(facet));
  return { values, models: sorted(valuesOf('model')), badges: sorted(valuesOf('badge')) };
}

/** The vocabulary of a list of cars. */
export function vocabularyOfCars(cars: Iterable<Car>): QueryVocabulary {
  const seen = new Map<VocabularyFacet, Set<string>>(
    vocabularyFacets.map((facet) => [facet, new Set<string>()]),
  );
  for (const car of cars) {
    for (const facet of vocabularyFacets) {
      const set = seen.get(facet) as Set<string>;
      for (const value of termValuesOf(car, facet)) set.add(value);
    }
  }
  return createQueryVocabulary((facet) => seen.get(facet) ?? []);
}

/** What a search result says of the understanding (core's protocol); none when nothing was read. */
export function queryUnderstandingOf(understood: UnderstoodQuery): QueryUnderstanding | undefined {
  if (understood.readings.length === 0) return undefined;
  return { readings: understood.readings, query: understood.terms.join(' ') };
}

/** The year numbers are read against ('2027' is a model year only up to next year). */
export const yearAt = (now: Date): number => now.getUTCFullYear();
