import {
  type Car,
  distanceKm,
  estimateHitCount,
  type FacetName,
  type FacetStats,
  type FacetValue,
  isInStockScope,
  isRefinedRequest,
  isVisibleInSearch,
  type LatLong,
  pageCount,
  pageOfOffset,
  type RangeFacet,
  type SearchRequest,
  type SearchResult,
  type SearchSuggestions,
  soldWindowCutoff,
  type TermFacet,
  termFacets,
} from '@forecourt/core';
import {
  facetsToCount,
  isTermFacet,
  placeOfResult,
  type ResolvedSearchOptions,
  resolveSearchOptions,
  type SearchBackend,
  type SiteSearchOptions,
  servedSort,
} from '../backend/backend';
import { isNumberWord } from '../fields/fields';
import { countRequest, suggestQueries } from '../query/suggest';
import { type QueryVocabulary, type UnderstoodQuery, understandQuery } from '../query/understand';
import {
  createQueryVocabulary,
  queryUnderstandingOf,
  vocabularyFacets,
  yearAt,
} from '../query/vocabulary';
import {
  andNotWith,
  andWith,
  type Bitset,
  clearBit,
  collect,
  countBits,
  hasBit,
  orWith,
  resized,
  setBit,
} from './bitset';
import { LruCache } from './lru-cache';
import type { SortedOrder } from './sorted-order';
import {
  type FacetGroup,
  type NumericColumn,
  SlotRecords,
  type StockIndex,
  type TermColumn,
} from './stock-index';
import { allowedTypos } from './text';

// One site's view of a stock index (embedded engine). It keeps the site's
// base set (its dealerships' visible cars at the last `now`) and that set's facet
// counts up to date as the index changes, so an unrefined search costs no counting
// and a broad one counts only what it leaves out.

/** Slots from which counting a mask by bytes (a fixed 256 entries a byte to split) pays. */
const BYTE_COUNTING_FROM = 1024;

type Clause = { facet: FacetName; bits: Bitset };
type TextMatch = { all: Bitset; exact: Bitset };

/** For each term facet in termFacets order: does the query vocabulary read it? */
const readByVocabulary = termFacets.map((f) => (vocabularyFacets as readonly string[]).includes(f));

export class EmbeddedSearch implements SearchBackend {
  readonly options: ResolvedSearchOptions;
  private readonly scope: ReadonlySet<string>;
  private base: Bitset;
  private baseCount = 0;
  private readonly baseCounts = new Map<TermFacet, Int32Array>();
  private readonly scratch = new Map<TermFacet, Int32Array>();
  /** Counting many single-valued facets at once: their flat counts, fields and regions. */
  private flatCounts = new Int32Array(1024);
  /** Per code-row field: its region in flatCounts, and whether it is counted (2: by its group). */
  private regions = new Int32Array(0);
  private wanted = new Uint8Array(0);
  /** Facet stats taken in the last counting pass (countTerms' `stats`), when done. */
  private readonly passMin = new Float64Array(SlotRecords.numbersAt);
  private readonly passMax = new Float64Array(SlotRecords.numbersAt);
  private passStatsDone = false;
  /** The `now` the base set was last computed at; null before the first search. */
  private baseNow: Date | null = null;
  /** Earliest sold time inside the window and latest outside it, among in-scope sold cars. */
  private minIncluded = Number.POSITIVE_INFINITY;
  private maxExcluded = Number.NEGATIVE_INFINITY;
  private readonly cache: LruCache<string, SearchResult>;
  private docs: Int32Array;
  /** Scratch bitsets handed out during one query, so answering allocates little. */
  private readonly pool: Bitset[] = [];
  private poolUsed = 0;
  /** Which set `docs` currently lists (sets are not changed once listed within a query). */
  private listed: Bitset | null = null;
  private listedCount = 0;
  /**
   * What the site's cars carry, for understanding queries; null when a value
   * came into the base set or left it, so it is built again on the next query.
   */
  private vocabulary: QueryVocabulary | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly index: StockIndex,
    options: SiteSearchOptions,
  ) {
    this.options = resolveSearchOptions(options);
    this.scope = new Set(this.options.dealershipSlugs);
    this.base = new Uint32Array(index.words);
    this.docs = new Int32Array(index.capacity);
    this.cache = new LruCache(this.options.cacheSize);
    this.unsubscribe = index.subscribe({
      beforeChange: (slot) => this.beforeChange(slot),
      afterChange: (slot) => this.afterChange(slot),
      grew: (words) => {
        this.base = resized(this.base, words);
        this.docs = new Int32Array(words * 32);
      },
    });
  }

  /** Stops following the index (the view is unusable afterwards). */
  dispose(): void {
    this.unsubscribe();
  }

  async search(request: SearchRequest, context: { now: Date }): Promise<SearchResult> {
    return this.searchSync(request, context);
  }

  searchSync(request: SearchRequest, context: { now: Date }): SearchResult {
    const started = performance.now();
    this.refresh(context.now);
    const year = yearAt(context.now);
    const key = this.cache.capacity > 0 ? `${year} ${JSON.stringify(request)}` : '';
    const cached = key === '' ? undefined : this.cache.get(key);
    if (cached) return { ...cached, ms: performance.now() - started };
    const result = this.run(request, year);
    if (key !== '') this.cache.set(key, result);
    return { ...result, ms: performance.now() - started };
  }

  /** A scratch bitset of the index's size: a copy of `from`, or empty. */
  private take(from?: Bitset): Bitset {
    const words = this.index.words;
    let bits = this.pool[this.poolUsed];
    if (!bits || bits.length !== words) {
      bits = new Uint32Array(words);
      this.pool[this.poolUsed] = bits;
    }
    this.poolUsed++;
    if (from) bits.set(from);
    else bits.fill(0);
    return bits;
  }

  /**
   * A facet's reusable count array, emptied or (for counting by complement) holding the
   * base counts. Only valid until the facet is counted again.
   */
  private scratchCounts(facet: TermFacet, fromBase: boolean): Int32Array {
    const size = this.index.term(facet).values.length;
    let counts = this.scratch.get(facet);
    if (!counts || counts.length < size) {
      counts = new Int32Array(Math.max(8, size * 2));
      this.scratch.set(facet, counts);
    }
    counts.fill(0);
    if (fromBase) {
      const base = this.countsFor(facet);
      counts.set(base.subarray(0, Math.min(base.length, counts.length)));
    }
    return counts;
  }

  /** Lists a set's slots into `docs`, unless they are listed there already. */
  private list(set: Bitset): number {
    if (this.listed !== set) {
      this.listedCount = collect(set, this.docs);
      this.listed = set;
    }
    return this.listedCount;
  }

  // --- the site's base set -------------------------------------------------------

  private inScope(car: Car): boolean {
    // The dealership set first (cheap), then core's whole rule.
    return this.scope.has(car.dealership_slug) && isInStockScope(car, this.options.scope);
  }

  private qualifies(car: Car | undefined, now: Date): boolean {
    return (
      car !== undefined &&
      this.inScope(car) &&
      isVisibleInSearch(car, { now, soldWindowDays: this.options.soldWindowDays })
    );
  }

  private countsFor(facet: TermFacet): Int32Array {
    const size = this.index.term(facet).values.length;
    let counts = this.baseCounts.get(facet);
    if (!counts || counts.length < size) {
      const next = new Int32Array(Math.max(size, 8) * 2);
      if (counts) next.set(counts);
      counts = next;
      this.baseCounts.set(facet, counts);
    }
    return counts;
  }

  private applyCounts(slot: number, delta: 1 | -1): void {
    // A count going 0 → 1 or 1 → 0 changes what the site's cars carry.
    const changed = delta === 1 ? 1 : 0;
    for (let f = 0; f < termFacets.length; f++) {
      const facet = termFacets[f] as TermFacet;
      const column = this.index.term(facet);
      const counts = this.countsFor(facet);
      if (column.isSingle) {
        const code = column.codeAt(slot);
        if (code < 0) continue;
        const next = (counts[code] as number) + delta;
        counts[code] = next;
        if (next === changed && readByVocabulary[f]) this.vocabulary = null;
      } else {
        for (const c of column.codesOf(slot)) {
          const next = (counts[c] as number) + delta;
          counts[c] = next;
          if (next === changed && readByVocabulary[f]) this.vocabulary = null;
        }
      }
    }
  }

  private include(slot: number): void {
    setBit(this.base, slot);
    this.baseCount++;
    this.applyCounts(slot, 1);
  }

  private exclude(slot: number): void {
    this.applyCounts(slot, -1);
    clearBit(this.base, slot);
    this.baseCount--;
  }

  /** Keeps the window thresholds that tell when the base set must be re-checked. */
  private track(car: Car | undefined, cutoff: number): void {
    if (car?.status !== 'sold' || car.sold_date_timestamp === null) return;
    if (!this.inScope(car) || !car.show_on_dealer_website) return;
    if (car.sold_date_timestamp >= cutoff) {
      this.minIncluded = Math.min(this.minIncluded, car.sold_date_timestamp);
    } else {
      this.maxExcluded = Math.max(this.maxExcluded, car.sold_date_timestamp);
    }
  }

  private beforeChange(slot: number): void {
    if (this.baseNow && hasBit(this.base, slot)) this.exclude(slot);
  }

  private afterChange(slot: number): void {
    this.cache.clear();
    const now = this.baseNow;
    if (!now) return;
    const car = this.index.cars[slot];
    if (this.qualifies(car, now)) this.include(slot);
    this.track(car, soldWindowCutoff(now, this.options.soldWindowDays));
  }

  /**
   * Brings the base set to `now`. The first call builds it; later calls re-check only
   * sold cars, and only when the window edge passed one of them.
   */
  private refresh(now: Date): void {
    const cutoff = soldWindowCutoff(now, this.options.soldWindowDays);
    if (!this.baseNow) {
      this.baseNow = now;
      this.base.fill(0);
      this.baseCount = 0;
      this.baseCounts.clear();
      this.vocabulary = null;
      for (let slot = 0; slot < this.index.slotCount; slot++) {
        const car = this.index.cars[slot];
        if (this.qualifies(car, now)) this.include(slot);
        this.track(car, cutoff);
      }
      return;
    }
    this.baseNow = now;
    if (cutoff <= this.minIncluded && cutoff > this.maxExcluded) return;
    this.minIncluded = Number.POSITIVE_INFINITY;
    this.maxExcluded = Number.NEGATIVE_INFINITY;
    const status = this.index.term('status');
    const soldCode = status.dict.get('sold');
    if (soldCode === undefined) return;
    const n = collect(status.bits[soldCode] as Bitset, this.docs);
    let changed = false;
    for (let i = 0; i < n; i++) {
      const slot = this.docs[i] as number;
      const car = this.index.cars[slot];
      const should = this.qualifies(car, now);
      if (should !== hasBit(this.base, slot)) {
        if (should) this.include(slot);
        else this.exclude(slot);
        changed = true;
      }
      this.track(car, cutoff);
    }
    if (changed) this.cache.clear();
  }

  // --- understanding a query ----------------------------------------------

  /**
   * Search-box suggestions (query/suggest.ts), each counted by this engine's own search
   * (run past the answer cache, which keeps the shoppers' searches).
   */
  async suggest(input: string, context: { now: Date }): Promise<SearchSuggestions> {
    this.refresh(context.now);
    const year = yearAt(context.now);
    return suggestQueries(input, this.queryVocabulary(), async (queries) =>
      queries.map((query) => this.run(countRequest(query), year).count),
    );
  }

  /** The values the site's cars carry now (built from the base counts when stale). */
  private queryVocabulary(): QueryVocabulary {
    if (!this.vocabulary) {
      this.vocabulary = createQueryVocabulary((facet) => {
        const column = this.index.term(facet);
        const counts = this.countsFor(facet);
        return column.values.filter((_, code) => (counts[code] ?? 0) > 0);
      });
    }
    return this.vocabulary;
  }

  /**
   * A query's text match and what its words were read as. A whole stock number or VIN
   * matches only that car, as typed; other queries are understood against the site's
   * vocabulary and only the words left are matched as text.
   */
  private readQuery(
    query: string,
    year: number,
  ): { text: TextMatch | null; understood: UnderstoodQuery | null } {
    if (query === '') return { text: null, understood: null };
    const identified = this.index.exactIdentifier(query);
    if (identified.length > 0) {
      const bits = this.take();
      for (const slot of identified) setBit(bits, slot);
      return { text: { all: bits, exact: bits }, understood: null };
    }
    const understood = understandQuery(query, this.queryVocabulary(), { thisYear: year });
    return { text: this.matchTerms(understood.terms, understood.prefix), understood };
  }

  /** ANDs the refinements and ranges the words named into a set. */
  private andUnderstood(set: Bitset, understood: UnderstoodQuery): void {
    for (const [facet, values] of Object.entries(understood.refinements) as [
      TermFacet,
      string[],
    ][]) {
      const column = this.index.term(facet);
      const bits = this.take();
      for (const value of values) {
        const code = column.dict.get(value);
        if (code !== undefined) orWith(bits, column.bits[code] as Bitset);
      }
      andWith(set, bits);
    }
    for (const [facet, range] of Object.entries(understood.ranges) as [
      RangeFacet,
      { min: number | null; max: number | null },
    ][]) {
      const column = this.rangeColumn(facet);
      const bits = this.take();
      if (column) setRangeBits(bits, column, range.min, range.max);
      andWith(set, bits);
    }
    if (understood.pricedOnly) andWith(set, this.index.priceShown);
  }

  /** The cars of the models the words named or of a badge they spelled whole; null if none. */
  private namedBits(understood: UnderstoodQuery | null): Bitset | null {
    if (!understood || understood.models.length + understood.badges.length === 0) return null;
    const bits = this.take();
    const orValues = (facet: TermFacet, values: readonly string[]) => {
      const column = this.index.term(facet);
      for (const value of values) {
        const code = column.dict.get(value);
        if (code !== undefined) orWith(bits, column.bits[code] as Bitset);
      }
    };
    orValues('model', understood.models);
    orValues('badge', understood.badges);
    return bits;
  }

  // --- answering a request ---------------------------------------------------------

  private run(request: SearchRequest, year: number): SearchResult {
    const { options, index } = this;
    const hitsPerPage = request.hitsPerPage ?? options.hitsPerPage;
    this.poolUsed = 0;
    this.listed = null;

    // The candidates every count starts from: the base set, the text match, what the
    // words named (a query's count is the number of cars that match it) and
    // the lowest-price exclusion (it acts as a filter, docs/rules.md#price-sort).
    const core = this.take(this.base);
    const { text, understood } = this.readQuery(request.query, year);
    if (text) andWith(core, text.all);
    if (understood) this.andUnderstood(core, understood);
    if (request.sort === 'price_asc' && options.priceAscExcludesZero) andWith(core, index.priced);

    const clauses: Clause[] = [];
    const { refinements, ranges } = request.filters;
    for (const facet of termFacets) {
      const values = refinements[facet];
      if (!values) continue;
      const column = index.term(facet);
      const bits = this.take();
      for (const value of values) {
        const code = column.dict.get(value);
        if (code !== undefined) orWith(bits, column.bits[code] as Bitset);
      }
      clauses.push({ facet, bits });
    }
    for (const [facet, range] of Object.entries(ranges) as [
      RangeFacet,
      { min: number | null; max: number | null },
    ][]) {
      const column = this.rangeColumn(facet);
      const bits = this.take();
      if (column) setRangeBits(bits, column, range.min, range.max);
      clauses.push({ facet, bits });
    }

    // Fewest typos (as Algolia's typoTolerance 'min'): when some of a set's cars
    // match every word without a typo, only they are in it; typo matches ('toyata') count
    // only where no car is spelled so, so 'ranger' does not bring in Range Rovers.
    const fewestTypos = (set: Bitset): void => {
      if (!text || text.exact === text.all) return;
      const typoFree = this.take(set);
      andWith(typoFree, text.exact);
      if (anyBit(typoFree)) set.set(typoFree);
    };

    const all = this.take(core);
    for (const clause of clauses) andWith(all, clause.bits);
    fewestTypos(all);
    const exactCount = countBits(all);

    // Disjunctive facets: a refined facet is counted over the set that every
    // other clause selects, so its own unticked values keep their counts.
    const counted = facetsToCount(request, options);
    const setFor = (facet: FacetName): { bits: Bitset; count: number } => {
      if (!clauses.some((c) => c.facet === facet)) return { bits: all, count: exactCount };
      const bits = this.take(core);
      for (const clause of clauses) if (clause.facet !== facet) andWith(bits, clause.bits);
      fewestTypos(bits);
      return { bits, count: countBits(bits) };
    };

    const facets: Partial<Record<TermFacet, FacetValue[]>> = {};
    const plainTerms = counted.filter(
      (f): f is TermFacet => isTermFacet(f) && !clauses.some((c) => c.facet === f),
    );
    // Facet stats over the same set that a scan would take (a small set, not counted by
    // complement) are taken in the counting pass, from the slot records it reads anyway.
    const passStats: NumericColumn[] = [];
    if (exactCount * 16 < index.slotCount && exactCount * 2 <= this.baseCount) {
      for (const facet of counted) {
        if (isTermFacet(facet) || clauses.some((c) => c.facet === facet)) continue;
        const column = this.rangeColumn(facet);
        if (column && column.recorded >= 0) passStats.push(column);
      }
    }
    const termCounts = this.countTerms(all, exactCount, plainTerms, passStats);
    const statsInPass = new Map<NumericColumn, FacetStats | null>();
    if (this.passStatsDone) {
      passStats.forEach((column, c) => {
        const min = this.passMin[c] as number;
        const max = this.passMax[c] as number;
        statsInPass.set(column, min === Number.POSITIVE_INFINITY ? null : { min, max });
      });
    }
    for (const facet of counted) {
      if (!isTermFacet(facet)) continue;
      let counts = termCounts.get(facet);
      if (!counts) {
        const { bits, count } = setFor(facet);
        counts = this.countTerms(bits, count, [facet]).get(facet) as Int32Array;
      }
      facets[facet] = topFacetValues(
        index.term(facet),
        counts,
        options.facetLimit(facet),
        refinements[facet],
      );
    }

    const facetStats: Partial<Record<RangeFacet, FacetStats>> = {};
    for (const facet of counted) {
      if (isTermFacet(facet)) continue;
      const column = this.rangeColumn(facet);
      if (!column) continue;
      if (statsInPass.has(column)) {
        const stats = statsInPass.get(column);
        if (stats) facetStats[facet] = stats;
        continue;
      }
      const { bits, count } = setFor(facet);
      const stats = this.statsOver(column, bits, count);
      if (stats) facetStats[facet] = stats;
    }

    // Most relevant with a query puts the cars of a model the words named or of a badge
    // they spelled whole first, each group in rank order. (The matches are all
    // typo-free or all typo matches, above, so there is no typo order to keep.)
    let segments: { bits: Bitset; count: number }[] = [{ bits: all, count: exactCount }];
    const sort = servedSort(request.sort, options, request.place);
    const named = sort === 'relevance' ? this.namedBits(understood) : null;
    if (named) {
      const first = this.take(all);
      andWith(first, named);
      const rest = this.take(all);
      andNotWith(rest, named);
      const n = countBits(first);
      segments.splice(0, 1, { bits: first, count: n }, { bits: rest, count: exactCount - n });
    }
    if (sort === 'nearest' && request.place) segments = this.nearestSegments(all, request.place);
    const slots = this.page(
      segments,
      index.order(sort === 'nearest' ? 'relevance' : sort, options.financeProvider),
      request.offset,
      hitsPerPage,
    );
    const hits = slots.map((slot) => index.cars[slot] as Car);
    const understanding = understood ? queryUnderstandingOf(understood) : undefined;

    const { count, countEstimated } = estimateHitCount({
      count: exactCount,
      carTypeFacet: facets.car_type,
      refined: isRefinedRequest(request),
      siteStockCount: options.siteStockCount,
    });
    return {
      hits,
      count,
      countEstimated,
      facets,
      facetStats,
      page: pageOfOffset(request.offset, hitsPerPage),
      pages: pageCount(count, hitsPerPage),
      hitsPerPage,
      offset: request.offset,
      ms: 0,
      ...(understanding ? { understood: understanding } : {}),
      ...placeOfResult(hits, request, options),
    };
  }

  /**
   * Nearest first (docs/rules.md#place-in-search): the set split into groups of cars at
   * the same whole metre from the place, nearest group first, cars with no point
   * last; each group is read in relevance order. Cars stand at few points, so a
   * distance is worked out once per point.
   */
  private nearestSegments(all: Bitset, place: LatLong): { bits: Bitset; count: number }[] {
    const n = this.list(all);
    const docs = this.docs;
    const cars = this.index.cars;
    const pointOf = this.options.pointOf;
    const metresAt = new Map<string, number>();
    const groups = new Map<number, { bits: Bitset; count: number }>();
    for (let i = 0; i < n; i++) {
      const slot = docs[i] as number;
      const car = cars[slot] as Car;
      const key = `${car.location_id ?? ''}\u0000${car.dealership_slug}`;
      let metres = metresAt.get(key);
      if (metres === undefined) {
        const point = pointOf(car);
        metres =
          point === null ? Number.POSITIVE_INFINITY : Math.floor(distanceKm(place, point) * 1000);
        metresAt.set(key, metres);
      }
      let group = groups.get(metres);
      if (!group) {
        group = { bits: this.take(), count: 0 };
        groups.set(metres, group);
      }
      setBit(group.bits, slot);
      group.count++;
    }
    return [...groups].sort((a, b) => a[0] - b[0]).map(([, group]) => group);
  }

  private rangeColumn(facet: RangeFacet): NumericColumn | null {
    if (facet === 'weekly_price') {
      const provider = this.options.financeProvider;
      return provider === null ? null : this.index.weekly(provider);
    }
    return this.index.numeric(facet);
  }

  /**
   * Counts of several term facets over one set. When the set is more than half of the
   * base set, the counts are the base counts minus the counts of what the set leaves out.
   */
  private countTerms(
    set: Bitset,
    setCount: number,
    facets: TermFacet[],
    stats: readonly NumericColumn[] = [],
  ): Map<TermFacet, Int32Array> {
    const out = new Map<TermFacet, Int32Array>();
    this.passStatsDone = false;
    if (facets.length === 0) return out;
    const complement = setCount * 2 > this.baseCount;
    let n: number;
    if (complement) {
      const rest = this.take(this.base);
      andNotWith(rest, set);
      n = this.list(rest);
    } else {
      n = this.list(set);
    }
    const docs = this.docs;
    const step = complement ? -1 : 1;
    const many: TermColumn[] = [];
    for (const facet of facets) {
      const column = this.index.term(facet);
      const counts = this.scratchCounts(facet, complement);
      out.set(facet, counts);
      if (column.isSingle && facets.length === 1 && column.codes) {
        // One facet (a disjunctive count): its own compact column.
        const codes = column.codes;
        for (let i = 0; i < n; i++) {
          const code = codes[docs[i] as number] as number;
          if (code >= 0) counts[code] = (counts[code] as number) + step;
        }
      } else {
        many.push(column);
      }
    }
    if (many.length > 0) this.countMany(many, complement, n, out, complement ? [] : stats);
    return out;
  }

  /**
   * Counts several term facets over the `n` slots listed in `docs` into their count
   * arrays in `out` (minus, when `complement`). One flat array holds a region of counts
   * per facet (a single-valued facet's first entry takes the slots with no value) and
   * per facet group used (a count per combination). One pass over the slots reads each
   * slot's record (SlotRecords: one cache line) and adds one per cell, with no branch
   * and no object per facet; facets a group counts but whose group is not used are read
   * from the code rows. A group is used when at least two of its facets are counted and
   * the slots outnumber its combinations enough to pay for splitting them.
   */
  private countMany(
    columns: readonly TermColumn[],
    complement: boolean,
    n: number,
    out: Map<TermFacet, Int32Array>,
    stats: readonly NumericColumn[],
  ): void {
    const { index, docs } = this;
    const rows = index.rows;
    const data = rows.data;
    const width = rows.width;
    const hotOf = index.hotOfField;
    const codes = index.records.codes;
    const stride = SlotRecords.stride;
    if (this.regions.length < width) {
      this.regions = new Int32Array(width);
      this.wanted = new Uint8Array(width);
    }
    const { regions, wanted } = this;
    wanted.fill(0);
    let size = 0;
    const masks: { column: TermColumn; region: number }[] = [];
    for (const column of columns) {
      if (column.isSingle) {
        regions[column.field] = size;
        wanted[column.field] = 1;
        size += column.values.length + 1;
      } else {
        masks.push({ column, region: size });
        size += column.values.length;
      }
    }
    // Over many slots a first mask is counted a byte at a time (a count per byte value,
    // up to four per slot, split into values at the end) rather than a bit at a time.
    const byBytes = n >= BYTE_COUNTING_FROM;
    const maskBytes = masks.map((m) => Math.min(4, Math.ceil(m.column.values.length / 8)));
    const byteRegions: number[] = [];
    for (let c = 0; c < masks.length; c++) {
      byteRegions.push(size);
      if (byBytes) size += (maskBytes[c] as number) << 8;
    }
    // Cells: hot ones read from the slot records, cold ones from the code rows.
    const hotWords: number[] = [];
    const hotRegions: number[] = [];
    const coldFields: number[] = [];
    const coldRegions: number[] = [];
    const used: { group: FacetGroup; region: number }[] = [];
    for (const group of index.groups) {
      let counted = 0;
      for (const field of group.fields) counted += wanted[field] as number;
      if (counted < 2 || n * (counted - 1) <= group.size) continue;
      used.push({ group, region: size });
      hotWords.push(hotOf[group.field] as number);
      hotRegions.push(size);
      size += group.size;
      for (const field of group.fields) if (wanted[field] === 1) wanted[field] = 2;
    }
    for (const column of columns) {
      const field = column.field;
      if (!column.isSingle || wanted[field] !== 1) continue;
      const hot = hotOf[field] as number;
      if (hot >= 0) {
        hotWords.push(hot);
        hotRegions.push(regions[field] as number);
      } else {
        coldFields.push(field);
        coldRegions.push(regions[field] as number);
      }
    }
    if (this.flatCounts.length < size) this.flatCounts = new Int32Array(size * 2);
    const flat = this.flatCounts;
    flat.fill(0, 0, size);
    const hotCells = hotWords.length;
    const maskCount = masks.length;
    const maskWords = masks.map((m) => m.column.hot);
    const maskRegions = masks.map((m) => m.region);
    // Facet stats taken on the way (min and max of recorded numbers; NaN never compares).
    const statCount = stats.length;
    const statWords = stats.map((c) => c.recorded);
    const mins = this.passMin;
    const maxs = this.passMax;
    mins.fill(Number.POSITIVE_INFINITY);
    maxs.fill(Number.NEGATIVE_INFINITY);
    const numbers = index.records.numbers;
    for (let i = 0; i < n; i++) {
      const at = (docs[i] as number) * stride;
      for (let c = 0; c < statCount; c++) {
        const v = numbers[(at >>> 1) + (statWords[c] as number)] as number;
        if (v < (mins[c] as number)) mins[c] = v;
        if (v > (maxs[c] as number)) maxs[c] = v;
      }
      for (let c = 0; c < hotCells; c++) {
        const to = (hotRegions[c] as number) + (codes[at + (hotWords[c] as number)] as number);
        flat[to] = (flat[to] as number) + 1;
      }
      // Multi-valued facets: the first 32 values' mask, a byte or a bit at a time.
      for (let c = 0; c < maskCount; c++) {
        let m = codes[at + (maskWords[c] as number)] as number;
        if (byBytes) {
          const bytes = maskBytes[c] as number;
          const region = byteRegions[c] as number;
          let to = region + (m & 255);
          flat[to] = (flat[to] as number) + 1;
          if (bytes > 1) {
            to = region + 256 + ((m >>> 8) & 255);
            flat[to] = (flat[to] as number) + 1;
          }
          if (bytes > 2) {
            to = region + 512 + ((m >>> 16) & 255);
            flat[to] = (flat[to] as number) + 1;
          }
          if (bytes > 3) {
            to = region + 768 + (m >>> 24);
            flat[to] = (flat[to] as number) + 1;
          }
          continue;
        }
        const region = maskRegions[c] as number;
        while (m !== 0) {
          const t = m & -m;
          const to = region + 31 - Math.clz32(t);
          flat[to] = (flat[to] as number) + 1;
          m ^= t;
        }
      }
    }
    if (byBytes) {
      for (let c = 0; c < maskCount; c++) {
        const region = maskRegions[c] as number;
        const bytes = maskBytes[c] as number;
        for (let b = 0; b < bytes; b++) {
          const counted = (byteRegions[c] as number) + (b << 8);
          for (let value = 1; value < 256; value++) {
            const count = flat[counted + value] as number;
            if (count === 0) continue;
            let m = value;
            while (m !== 0) {
              const t = m & -m;
              const to = region + (b << 3) + 31 - Math.clz32(t);
              flat[to] = (flat[to] as number) + count;
              m ^= t;
            }
          }
        }
      }
    }
    const coldCells = coldFields.length;
    if (coldCells > 0) {
      for (let i = 0; i < n; i++) {
        const row = (docs[i] as number) * width;
        for (let c = 0; c < coldCells; c++) {
          const to = (coldRegions[c] as number) + (data[row + (coldFields[c] as number)] as number);
          flat[to] = (flat[to] as number) + 1;
        }
      }
    }
    // Values past the first 32 of a multi-valued facet: its further masks.
    for (const { column, region } of masks) {
      const chunks = column.masks ?? [];
      for (let k = 1; k < chunks.length; k++) {
        const mask = chunks[k] as Uint32Array;
        const offset = region + (k << 5);
        for (let i = 0; i < n; i++) {
          let m = mask[docs[i] as number] as number;
          while (m !== 0) {
            const t = m & -m;
            const to = offset + 31 - Math.clz32(t);
            flat[to] = (flat[to] as number) + 1;
            m ^= t;
          }
        }
      }
    }
    // Each combination's count goes to the value of each counted facet it holds.
    for (const { group, region } of used) {
      const fields = group.fields;
      const k = fields.length;
      const members = group.members;
      for (let id = 0; id < group.size; id++) {
        const count = flat[region + id] as number;
        if (count === 0) continue;
        for (let j = 0; j < k; j++) {
          const field = fields[j] as number;
          if (wanted[field] === 0) continue;
          const to = (regions[field] as number) + (members[id * k + j] as number);
          flat[to] = (flat[to] as number) + count;
        }
      }
    }
    this.passStatsDone = statCount > 0;
    const step = complement ? -1 : 1;
    for (const column of columns) {
      const counts = out.get(column.facet) as Int32Array;
      const from = column.isSingle
        ? (regions[column.field] as number) + 1
        : (masks.find((m) => m.column === column)?.region as number);
      const values = column.values.length;
      for (let code = 0; code < values; code++) {
        counts[code] = (counts[code] as number) + step * (flat[from + code] as number);
      }
    }
  }

  /** Min and max of a numeric column over a set: by scanning a small set, by walking the order for a big one. */
  private statsOver(column: NumericColumn, set: Bitset, setCount: number): FacetStats | null {
    if (setCount === 0) return null;
    const values = column.values;
    if (setCount * 16 < this.index.slotCount || !column.order) {
      const n = this.list(set);
      const docs = this.docs;
      let min = Number.POSITIVE_INFINITY;
      let max = Number.NEGATIVE_INFINITY;
      if (column.recorded >= 0) {
        // The slot records hold this column: the line counting just read.
        const numbers = this.index.records.numbers;
        const stride = SlotRecords.stride / 2;
        const at = column.recorded;
        for (let i = 0; i < n; i++) {
          const v = numbers[(docs[i] as number) * stride + at] as number;
          if (v < min) min = v;
          if (v > max) max = v;
        }
      } else {
        for (let i = 0; i < n; i++) {
          const v = values[docs[i] as number] as number;
          if (v < min) min = v;
          if (v > max) max = v;
        }
      }
      return min === Number.POSITIVE_INFINITY ? null : { min, max };
    }
    const order = column.order.order;
    let min: number | null = null;
    for (let i = 0; i < column.withValue; i++) {
      const slot = order[i] as number;
      if (hasBit(set, slot)) {
        min = values[slot] as number;
        break;
      }
    }
    if (min === null) return null;
    for (let i = column.withValue - 1; i >= 0; i--) {
      const slot = order[i] as number;
      if (hasBit(set, slot)) return { min, max: values[slot] as number };
    }
    return null;
  }

  /** The slots of one page, reading the segments one after another in sort order. */
  private page(
    segments: { bits: Bitset; count: number }[],
    order: SortedOrder,
    offset: number,
    size: number,
  ): number[] {
    const out: number[] = [];
    let skip = offset;
    for (const segment of segments) {
      if (out.length === size) break;
      if (skip >= segment.count) {
        skip -= segment.count;
        continue;
      }
      const need = size - out.length;
      // Sorting a small set by position beats walking the whole order to a deep offset.
      if (segment.count * segment.count < (skip + need) * this.index.slotCount) {
        const n = collect(segment.bits, this.docs);
        const positions = new Int32Array(n);
        for (let i = 0; i < n; i++) positions[i] = order.pos[this.docs[i] as number] as number;
        positions.sort();
        for (let i = skip; i < n && out.length < size; i++) {
          out.push(order.order[positions[i] as number] as number);
        }
      } else {
        const list = order.order;
        for (let i = 0; i < order.length && out.length < size; i++) {
          const slot = list[i] as number;
          if (!hasBit(segment.bits, slot)) continue;
          if (skip > 0) skip--;
          else out.push(slot);
        }
      }
      skip = 0;
    }
    return out;
  }

  /**
   * Full-text match: every word must match. A word matches itself, its
   * synonyms, longer words it starts (the last word only, when it is the last word
   * typed, as shoppers type) and, for words of 4+ letters without digits, words 1 or 2
   * typos away. A word of digits alone matches only where numbers are searched (model,
   * badge, series, year) and the numbers of stock numbers, whole; a word
   * that is a whole VIN or stock number matches its car. `exact` holds the cars matched
   * without typos.
   */
  private matchTerms(terms: readonly string[], prefix: boolean): TextMatch | null {
    const { index } = this;
    if (terms.length === 0) return null;
    let all: Bitset | null = null;
    let exact: Bitset | null = null;
    let typos = false;
    terms.forEach((term, i) => {
      const isLast = i === terms.length - 1;
      const number = isNumberWord(term);
      const ids = new Set<number>();
      // Own keys only: a shopper's word may be 'constructor' or '__proto__'.
      const synonyms = Object.hasOwn(this.options.synonyms, term)
        ? this.options.synonyms[term]
        : [];
      for (const word of [term, ...(synonyms ?? [])]) {
        const id = index.text.find(word);
        if (id !== undefined) ids.add(id);
      }
      if (isLast && prefix && !number) for (const id of index.text.withPrefix(term)) ids.add(id);
      const exactBits = this.take();
      for (const id of ids) index.text.orPostings(exactBits, id);
      if (number) for (const slot of index.stockNumberSlots(term)) setBit(exactBits, slot);
      // A word that is a whole VIN or stock number ('toyota ht000123') matches its car.
      for (const slot of index.exactIdentifier(term)) setBit(exactBits, slot);
      const anyBits = this.take(exactBits);
      for (const id of index.text.withinTypos(term, allowedTypos(term))) {
        if (!ids.has(id) && index.text.postingLength(id) > 0) {
          index.text.orPostings(anyBits, id);
          typos = true;
        }
      }
      if (all === null || exact === null) {
        all = anyBits;
        exact = exactBits;
      } else {
        andWith(all, anyBits);
        andWith(exact, exactBits);
      }
    });
    if (!all || !exact) return null;
    // No word matched anything with a typo: every match is typo-free.
    return { all, exact: typos ? exact : all };
  }
}

function anyBit(bits: Bitset): boolean {
  for (let w = 0; w < bits.length; w++) if (bits[w] !== 0) return true;
  return false;
}

/** Is value `a` listed before value `b`: a higher count, then the lower value. */
function listedBefore(counts: Int32Array, values: string[], a: number, b: number): boolean {
  const ca = counts[a] as number;
  const cb = counts[b] as number;
  return ca > cb || (ca === cb && (values[a] as string) < (values[b] as string));
}

/**
 * The protocol's facet list (the same as toFacetValues) picked straight from the
 * counts: the top values kept in a small sorted buffer, objects made only for what is
 * listed, refined values outside the top added after it.
 */
function topFacetValues(
  column: TermColumn,
  counts: Int32Array,
  limit: number,
  refined: string[] | undefined,
): FacetValue[] {
  const values = column.values;
  const top: number[] = [];
  for (let code = 0; code < values.length; code++) {
    if ((counts[code] as number) <= 0) continue;
    if (top.length === limit) {
      if (!listedBefore(counts, values, code, top[limit - 1] as number)) continue;
      top.pop();
    }
    let i = top.length;
    top.push(code);
    while (i > 0 && listedBefore(counts, values, code, top[i - 1] as number)) {
      top[i] = top[i - 1] as number;
      i--;
    }
    top[i] = code;
  }
  const listed: FacetValue[] = [];
  for (const code of top) {
    const value = values[code] as string;
    listed.push({
      value,
      count: counts[code] as number,
      isRefined: refined?.includes(value) ?? false,
    });
  }
  if (!refined) return listed;
  const extra: FacetValue[] = [];
  for (const value of refined) {
    if (listed.some((v) => v.value === value)) continue;
    const code = column.dict.get(value);
    const count = code === undefined ? 0 : Math.max(0, counts[code] ?? 0);
    extra.push({ value, count, isRefined: true });
  }
  extra.sort((a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0));
  return [...listed, ...extra];
}

/**
 * The positions in a column's ascending order of the slots whose value lies in
 * [min, max], as [first, end), found by binary search.
 */
function rangePositions(
  column: NumericColumn,
  min: number | null,
  max: number | null,
): [number, number] {
  const order = column.order;
  if (!order) return [0, 0];
  const values = column.values;
  const list = order.order;
  const n = column.withValue;
  let lo = 0;
  if (min !== null) {
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((values[list[mid] as number] as number) < min) lo = mid + 1;
      else hi = mid;
    }
  }
  let end = n;
  if (max !== null) {
    let l = lo;
    let h = n;
    while (l < h) {
      const mid = (l + h) >>> 1;
      if ((values[list[mid] as number] as number) <= max) l = mid + 1;
      else h = mid;
    }
    end = l;
  }
  return [lo, end];
}

/** The first position in a column's order whose value is at least `value`. */
function positionOf(column: NumericColumn, value: number): number {
  const values = column.values;
  const list = (column.order as SortedOrder).order;
  let lo = 0;
  let hi = column.withValue;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((values[list[mid] as number] as number) < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Sets the bits of the slots whose value lies in [min, max]. A short range is read off
 * the column's order; a long one is the cut bitsets between its ends (word by word)
 * plus the partial buckets at each end read off the order.
 */
export function setRangeBits(
  bits: Bitset,
  column: NumericColumn,
  min: number | null,
  max: number | null,
): void {
  const list = column.order?.order;
  if (!list) return;
  const [lo, end] = rangePositions(column, min, max);
  const setRun = (from: number, to: number) => {
    for (let i = from; i < to; i++) setBit(bits, list[i] as number);
  };
  const cuts = column.cuts;
  const present = column.present;
  if (end - lo <= bits.length || !present || cuts.length === 0) {
    setRun(lo, end);
    return;
  }
  // i: the first cut at or above min; j: the last cut at or below max.
  let i = 0;
  if (min !== null) {
    while (i < cuts.length && (cuts[i] as number) < min) i++;
    if (i === cuts.length) {
      setRun(lo, end);
      return;
    }
  }
  let j = cuts.length - 1;
  if (max !== null) {
    while (j >= 0 && (cuts[j] as number) > max) j--;
    if (j < 0 || j < i) {
      setRun(lo, end);
      return;
    }
  }
  // [cut i, cut j) (or [cut i, ∞) when open above), then the ends.
  const upper = max === null ? present : (column.below[j] as Bitset);
  const lower = min === null ? null : (column.below[i] as Bitset);
  for (let w = 0; w < bits.length; w++) {
    bits[w] = (bits[w] as number) | ((upper[w] as number) & ~(lower ? (lower[w] as number) : 0));
  }
  if (min !== null) setRun(lo, positionOf(column, cuts[i] as number));
  if (max !== null) setRun(positionOf(column, cuts[j] as number), end);
}

/** A site's view over a stock index; the index can serve many sites at once. */
export function createEmbeddedSearch(
  index: StockIndex,
  options: SiteSearchOptions,
): EmbeddedSearch {
  return new EmbeddedSearch(index, options);
}
