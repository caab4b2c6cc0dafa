import {
  type CarType,
  carTypes,
  type FacetName,
  type ItemType,
  itemTypes,
  type NumericRange,
  PRICE_DISPLAY_MIN,
  type RangeFacet,
  rangeFacets,
  type SearchRequest,
  type StockScope,
  type TermFacet,
  termFacets,
} from '@forecourt/core';
import { facetAttribute, SOLD_WINDOW_ATTRIBUTE } from './record';

// The structured filters of the protocol compiled to Algolia's `filters` syntax. Algolia
// accepts a conjunction of clauses, each one filter or an OR of filters of one type
// (facet OR numeric never mix), so every clause below is of that shape.

/** A facet value in double quotes, with backslashes and quotes escaped. */
export function quoteValue(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** Numbers as Algolia reads them: plain decimal, never exponent notation. */
export function formatNumber(n: number): string {
  if (Number.isInteger(n)) return BigInt(n).toString();
  return n.toFixed(3).replace(/0+$/, '').replace(/\.$/, '');
}

export function facetClause(attribute: string, values: readonly string[]): string {
  const parts = values.map((v) => `${attribute}:${quoteValue(v)}`);
  return parts.length === 1 ? (parts[0] as string) : `(${parts.join(' OR ')})`;
}

export function rangeClause(attribute: string, range: NumericRange): string | null {
  const { min, max } = range;
  if (min !== null && max !== null)
    return `${attribute}:${formatNumber(min)} TO ${formatNumber(max)}`;
  if (min !== null) return `${attribute} >= ${formatNumber(min)}`;
  if (max !== null) return `${attribute} <= ${formatNumber(max)}`;
  return null;
}

export type CompileContext = {
  /** The site's dealerships (never empty here: an empty scope is answered without a call). */
  dealershipSlugs: readonly string[];
  /** The rest of the site's stock scope; left out, any item type, car type and make. */
  scope?: Pick<StockScope, 'itemTypes' | 'carTypes' | 'newCarMakes'>;
  /** Sold window: the earliest sold time still shown, in whole epoch seconds (docs/rules.md#sold-window). */
  soldCutoff: number;
  priceAscExcludesZero: boolean;
};

/** The site's item types, car types and new-car makes as clauses (none when it sells all). */
export function scopeClauses(scope: CompileContext['scope']): string[] {
  if (!scope) return [];
  const clauses: string[] = [];
  if (!(itemTypes as readonly ItemType[]).every((t) => scope.itemTypes.includes(t))) {
    clauses.push(facetClause(facetAttribute('item_type'), scope.itemTypes));
  }
  if (!(carTypes as readonly CarType[]).every((t) => scope.carTypes.includes(t))) {
    clauses.push(facetClause(facetAttribute('car_type'), scope.carTypes));
  }
  const newSold = scope.carTypes.some((t) => t !== 'used');
  if (scope.newCarMakes && newSold) {
    // A used car of any make, or a new or demo car of a make the site sells new.
    const makes = scope.newCarMakes.map((make) => `${facetAttribute('make')}:${quoteValue(make)}`);
    clauses.push(
      `(${[`${facetAttribute('car_type')}:${quoteValue('used')}`, ...makes].join(' OR ')})`,
    );
  }
  return clauses;
}

/** Refinements and ranges the query's words named: never left out of a query. */
export type UnderstoodFilters = {
  refinements: Partial<Record<TermFacet, readonly string[]>>;
  ranges: Partial<Record<RangeFacet, NumericRange>>;
  /** A price the words named leaves out cars whose price does not show (docs/rules.md#query-understanding). */
  pricedOnly?: boolean;
};

/**
 * The `filters` string for a request; `without` leaves out that facet's own clause, for
 * the extra query that counts a refined facet disjunctively. What the query's words
 * named (`understood`) is ANDed in every query, as part of what the words match.
 */
export function compileFilters(
  request: SearchRequest,
  context: CompileContext,
  without: FacetName | null = null,
  understood: UnderstoodFilters | null = null,
): string {
  const clauses: string[] = [
    // The site scope and visibility come first and are never left out.
    facetClause(facetAttribute('dealership_slug'), context.dealershipSlugs),
    'show_on_dealer_website:true',
    facetClause(facetAttribute('status'), ['in_stock', 'coming_soon', 'sold']),
    `NOT ${SOLD_WINDOW_ATTRIBUTE} < ${formatNumber(context.soldCutoff)}`,
  ];
  clauses.push(...scopeClauses(context.scope));
  if (request.sort === 'price_asc' && context.priceAscExcludesZero) {
    clauses.push(`${facetAttribute('price')} > 0`);
  }
  for (const facet of termFacets) {
    const values = request.filters.refinements[facet];
    if (values && facet !== without) clauses.push(facetClause(facetAttribute(facet), values));
  }
  for (const facet of rangeFacets) {
    const range = request.filters.ranges[facet];
    if (!range || facet === without) continue;
    const clause = rangeClause(facetAttribute(facet), range);
    if (clause) clauses.push(clause);
  }
  if (understood) {
    for (const facet of termFacets) {
      const values = understood.refinements[facet];
      if (values && values.length > 0) clauses.push(facetClause(facetAttribute(facet), values));
    }
    for (const facet of rangeFacets) {
      const range = understood.ranges[facet];
      const clause = range ? rangeClause(facetAttribute(facet), range) : null;
      if (clause) clauses.push(clause);
    }
    if (understood.pricedOnly) {
      clauses.push(`${facetAttribute('price')} > ${formatNumber(PRICE_DISPLAY_MIN)}`);
    }
  }
  return clauses.join(' AND ');
}

/** The facets a request refines (each needs its own disjunctive count). */
export function refinedFacets(request: SearchRequest): FacetName[] {
  return [
    ...termFacets.filter((f): f is TermFacet => request.filters.refinements[f] !== undefined),
    ...rangeFacets.filter((f): f is RangeFacet => request.filters.ranges[f] !== undefined),
  ];
}
