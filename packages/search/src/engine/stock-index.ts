import {
  type Car,
  type FinanceProvider,
  isPriceShown,
  type RangeFacet,
  type SortKey,
  sortKeys,
  type TermFacet,
  termFacets,
} from '@forecourt/core';
import {
  compareIds,
  createdAtMs,
  multiValuedFacets,
  normalizeIdentifier,
  rangeValueOf,
  rawMultiValues,
  searchableFields,
  termValueOf,
} from '../fields/fields';
import { type Bitset, clearBit, resized, setBit } from './bitset';
import { IdentifierTable } from './identifier-table';
import { SortedOrder } from './sorted-order';
import { TextIndex } from './text-index';

// The in-process index over a stock list (embedded engine): one slot per car,
// per facet value a bitset of the slots that carry it plus a column of value codes per
// slot, numeric columns with a presorted order each, presorted orders per sort, and an
// inverted text index. A change to one car touches only that car's entries.

/**
 * The value codes of every single-valued facet, one row per slot (code + 1, 0 for
 * none). Rows keep a slot's codes together, so counting many facets over a set of
 * slots reads one or two cache lines per slot rather than one per facet.
 */
export class CodeRows {
  data: Uint32Array;

  constructor(
    readonly width: number,
    capacity: number,
  ) {
    this.data = new Uint32Array(width * capacity);
  }

  grow(capacity: number): void {
    const next = new Uint32Array(this.width * capacity);
    next.set(this.data);
    this.data = next;
  }
}

/**
 * What counting facets and facet stats read per slot, in one 64-byte record (a cache
 * line): up to 8 code words (each facet group's combination id, the code + 1 of each
 * single-valued facet in no group, the first 32-value mask of each multi-valued facet)
 * and up to 4 numbers (price, km, year, subscription price). At 500,000 cars the
 * columns these come from are tens of MiB apart, so reading them from one record is one
 * memory access per slot instead of eight. A copy: the rows, masks and
 * numeric columns stay the source, and a slot's record is written after them.
 */
export class SlotRecords {
  /** 32-bit words per record. */
  static readonly stride = 16;
  /** Where the numbers start, in 64-bit words. */
  static readonly numbersAt = 4;
  codes: Uint32Array;
  numbers: Float64Array;

  constructor(capacity: number) {
    const buffer = new ArrayBuffer(capacity * SlotRecords.stride * 4);
    this.codes = new Uint32Array(buffer);
    this.numbers = new Float64Array(buffer);
  }

  grow(capacity: number): void {
    const old = this.codes;
    const buffer = new ArrayBuffer(capacity * SlotRecords.stride * 4);
    this.codes = new Uint32Array(buffer);
    this.numbers = new Float64Array(buffer);
    this.codes.set(old);
  }
}

/**
 * Single-valued facets whose value combinations are few: a model fixes its
 * make, body and seats, a yard its city and state, so a stock of 500,000 cars carries a
 * few hundred combinations of them. Each combination seen gets an id, kept per slot in
 * the code rows; counting a set then adds one per slot per group, and the group's
 * counts are split into its facets' counts once per combination.
 */
export const facetGroups: readonly (readonly TermFacet[])[] = [
  [
    'make',
    'model',
    'make_model',
    'body',
    'fuel',
    'transmission',
    'drive',
    'seats',
    'item_type',
    // A caravan's layout fixes its berths, and its line its off-road rating.
    'berths',
    'off_road_rating',
  ],
  ['dealership_slug', 'dealership_name', 'location_name', 'city', 'state'],
  ['status', 'car_type', 'tag'],
];

/** The combinations of one group's codes: id → the members' row values (code + 1). */
export class FacetGroup {
  /** Each combination's row values, `fields.length` per id. */
  members: Uint32Array;
  /** How many combinations have an id (ids are never taken back). */
  size = 0;
  /** Open addressing: hash → id (-1 empty). */
  private table = new Int32Array(256).fill(-1);

  constructor(
    readonly facets: readonly TermFacet[],
    /** The members' places in the code rows. */
    readonly fields: Int32Array,
    /** This group's own place in the code rows: the slot's combination id. */
    readonly field: number,
  ) {
    this.members = new Uint32Array(fields.length * 64);
  }

  /** The id of the combination a row holds, given an id if it is new. */
  idOf(data: Uint32Array, row: number): number {
    const fields = this.fields;
    const k = fields.length;
    let hash = 0x811c9dc5;
    for (let j = 0; j < k; j++) {
      hash = Math.imul(hash ^ (data[row + (fields[j] as number)] as number), 0x01000193);
    }
    const mask = this.table.length - 1;
    let at = hash & mask;
    for (;;) {
      const id = this.table[at] as number;
      if (id < 0) break;
      let same = true;
      for (let j = 0; j < k; j++) {
        if (this.members[id * k + j] !== data[row + (fields[j] as number)]) {
          same = false;
          break;
        }
      }
      if (same) return id;
      at = (at + 1) & mask;
    }
    const id = this.size++;
    if (this.size * k > this.members.length) {
      const next = new Uint32Array(this.members.length * 2);
      next.set(this.members);
      this.members = next;
    }
    for (let j = 0; j < k; j++)
      this.members[id * k + j] = data[row + (fields[j] as number)] as number;
    this.table[at] = id;
    if (this.size * 2 > this.table.length) this.rehash();
    return id;
  }

  private rehash(): void {
    const k = this.fields.length;
    this.table = new Int32Array(this.table.length * 2).fill(-1);
    const mask = this.table.length - 1;
    for (let id = 0; id < this.size; id++) {
      let hash = 0x811c9dc5;
      for (let j = 0; j < k; j++)
        hash = Math.imul(hash ^ (this.members[id * k + j] as number), 0x01000193);
      let at = hash & mask;
      while ((this.table[at] as number) >= 0) at = (at + 1) & mask;
      this.table[at] = id;
    }
  }
}

/** Values of one term facet: a dictionary, a bitset per value, the codes per slot. */
export class TermColumn {
  readonly dict = new Map<string, number>();
  readonly values: string[] = [];
  bits: Bitset[] = [];
  /** Single-valued facets: this facet's place in the code rows; -1 for a multi-valued one. */
  readonly field: number;
  /**
   * Single-valued facets: the same codes as one column (code, -1 for none). Counting
   * one facet over a large set reads this compact column rather than whole rows.
   */
  codes: Int32Array | null;
  /**
   * Multi-valued facets: per slot, a bit mask of its value codes, 32 codes per chunk
   * (chunk k holds codes 32k..32k+31). Flat typed arrays keep counting a loop over slots.
   */
  masks: Uint32Array[] | null;
  /** Multi-valued facets: the slot record word holding the first mask (SlotRecords). */
  hot = -1;

  constructor(
    readonly facet: TermFacet,
    private capacity: number,
    readonly rows: CodeRows,
    field: number,
  ) {
    const isMulti = multiValuedFacets.has(facet);
    this.field = isMulti ? -1 : field;
    this.masks = isMulti ? [] : null;
    this.codes = isMulti ? null : new Int32Array(capacity).fill(-1);
  }

  get isSingle(): boolean {
    return this.field >= 0;
  }

  /** A single-valued slot's value code, or -1. */
  codeAt(slot: number): number {
    return (this.rows.data[slot * this.rows.width + this.field] as number) - 1;
  }

  setCode(slot: number, code: number): void {
    this.rows.data[slot * this.rows.width + this.field] = code + 1;
    if (this.codes) this.codes[slot] = code;
  }

  codeFor(value: string, words: number): number {
    let code = this.dict.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.dict.set(value, code);
      this.values.push(value);
      this.bits.push(new Uint32Array(words));
      if (this.masks && code >>> 5 >= this.masks.length) {
        this.masks.push(new Uint32Array(this.capacity));
      }
    }
    return code;
  }

  /** make_model only: the code of each (make code, model code) pair seen. */
  private readonly pairs = new Map<number, number>();

  /**
   * The code for a pair of codes (make_model from make and model): no joined string is
   * made for a pair seen before.
   */
  codeForPair(first: number, second: number, value: () => string, words: number): number {
    const key = first * 4294967296 + second;
    let code = this.pairs.get(key);
    if (code === undefined) {
      code = this.codeFor(value(), words);
      this.pairs.set(key, code);
    }
    return code;
  }

  /** The value codes of a multi-valued slot. */
  codesOf(slot: number): number[] {
    const out: number[] = [];
    const masks = this.masks ?? [];
    for (let k = 0; k < masks.length; k++) {
      let m = (masks[k] as Uint32Array)[slot] as number;
      while (m !== 0) {
        const t = m & -m;
        out.push((k << 5) + 31 - Math.clz32(t));
        m ^= t;
      }
    }
    return out;
  }

  grow(capacity: number, words: number): void {
    this.capacity = capacity;
    this.bits = this.bits.map((b) => resized(b, words));
    if (this.codes) {
      const next = new Int32Array(capacity).fill(-1);
      next.set(this.codes);
      this.codes = next;
    }
    if (this.masks) {
      this.masks = this.masks.map((m) => {
        const next = new Uint32Array(capacity);
        next.set(m);
        return next;
      });
    }
  }
}

/** A numeric field per slot (NaN when absent), optionally with an ascending order. */
export class NumericColumn {
  values: Float64Array;
  /** Ascending by value, absent values last, ties by id; null when not needed. */
  readonly order: SortedOrder | null;
  /** How many slots in `order` have a value (they come first). */
  withValue = 0;
  /**
   * Range acceleration for ordered columns: value cuts at build-time quantiles and, per
   * cut, the slots whose value is below it, plus the slots that have a value. A range is
   * then two bitsets combined word by word plus the two partial buckets at its ends.
   */
  cuts: Float64Array = new Float64Array(0);
  below: Bitset[] = [];
  present: Bitset | null = null;
  /** The slot record number holding this column's value (SlotRecords), or -1. */
  recorded = -1;

  constructor(
    capacity: number,
    readonly read: (car: Car) => number | null,
    ids: string[],
    ordered: boolean,
  ) {
    this.values = new Float64Array(capacity).fill(Number.NaN);
    this.order = ordered
      ? new SortedOrder(capacity, (a, b) => {
          const va = this.values[a] as number;
          const vb = this.values[b] as number;
          const na = Number.isNaN(va);
          const nb = Number.isNaN(vb);
          if (na || nb) {
            if (na !== nb) return na ? 1 : -1;
          } else if (va !== vb) return va < vb ? -1 : 1;
          return compareIds(ids[a] as string, ids[b] as string);
        })
      : null;
  }

  grow(capacity: number): void {
    const next = new Float64Array(capacity).fill(Number.NaN);
    next.set(this.values);
    this.values = next;
    this.order?.grow(capacity);
    const words = capacity / 32;
    this.below = this.below.map((b) => resized(b, words));
    if (this.present) this.present = resized(this.present, words);
  }

  /** Chooses the cuts from the current order and fills the bitsets (after a full sort). */
  buildCuts(words: number, buckets = 64): void {
    const order = this.order;
    if (!order) return;
    const values = this.values;
    const list = order.order;
    const n = this.withValue;
    const cuts: number[] = [];
    for (let k = 1; k < buckets; k++) {
      const v = values[list[Math.floor((k * n) / buckets)] as number] as number;
      if (n > 0 && (cuts.length === 0 || v > (cuts[cuts.length - 1] as number))) cuts.push(v);
    }
    this.cuts = Float64Array.from(cuts);
    this.below = [];
    let previous: Bitset = new Uint32Array(words);
    let at = 0;
    for (const cut of cuts) {
      const bits = Uint32Array.from(previous);
      while (at < n && (values[list[at] as number] as number) < cut)
        setBit(bits, list[at++] as number);
      this.below.push(bits);
      previous = bits;
    }
    const present = Uint32Array.from(previous);
    while (at < n) setBit(present, list[at++] as number);
    this.present = present;
  }

  /** Keeps the cut bitsets right when a slot's value goes from `old` to `next` (NaN: none). */
  moveInCuts(slot: number, old: number, next: number): void {
    if (!this.present) return;
    if (Number.isNaN(next)) clearBit(this.present, slot);
    else setBit(this.present, slot);
    for (let k = 0; k < this.cuts.length; k++) {
      const cut = this.cuts[k] as number;
      const was = old < cut;
      const is = next < cut;
      if (was === is) continue;
      if (is) setBit(this.below[k] as Bitset, slot);
      else clearBit(this.below[k] as Bitset, slot);
    }
  }
}

export type IndexListener = {
  /** Called before a slot's car changes or is removed, while the old values are in place. */
  beforeChange(slot: number): void;
  /** Called after a slot's car was added or changed, or after it was removed. */
  afterChange(slot: number): void;
  /** Called when the index grew; bitsets of the listener must grow to `words`. */
  grew(words: number): void;
};

const numericKeys = [
  'price',
  'km',
  'year',
  'subscription_price',
  'tare_kg',
  'atm_kg',
  'length_ft',
  'rank',
  'created',
  'soldAt',
] as const;
type NumericKey = (typeof numericKeys)[number];

const readers: Record<NumericKey, (car: Car) => number | null> = {
  price: (c) => rangeValueOf(c, 'price', null),
  km: (c) => rangeValueOf(c, 'km', null),
  year: (c) => rangeValueOf(c, 'year', null),
  subscription_price: (c) => rangeValueOf(c, 'subscription_price', null),
  // A caravan's; the slot records have no room left for them, so stats read the columns.
  tare_kg: (c) => rangeValueOf(c, 'tare_kg', null),
  atm_kg: (c) => rangeValueOf(c, 'atm_kg', null),
  length_ft: (c) => rangeValueOf(c, 'length_ft', null),
  rank: (c) => (Number.isFinite(c.custom_rank) ? c.custom_rank : null),
  created: createdAtMs,
  soldAt: (c) => (c.status === 'sold' ? c.sold_date_timestamp : null),
};

const sameNumber = (a: number, b: number) => a === b || (Number.isNaN(a) && Number.isNaN(b));

export class StockIndex {
  capacity: number;
  words: number;
  /** The car in each slot; undefined for a free slot. */
  readonly cars: (Car | undefined)[] = [];
  readonly ids: string[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  /** Slots handed out so far (live or free). */
  slotCount = 0;
  /** Cars with show_on_dealer_website true. */
  shown: Bitset;
  /** Cars priced above 0 (docs/rules.md#price-sort: lowest-price sort may leave the others out). */
  priced: Bitset;
  /** Cars whose price shows (core's isPriceShown): a price read from the words leaves the others out. */
  priceShown: Bitset;
  /** Bumped on every change. */
  version = 0;

  private readonly terms = new Map<TermFacet, TermColumn>();
  /** Codes of the single-valued facets, a row per slot, then each facet group's combination. */
  readonly rows: CodeRows;
  readonly groups: FacetGroup[] = [];
  /** Per slot, what counting and stats read, in one cache line. */
  readonly records: SlotRecords;
  /** Per code-row field: its word in the slot record, or -1 (a facet counted by its group). */
  readonly hotOfField: Int32Array;
  private readonly recordedColumns: NumericColumn[] = [];
  private readonly numerics = new Map<string, NumericColumn>();
  private readonly sorts = new Map<SortKey, SortedOrder>();
  readonly text: TextIndex;
  /** VIN or stock number → the slot carrying it (a list when several do). */
  private readonly identifiers: IdentifierTable;
  /** The numbers of stock numbers ('HT000123' → '000123') → the slots carrying them. */
  private readonly stockNumbers: IdentifierTable;
  private readonly listeners = new Set<IndexListener>();

  private constructor(capacity: number) {
    this.capacity = Math.max(32, Math.ceil(capacity / 32) * 32);
    this.words = this.capacity / 32;
    this.shown = new Uint32Array(this.words);
    this.priced = new Uint32Array(this.words);
    this.priceShown = new Uint32Array(this.words);
    this.text = new TextIndex(this.capacity);
    // A VIN and a stock number per car, and a number in most stock numbers.
    this.identifiers = new IdentifierTable(capacity * 2);
    this.stockNumbers = new IdentifierTable(capacity);
    const singles = termFacets.filter((f) => !multiValuedFacets.has(f));
    this.rows = new CodeRows(singles.length + facetGroups.length, this.capacity);
    facetGroups.forEach((facets, g) => {
      const fields = Int32Array.from(facets, (f) => singles.indexOf(f));
      this.groups.push(new FacetGroup(facets, fields, singles.length + g));
    });
    this.records = new SlotRecords(this.capacity);
    this.hotOfField = new Int32Array(this.rows.width).fill(-1);
    let hot = 0;
    for (const group of this.groups) this.hotOfField[group.field] = hot++;
    singles.forEach((facet, field) => {
      if (!facetGroups.some((g) => g.includes(facet))) this.hotOfField[field] = hot++;
    });
    for (const facet of termFacets) {
      const column = new TermColumn(facet, this.capacity, this.rows, singles.indexOf(facet));
      if (!column.isSingle) column.hot = hot++;
      this.terms.set(facet, column);
    }
    if (hot > SlotRecords.numbersAt * 2) throw new Error('stock index: too many slot record words');
    for (const key of numericKeys) {
      const ordered = key !== 'rank' && key !== 'created' && key !== 'soldAt';
      const column = new NumericColumn(this.capacity, readers[key], this.ids, ordered);
      if (key === 'price' || key === 'km' || key === 'year' || key === 'subscription_price') {
        column.recorded = SlotRecords.numbersAt + this.recordedColumns.length;
        this.recordedColumns.push(column);
      }
      this.numerics.set(key, column);
    }
    const num = (key: NumericKey) => this.numerics.get(key)?.values as Float64Array;
    const ids = this.ids;
    const byId = (a: number, b: number) => compareIds(ids[a] as string, ids[b] as string);
    const desc = (key: NumericKey) => (a: number, b: number) => {
      const va = num(key)[a] as number;
      const vb = num(key)[b] as number;
      const na = Number.isNaN(va);
      const nb = Number.isNaN(vb);
      if (na || nb) {
        if (na !== nb) return na ? 1 : -1;
      } else if (va !== vb) return va > vb ? -1 : 1;
      return byId(a, b);
    };
    for (const sort of sortKeys) {
      switch (sort) {
        case 'relevance':
          this.sorts.set(sort, new SortedOrder(this.capacity, desc('rank')));
          break;
        case 'latest':
          this.sorts.set(sort, new SortedOrder(this.capacity, desc('created')));
          break;
        case 'price_desc':
          this.sorts.set(sort, new SortedOrder(this.capacity, desc('price')));
          break;
        case 'price_asc':
          // The price column's own ascending order serves this sort.
          break;
        case 'weekly_asc':
          // The finance provider's weekly column serves it (built on first use).
          break;
        case 'nearest':
          // Cars grouped by distance from the request's place, each group in
          // relevance order (the search's nearest segments).
          break;
        default:
          sort satisfies never;
      }
    }
  }

  /** Builds the index over a stock list in one pass, sorting each order once. */
  static build(stock: Iterable<Car>): StockIndex {
    const cars = [...stock];
    const index = new StockIndex(cars.length);
    for (const car of cars) {
      if (index.slotOf.has(car.id)) {
        // A later copy of the same car wins, as an upsert would.
        const slot = index.slotOf.get(car.id) as number;
        index.cars[slot] = car;
        continue;
      }
      const slot = index.slotCount++;
      index.slotOf.set(car.id, slot);
      index.ids[slot] = car.id;
      index.cars[slot] = car;
    }
    for (let slot = 0; slot < index.slotCount; slot++) {
      index.indexSlot(slot, index.cars[slot] as Car, undefined, false);
    }
    index.sortAll();
    return index;
  }

  /**
   * The live slots in id order (compareIds), each id's digit check done once instead of
   * per comparison.
   */
  private liveSlotsById(): Int32Array {
    const ids = this.ids;
    const live: number[] = [];
    for (let slot = 0; slot < this.slotCount; slot++) if (this.cars[slot]) live.push(slot);
    // Ids that are all whole numbers without leading zeros (feeds' usual ids) order as
    // their numbers, and no two are equal: sorted as numbers, without comparisons.
    const numbers = new Float64Array(this.slotCount);
    let numeric = true;
    for (const slot of live) {
      const id = ids[slot] as string;
      if (id.length > 15 || !/^[1-9]\d*$/.test(id)) {
        numeric = false;
        break;
      }
      numbers[slot] = Number(id);
    }
    if (numeric) return sortSlotsByValue(Int32Array.from(live), numbers, 1);
    const digits = new Uint8Array(this.slotCount);
    const trimmed: string[] = new Array(this.slotCount);
    for (const slot of live) {
      const id = ids[slot] as string;
      const d = /^\d+$/.test(id);
      digits[slot] = d ? 1 : 0;
      trimmed[slot] = d ? id.replace(/^0+(?=\d)/, '') : id;
    }
    return Int32Array.from(live).sort((a, b) => {
      const da = digits[a] as number;
      const db = digits[b] as number;
      if (da !== db) return db - da;
      if (da === 1) {
        const ta = trimmed[a] as string;
        const tb = trimmed[b] as string;
        if (ta.length !== tb.length) return ta.length - tb.length;
        if (ta !== tb) return ta < tb ? -1 : 1;
      }
      const ia = ids[a] as string;
      const ib = ids[b] as string;
      return ia < ib ? -1 : ia > ib ? 1 : 0;
    });
  }

  /** Every order rebuilt without a comparator: slots in id order, then sorted by value (sortSlotsByValue). */
  private sortAll(): void {
    const byId = this.liveSlotsById();
    const scratch = new SortScratch(byId.length);
    // setSorted copies the result out of the scratch buffers before the next sort.
    const sortInto = (order: SortedOrder | undefined, values: Float64Array, dir: 1 | -1) => {
      order?.setSorted(sortSlotsByValue(byId, values, dir, scratch));
    };
    for (const column of this.numerics.values()) {
      if (!column.order) continue;
      sortInto(column.order, column.values, 1);
      column.withValue = countWithValue(column.values, this.slotCount);
      column.buildCuts(this.words);
    }
    sortInto(this.sorts.get('relevance'), this.numeric('rank').values, -1);
    sortInto(this.sorts.get('latest'), this.numeric('created').values, -1);
    sortInto(this.sorts.get('price_desc'), this.numeric('price').values, -1);
  }

  /** Number of cars in the index. */
  get size(): number {
    return this.slotOf.size;
  }

  get(id: string): Car | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.cars[slot];
  }

  slotFor(id: string): number | undefined {
    return this.slotOf.get(id);
  }

  subscribe(listener: IndexListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  term(facet: TermFacet): TermColumn {
    return this.terms.get(facet) as TermColumn;
  }

  numeric(key: NumericKey | RangeFacet): NumericColumn {
    const column = this.numerics.get(key);
    if (!column) throw new Error(`stock index: no numeric column "${key}"`);
    return column;
  }

  /** The weekly payment column for a finance provider, built on first use. */
  weekly(provider: FinanceProvider): NumericColumn {
    const key = `weekly:${provider}`;
    let column = this.numerics.get(key);
    if (!column) {
      column = new NumericColumn(
        this.capacity,
        (car) => rangeValueOf(car, 'weekly_price', provider),
        this.ids,
        true,
      );
      for (let slot = 0; slot < this.slotCount; slot++) {
        const car = this.cars[slot];
        if (car) column.values[slot] = column.read(car) ?? Number.NaN;
      }
      column.order?.setSorted(sortSlotsByValue(this.liveSlotsById(), column.values, 1));
      column.withValue = countWithValue(column.values, this.slotCount);
      column.buildCuts(this.words);
      this.numerics.set(key, column);
    }
    return column;
  }

  /**
   * The presorted order of a sort: lowest price is the price column's own order, and the
   * lowest weekly payment the provider's weekly column's (no payment last). Without a
   * provider there is no weekly order (search serves that sort as relevance).
   */
  order(sort: SortKey, provider: FinanceProvider | null = null): SortedOrder {
    const order =
      sort === 'weekly_asc'
        ? provider === null
          ? undefined
          : this.weekly(provider).order
        : sort === 'price_asc'
          ? this.numeric('price').order
          : this.sorts.get(sort);
    if (!order) throw new Error(`stock index: no order for sort "${sort}"`);
    return order;
  }

  /** Slots whose VIN or stock number is exactly this identifier. */
  exactIdentifier(query: string): readonly number[] {
    const key = normalizeIdentifier(query);
    if (key === '') return [];
    return this.identifiers.get(key);
  }

  /** Slots whose stock number has this number in it, as written (fields.ts stockNumberDigits). */
  stockNumberSlots(digits: string): readonly number[] {
    return this.stockNumbers.get(digits);
  }

  /** Adds a car, or replaces the car with the same id, touching only its entries. */
  upsert(car: Car): void {
    let slot = this.slotOf.get(car.id);
    if (slot === undefined) {
      slot = this.allocate(car.id);
      this.cars[slot] = car;
      this.indexSlot(slot, car, undefined, true);
    } else {
      for (const l of this.listeners) l.beforeChange(slot);
      const previous = this.cars[slot] as Car;
      this.cars[slot] = car;
      this.indexSlot(slot, car, previous, true);
    }
    this.version++;
    for (const l of this.listeners) l.afterChange(slot);
  }

  /** Removes a car; false when no car has that id. */
  remove(id: string): boolean {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return false;
    for (const l of this.listeners) l.beforeChange(slot);
    this.unindexSlot(slot, this.cars[slot] as Car);
    this.cars[slot] = undefined;
    this.ids[slot] = '';
    this.slotOf.delete(id);
    this.freeSlots.push(slot);
    this.version++;
    for (const l of this.listeners) l.afterChange(slot);
    return true;
  }

  private allocate(id: string): number {
    let slot = this.freeSlots.pop();
    if (slot === undefined) {
      if (this.slotCount === this.capacity) this.grow(this.capacity * 2);
      slot = this.slotCount++;
    }
    this.slotOf.set(id, slot);
    this.ids[slot] = id;
    return slot;
  }

  private grow(capacity: number): void {
    this.capacity = capacity;
    this.words = capacity / 32;
    this.shown = resized(this.shown, this.words);
    this.priced = resized(this.priced, this.words);
    this.priceShown = resized(this.priceShown, this.words);
    this.rows.grow(capacity);
    this.records.grow(capacity);
    for (const column of this.terms.values()) column.grow(capacity, this.words);
    for (const column of this.numerics.values()) column.grow(capacity);
    for (const order of this.sorts.values()) order.grow(capacity);
    this.text.grow(capacity);
    for (const l of this.listeners) l.grew(this.words);
  }

  /**
   * Writes a car's entries into a slot. With `previous`, only what changed is touched,
   * so marking a car sold or re-pricing it does not re-index its text. `ordered` false
   * (the bulk build) leaves the orders to one sort at the end.
   */
  private indexSlot(slot: number, car: Car, previous: Car | undefined, ordered: boolean): void {
    const words = this.words;
    let makeCode = -1;
    let modelCode = -1;
    for (const column of this.terms.values()) {
      if (column.isSingle) {
        let code: number;
        if (column.facet === 'make_model' && makeCode >= 0 && modelCode >= 0) {
          code = column.codeForPair(
            makeCode,
            modelCode,
            () => termValueOf(car, 'make_model') as string,
            words,
          );
        } else {
          const value = termValueOf(car, column.facet);
          code = value === null ? -1 : column.codeFor(value, words);
        }
        if (column.facet === 'make') makeCode = code;
        else if (column.facet === 'model') modelCode = code;
        const old = previous ? column.codeAt(slot) : -1;
        if (old === code) continue;
        if (old >= 0) clearBit(column.bits[old] as Bitset, slot);
        if (code >= 0) setBit(column.bits[code] as Bitset, slot);
        column.setCode(slot, code);
      } else if (column.masks) {
        if (previous) clearMulti(column, slot);
        // Setting a bit twice is harmless, so repeated values need no de-duplication.
        for (const raw of rawMultiValues(car, column.facet)) {
          const value = raw.trim();
          if (value === '') continue;
          const c = column.codeFor(value, words);
          setBit(column.bits[c] as Bitset, slot);
          const mask = column.masks[c >>> 5] as Uint32Array;
          mask[slot] = (mask[slot] as number) | (1 << (c & 31));
        }
      }
    }

    this.regroup(slot);

    for (const column of this.numerics.values()) {
      const next = column.read(car) ?? Number.NaN;
      const old = previous ? (column.values[slot] as number) : Number.NaN;
      const isNew = previous === undefined;
      if (!isNew && sameNumber(old, next)) continue;
      const sortsOnIt = ordered ? this.sortsReading(column) : [];
      if (ordered && !isNew) {
        column.order?.remove(slot);
        for (const order of sortsOnIt) order.remove(slot);
      }
      if (!isNew && !Number.isNaN(old)) column.withValue--;
      if (ordered) column.moveInCuts(slot, old, next);
      column.values[slot] = next;
      if (!Number.isNaN(next)) column.withValue += ordered ? 1 : 0;
      if (ordered) {
        column.order?.insert(slot);
        for (const order of sortsOnIt) order.insert(slot);
      }
    }

    if (car.show_on_dealer_website) setBit(this.shown, slot);
    else clearBit(this.shown, slot);
    if (car.price !== null && car.price > 0) setBit(this.priced, slot);
    else clearBit(this.priced, slot);
    if (isPriceShown(car.price)) setBit(this.priceShown, slot);
    else clearBit(this.priceShown, slot);

    // Field by field: no joined text is built, and unchanged text is not touched.
    if (!previous || searchableFields.some((f) => f.read(previous) !== f.read(car))) {
      if (previous) this.unindexText(slot, previous);
      for (const f of searchableFields) {
        const value = f.read(car);
        if (!value) continue;
        // Descriptions are one per car; the other fields recur across many cars.
        if (f.shared) this.text.addShared(slot, value, f.numbers);
        else this.text.add(slot, value, f.numbers);
      }
    }
    if (previous) this.unindexIdentifiers(slot, previous);
    this.indexIdentifiers(slot, car);
    this.writeRecord(slot);
  }

  /** Writes the slot's combination id of each facet group into its row (after its codes). */
  private regroup(slot: number): void {
    const data = this.rows.data;
    const row = slot * this.rows.width;
    for (const group of this.groups) data[row + group.field] = group.idOf(data, row);
  }

  /** Copies what counting and stats read of a slot into its record (after every change). */
  private writeRecord(slot: number): void {
    const data = this.rows.data;
    const row = slot * this.rows.width;
    const { codes, numbers } = this.records;
    const at = slot * SlotRecords.stride;
    for (let field = 0; field < this.rows.width; field++) {
      const hot = this.hotOfField[field] as number;
      if (hot >= 0) codes[at + hot] = data[row + field] as number;
    }
    for (const column of this.terms.values()) {
      if (column.hot >= 0) codes[at + column.hot] = column.masks?.[0]?.[slot] ?? 0;
    }
    const numbersAt = slot * (SlotRecords.stride / 2);
    for (const column of this.recordedColumns) {
      numbers[numbersAt + column.recorded] = column.values[slot] as number;
    }
  }

  /** The sort orders keyed on a numeric column (they move when its value changes). */
  private sortsReading(column: NumericColumn): SortedOrder[] {
    const out: SortedOrder[] = [];
    if (column === this.numerics.get('rank')) out.push(this.sorts.get('relevance') as SortedOrder);
    if (column === this.numerics.get('created')) out.push(this.sorts.get('latest') as SortedOrder);
    if (column === this.numerics.get('price'))
      out.push(this.sorts.get('price_desc') as SortedOrder);
    return out;
  }

  private unindexSlot(slot: number, car: Car): void {
    for (const column of this.terms.values()) {
      if (column.isSingle) {
        const code = column.codeAt(slot);
        if (code >= 0) clearBit(column.bits[code] as Bitset, slot);
        column.setCode(slot, -1);
      } else if (column.masks) {
        clearMulti(column, slot);
      }
    }
    this.regroup(slot);
    for (const column of this.numerics.values()) {
      column.order?.remove(slot);
      for (const order of this.sortsReading(column)) order.remove(slot);
      if (!Number.isNaN(column.values[slot] as number)) column.withValue--;
      column.moveInCuts(slot, column.values[slot] as number, Number.NaN);
      column.values[slot] = Number.NaN;
    }
    clearBit(this.shown, slot);
    clearBit(this.priced, slot);
    clearBit(this.priceShown, slot);
    this.unindexText(slot, car);
    this.unindexIdentifiers(slot, car);
    this.writeRecord(slot);
  }

  private unindexText(slot: number, car: Car): void {
    for (const f of searchableFields) this.text.remove(slot, f.read(car) ?? '', f.numbers);
  }

  private indexIdentifiers(slot: number, car: Car): void {
    // One table for both: a query matching either is an exact identifier match.
    if (car.vin) this.identifiers.add(normalizeIdentifier(car.vin), slot);
    if (car.stocknum) this.identifiers.add(normalizeIdentifier(car.stocknum), slot);
    if (car.stocknum)
      forEachStockNumberRun(car.stocknum, (digits) => this.stockNumbers.add(digits, slot));
  }

  private unindexIdentifiers(slot: number, car: Car): void {
    if (car.vin) this.identifiers.remove(normalizeIdentifier(car.vin), slot);
    if (car.stocknum) this.identifiers.remove(normalizeIdentifier(car.stocknum), slot);
    if (car.stocknum) {
      forEachStockNumberRun(car.stocknum, (digits) => this.stockNumbers.remove(digits, slot));
    }
  }
}

/**
 * The slots ordered by value (ascending for `dir` 1, descending for -1), absent values
 * (NaN) last, equal values in the order the slots came in: a stable LSD radix sort on
 * the values' 64 bits, 16 at a time (a pass is skipped when every key has the same 16
 * bits). Given the slots in id order it is the comparator sort's order without a single
 * comparison: 500,000 cars take tens of milliseconds a sort where a comparator sort or
 * a rank search takes hundreds.
 */
export function sortSlotsByValue(
  slots: Int32Array,
  values: Float64Array,
  dir: 1 | -1,
  scratch: SortScratch = new SortScratch(slots.length),
): Int32Array {
  const n = slots.length;
  // Sortable keys: a float's bits with the sign bit flipped (every bit for a negative
  // number) order as unsigned integers; descending inverts them; NaN is all ones.
  const { hi, lo, counts } = scratch;
  const bits = new Float64Array(1);
  const words = new Uint32Array(bits.buffer);
  for (let i = 0; i < n; i++) {
    const v = values[slots[i] as number] as number;
    if (Number.isNaN(v)) {
      hi[i] = 0xffffffff;
      lo[i] = 0xffffffff;
      continue;
    }
    bits[0] = v === 0 ? 0 : v; // -0 and 0 are one value, as the comparators have it.
    let h = words[1] as number;
    let l = words[0] as number;
    if (h & 0x80000000) {
      h = ~h >>> 0;
      l = ~l >>> 0;
    } else h = (h | 0x80000000) >>> 0;
    if (dir === -1) {
      // Never all ones after inverting: the largest sortable key of a number is below it.
      h = ~h >>> 0;
      l = ~l >>> 0;
    }
    hi[i] = h;
    lo[i] = l;
  }
  let order = scratch.order;
  let spare = scratch.spare;
  for (let i = 0; i < n; i++) order[i] = i;
  for (let pass = 0; pass < 4; pass++) {
    const keys = pass < 2 ? lo : hi;
    const shift = (pass & 1) * 16;
    counts.fill(0);
    for (let i = 0; i < n; i++) {
      const d = (((keys[i] as number) >>> shift) & 0xffff) + 1;
      counts[d] = (counts[d] as number) + 1;
    }
    if (n === 0 || counts[(((keys[0] as number) >>> shift) & 0xffff) + 1] === n) continue;
    for (let d = 1; d < counts.length; d++)
      counts[d] = (counts[d] as number) + (counts[d - 1] as number);
    for (let i = 0; i < n; i++) {
      const at = order[i] as number;
      const d = ((keys[at] as number) >>> shift) & 0xffff;
      const to = counts[d] as number;
      spare[to] = at;
      counts[d] = to + 1;
    }
    const swap = order;
    order = spare;
    spare = swap;
  }
  for (let i = 0; i < n; i++) spare[i] = slots[order[i] as number] as number;
  return spare;
}

/** Buffers for sortSlotsByValue, re-used across the sorts of one build (the result is one). */
export class SortScratch {
  readonly hi: Uint32Array;
  readonly lo: Uint32Array;
  readonly order: Int32Array;
  readonly spare: Int32Array;
  readonly counts = new Int32Array(65537);

  constructor(n: number) {
    this.hi = new Uint32Array(n);
    this.lo = new Uint32Array(n);
    this.order = new Int32Array(n);
    this.spare = new Int32Array(n);
  }
}

/**
 * Calls `each` with every number of a stock number, as stockNumberDigits (fields.ts)
 * finds them (runs of 3 or more digits), without its match array, set and copy per car:
 * those were most of what building 500,000 cars allocated. A number written twice is
 * passed twice, which adding a slot to a table or removing it does not mind.
 */
export function forEachStockNumberRun(stocknum: string, each: (digits: string) => void): void {
  let start = -1;
  for (let i = 0; i <= stocknum.length; i++) {
    const c = i < stocknum.length ? stocknum.charCodeAt(i) : 0;
    if (c >= 48 && c <= 57) {
      if (start < 0) start = i;
    } else if (start >= 0) {
      if (i - start >= 3) each(stocknum.slice(start, i));
      start = -1;
    }
  }
}

/** Clears a slot's values from a multi-valued column. */
function clearMulti(column: TermColumn, slot: number): void {
  for (const c of column.codesOf(slot)) clearBit(column.bits[c] as Bitset, slot);
  for (const mask of column.masks ?? []) mask[slot] = 0;
}

function countWithValue(values: Float64Array, slots: number): number {
  let n = 0;
  for (let i = 0; i < slots; i++) if (!Number.isNaN(values[i] as number)) n++;
  return n;
}
